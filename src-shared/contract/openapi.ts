/**
 * OpenAPI 3.1 document of the whole API set, generated from the operation
 * table (never edited by hand). The sandbox serves it at /openapi.json.
 */
import { z } from 'zod';
import { errorShapeSchemas, STATUS_TITLES, type HttpErrorStatus } from './errors';
import type { CompanyCodeStyle, OperationDef, PathParamDef } from './operation';
import { operationDefs, type Domain } from './operations';
import { queryIntegerRanges } from './primitives';

type JsonSchema = Record<string, unknown>;

/** One tag per domain of the table (a domain without its tag does not compile), in the document's order. */
const DOMAIN_TAGS: Record<Domain, { name: string; description: string }> = {
  auth: { name: 'Autenticação', description: 'Autenticação de usuários.' },
  customers: { name: 'Clientes', description: 'Cadastro de clientes pessoa física.' },
  pension: {
    name: 'Previdência',
    description: 'Certificados de previdência: movimentações, saldos, rendas, aportes, portabilidade.',
  },
  life: { name: 'Vida', description: 'Certificados, propostas e apólices de vida.' },
  claims: { name: 'Sinistro', description: 'Avisos de sinistro.' },
  signatures: { name: 'Assinaturas', description: 'Comunicação de assinaturas de propostas.' },
  capitalization: { name: 'Capitalização', description: 'Títulos de capitalização e atividades de empresa.' },
  pensionFund: { name: 'Fundo de pensão', description: 'Planos de fundo de pensão.' },
  adhesion: { name: 'Adesão', description: 'Benefícios de produtos de previdência por adesão.' },
};

const COMPANY_CODE_SCHEMAS: Record<Exclude<CompanyCodeStyle, 'none'>, JsonSchema> = {
  text: { type: 'string', pattern: '^\\d{1,10}$', description: 'Código da empresa.' },
  integer: { type: 'integer', minimum: 0, description: 'Código da empresa (inteiro).' },
  padded4: {
    type: 'string',
    pattern: '^\\d{4}$',
    description: 'Código da empresa com 4 dígitos, completado com zeros à esquerda.',
  },
  integerPadded4: {
    type: 'integer',
    description: 'Código da empresa (inteiro) com 4 dígitos, completado com zeros à esquerda (ex.: 0001).',
  },
};

class SchemaCollector {
  readonly components: Record<string, JsonSchema> = {};

  /** Converts a zod schema as it travels (input side) and lifts named parts into components. */
  convert(schema: z.ZodType): JsonSchema {
    const json = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io: 'input',
      unrepresentable: 'any',
      reused: 'inline',
      // A query integer accepts a number or its digits; in a URL both are simply an integer.
      override: ({ zodSchema, jsonSchema }) => {
        const range = queryIntegerRanges.get(zodSchema);
        if (!range) return;
        for (const key of Object.keys(jsonSchema)) delete (jsonSchema as Record<string, unknown>)[key];
        Object.assign(jsonSchema, { type: 'integer', ...range });
      },
    }) as JsonSchema;
    const defs = (json.$defs ?? {}) as Record<string, JsonSchema>;
    delete json.$defs;
    delete json.$schema;
    for (const [id, def] of Object.entries(defs)) this.components[id] = rewriteRefs(def) as JsonSchema;
    const id = (z.globalRegistry.get(schema) as { id?: string } | undefined)?.id;
    const out = rewriteRefs(json) as JsonSchema;
    if (id) {
      if (out.$ref !== `#/components/schemas/${id}`) this.components[id] = out;
      return { $ref: `#/components/schemas/${id}` };
    }
    return out;
  }
}

function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      out[k] = k === '$ref' && typeof v === 'string' ? v.replace('#/$defs/', '#/components/schemas/') : rewriteRefs(v);
    }
    return out;
  }
  return value;
}

function pathParameter(name: string, def: PathParamDef, collector: SchemaCollector) {
  const schema = def.type === 'integer' ? { type: 'integer', minimum: 0 } : collector.convert(def.wire);
  return { name, in: 'path', required: true, description: def.description, schema };
}

