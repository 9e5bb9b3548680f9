/** The OpenAPI document is generated from the contract and must pass Redocly's linter. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument, operationIds, operations } from '../../src-shared/contract';

const doc = buildOpenApiDocument({ sandboxUrl: 'http://127.0.0.1:4010' });

describe('generated OpenAPI 3.1 document', () => {
  it('describes every operation of the contract, and nothing else, with its method, path and operationId', () => {
    const found = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        path,
        method: method.toUpperCase(),
        id: (op as { operationId: string }).operationId,
      })),
    );
    expect(found).toHaveLength(operationIds.length);
    for (const id of operationIds) {
      const op = operations[id];
      expect(found).toContainEqual({ path: op.path, method: op.method, id: op.name });
    }
  });

  it('docs/openapi.json is the document the contract generates today (npm run openapi)', () => {
    const committed = readFileSync(join(__dirname, '../../docs/openapi.json'), 'utf8');
    expect(committed).toBe(JSON.stringify(buildOpenApiDocument(), null, 2) + '\n');
  });

  it('claims RFC 3339 date-time only where the pattern requires an offset (services send answers without one)', () => {
    const dateTimes: Array<{ pattern?: string }> = [];
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(walk);
      if (typeof node !== 'object' || node === null) return;
      if ((node as { format?: unknown }).format === 'date-time') dateTimes.push(node as { pattern?: string });
      Object.values(node).forEach(walk);
    };
    walk(doc);
    expect(dateTimes.length).toBeGreaterThan(0);
    for (const schema of dateTimes) expect(new RegExp(schema.pattern ?? '.').test('2024-01-05T00:00:00')).toBe(false);
  });

  it('documents the Op3 sub-codes and the Op4 error bodies', () => {
    const op3 = doc.paths[operations.op3.path]!.post as { responses: Record<string, { description: string }> };
    expect(op3.responses['422']!.description).toContain('422.2');
    const op4 = doc.paths[operations.op4.path]!.post as {
      responses: Record<string, { content?: { 'application/json': { schema: { $ref: string } } } }>;
    };
    expect(op4.responses['422']!.content!['application/json'].schema.$ref).toBe('#/components/schemas/MensagensBody');
    expect(op4.responses['500']!.content!['application/json'].schema.$ref).toBe('#/components/schemas/MensagemBody');
  });

  it('keeps the spec spellings', () => {
    const schemas = JSON.stringify(doc.components.schemas);
    expect(schemas).toContain('indentificacaoMovimento');
    expect(schemas).toContain('identificacaoPessoaBenefciario');
    const op10 = JSON.stringify(doc.paths[operations.op10.path]);
    const op18 = JSON.stringify(doc.paths[operations.op18.path]);
    expect(op10).toContain('"_attributes"');
    expect(op18).toContain('"_atributos"');
  });

  it('passes `redocly lint` with no errors and no warnings', () => {
    const dir = mkdtempSync(join(tmpdir(), 'balcao-openapi-'));
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    const output = execFileSync(join(process.cwd(), 'node_modules/.bin/redocly'), ['lint', file, '--format', 'json'], {
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const report = JSON.parse(output.slice(output.indexOf('{'))) as {
      totals: { errors: number; warnings: number };
      problems: unknown[];
    };
    expect(report.problems, JSON.stringify(report.problems).slice(0, 2000)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 60_000);
});
