/** A readable API reference, rendered from the generated OpenAPI document (works offline). */

type Json = Record<string, unknown>;

const escape = (text: unknown) =>
  String(text ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function schemaBlock(schema: unknown): string {
  if (!schema) return '';
  const ref = (schema as Json).$ref;
  if (typeof ref === 'string') {
    const name = ref.split('/').pop();
    return `<a href="#schema-${escape(name)}">${escape(name)}</a>`;
  }
  return `<pre>${escape(JSON.stringify(schema, null, 2))}</pre>`;
}

function operationSection(path: string, method: string, op: Json): string {
  const params = (op.parameters as Json[] | undefined) ?? [];
  const rows = params
    .map(
      (p) =>
        `<tr><td><code>${escape(p.name)}</code></td><td>${escape(p.in)}</td><td>${p.required ? 'sim' : 'não'}</td><td>${escape(p.description ?? '')} ${schemaBlock(p.schema)}</td></tr>`,
    )
    .join('');
  const body = (op.requestBody as Json | undefined)?.content as Json | undefined;
  const responses = Object.entries((op.responses as Json) ?? {})
    .map(([status, r]) => {
      const content = ((r as Json).content as Json | undefined)?.['application/json'] as Json | undefined;
      return `<li><strong>${escape(status)}</strong> ${escape((r as Json).description)} ${content ? schemaBlock(content.schema) : '<em>sem corpo</em>'}</li>`;
    })
    .join('');
  return `<section class="op" id="${escape(op.operationId)}">
  <h3><span class="m ${method}">${method.toUpperCase()}</span> ${escape(op.summary)}</h3>
  <p><code>${escape(path)}</code> — ${escape(op.description)} Função no cliente: <code>${escape(op.operationId)}</code>.</p>
  ${rows ? `<table><thead><tr><th>Parâmetro</th><th>Em</th><th>Obrigatório</th><th>Descrição e esquema</th></tr></thead><tbody>${rows}</tbody></table>` : ''}
  ${body ? `<p>Corpo (application/json): ${schemaBlock((body['application/json'] as Json).schema)}</p>` : ''}
  <ul>${responses}</ul>
</section>`;
}

export function renderReferencePage(doc: Json): string {
  const paths = doc.paths as Record<string, Record<string, Json>>;
  const ops = Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op })),
  );
  ops.sort(
    (a, b) => Number(String(a.op.summary).slice(2).split(' ')[0]) - Number(String(b.op.summary).slice(2).split(' ')[0]),
  );
  const schemas = ((doc.components as Json).schemas ?? {}) as Record<string, unknown>;
  const info = doc.info as Json;
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>${escape(info.title)} — referência</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font-family:system-ui,sans-serif;margin:0;display:grid;grid-template-columns:280px 1fr;color:#1b1f24}
nav{position:sticky;top:0;height:100vh;overflow:auto;background:#f3f5f7;padding:1rem;font-size:.9rem}
nav a{display:block;color:#0b5cad;text-decoration:none;margin:.2rem 0}
main{padding:1rem 2rem;max-width:1100px}
.op{border-top:1px solid #d0d7de;padding:.5rem 0}
.m{display:inline-block;min-width:4.5rem;text-align:center;border-radius:4px;color:#fff;font-size:.8rem;padding:.1rem .3rem}
.get{background:#1a7f37}.post{background:#0b5cad}.put{background:#9a6700}.patch{background:#8250df}
table{border-collapse:collapse;width:100%;font-size:.9rem}td,th{border:1px solid #d0d7de;padding:.3rem;text-align:left;vertical-align:top}
pre{background:#f6f8fa;padding:.5rem;overflow:auto;max-height:24rem;font-size:.8rem}
</style></head><body>
<nav><strong>Operações</strong>${ops.map(({ op }) => `<a href="#${escape(op.operationId)}">${escape(op.summary)}</a>`).join('')}
<p><a href="/openapi.json">openapi.json</a></p></nav>
<main><h1>${escape(info.title)}</h1><p>${escape(info.description)}</p>
<p>Todas as operações exigem o cabeçalho <code>Ocp-Apim-Subscription-Key</code>. Chaves, usuários e identificadores de demonstração: <code>resources/sandbox/fixtures.json</code>.</p>
<h2>Operações</h2>${ops.map(({ path, method, op }) => operationSection(path, method, op)).join('\n')}
<h2>Esquemas</h2>${Object.entries(schemas)
    .map(
      ([name, s]) =>
        `<section id="schema-${escape(name)}"><h3>${escape(name)}</h3><pre>${escape(JSON.stringify(s, null, 2))}</pre></section>`,
    )
    .join('\n')}
</main></body></html>`;
}