function operationObject(def: OperationDef, collector: SchemaCollector) {
  const parameters: unknown[] = Object.entries(def.pathParams).map(([name, p]) => pathParameter(name, p, collector));
  if (def.query) {
    for (const [name, field] of Object.entries(def.query.shape)) {
      const schema = collector.convert(field as z.ZodType);
      parameters.push({ name, in: 'query', required: !(field as z.ZodType).safeParse(undefined).success, schema });
    }
  }
  if (def.companyCode !== 'none') {
    parameters.push({
      name: 'CodigoEmpresa',
      in: 'header',
      required: true,
      schema: COMPANY_CODE_SCHEMAS[def.companyCode],
    });
  }

  const responses: Record<string, unknown> = {};
  responses[String(def.success.status)] = def.success.schema
    ? {
        description: def.success.description,
        content: { 'application/json': { schema: collector.convert(def.success.schema) } },
      }
    : { description: def.success.description };
  for (const [statusText, spec] of Object.entries(def.errors)) {
    const status = Number(statusText) as HttpErrorStatus;
    if (!spec) continue;
    const description = [
      spec.description || STATUS_TITLES[status],
      spec.code !== String(status) ? `(status "${spec.code}")` : '',
      spec.listed ? '' : '[decisão do projeto: não listado na especificação]',
    ]
      .filter(Boolean)
      .join(' ');
    responses[statusText] =
      spec.shape === 'none'
        ? { description }
        : {
            description,
            content: { 'application/json': { schema: collector.convert(errorShapeSchemas[spec.shape]) } },
          };
  }

  const security =
    def.bearer === 'none'
      ? [{ subscriptionKey: [] }]
      : def.bearer === 'required'
        ? [{ subscriptionKey: [], bearerAuth: [] }]
        : [{ subscriptionKey: [], bearerAuth: [] }, { subscriptionKey: [] }];

  return {
    operationId: def.name,
    summary: `${def.id.toUpperCase()} — ${def.title}`,
    description: `Documentada no ambiente de ${def.documentedOn === 'production' ? 'produção' : 'teste'}.${def.experimental ? ' Experimental.' : ''}`,
    tags: [DOMAIN_TAGS[def.domain].name],
    ...(def.experimental ? { 'x-experimental': true } : {}),
    parameters,
    ...(def.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: collector.convert(def.body) } } } }
      : {}),
    responses,
    security,
  };
}

export function buildOpenApiDocument(options: { sandboxUrl?: string } = {}) {
  const collector = new SchemaCollector();
  const paths: Record<string, Record<string, unknown>> = {};
  for (const def of Object.values(operationDefs)) {
    paths[def.path] ??= {};
    paths[def.path]![def.method.toLowerCase()] = operationObject(def, collector);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'API de parceiros e clientes — seguros, previdência e capitalização',
      version: '1.0.0',
      description: `Contrato das ${Object.keys(operationDefs).length} operações usadas pelo Balcão, gerado da fonte única em src-shared/contract. Decisões sobre o que a especificação não mostra: docs/adr e docs/spec-gaps.md.`,
      license: { name: 'Proprietária', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [
      ...(options.sandboxUrl
        ? [{ url: options.sandboxUrl, description: 'Sandbox embutido (dados de demonstração)' }]
        : []),
      {
        url: 'https://{base_url}',
        description: 'Produção',
        variables: { base_url: { default: 'api.seguradora.invalid' } },
      },
      {
        url: 'https://{test_base_url}',
        description: 'Teste',
        variables: { test_base_url: { default: 'api-teste.seguradora.invalid' } },
      },
    ],
    tags: (Object.keys(DOMAIN_TAGS) as Domain[]).map((d) => DOMAIN_TAGS[d]),
    paths,
    components: {
      schemas: collector.components,
      securitySchemes: {
        subscriptionKey: {
          type: 'apiKey',
          in: 'header',
          name: 'Ocp-Apim-Subscription-Key',
          description: 'Chave de assinatura individual.',
        },
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'accessToken obtido na Op1 (decisão D1).' },
      },
    },
  };
}
