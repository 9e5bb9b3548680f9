/**
 * The real-world mode's answer shapes (D208; runs in the sandbox), on when the mode is asked for them
 * (`{"enabled": true, "seed": 7, "shapes": true}`): what .NET and Java services behind a gateway do to answers
 * beyond missing fields — lists and records in envelopes, calendar days written as UTC midnight or with an offset,
 * "no date" values where there is no date, numbers as pt-BR text, 64-bit ids, field names in another case, and a
 * read's "not found" answered with status 200 and its error body. Each is drawn per answer and record from the
 * seed, so the same seed answers the same way; what the app needs (D42's fields and the identities of D202) and the
 * meaning of every value are kept: a day stays the day written, a number its value, an absent date absent.
 */
import type { z } from 'zod';
import type { OperationDef } from '../../src-shared/contract';
import { identityOf, isIdentifier, temporalOf } from '../../src-shared/contract/field-meaning';
import type { Rng } from '../demo/random';
import { FNV_OFFSET, mixText, rngAt } from './mutator';
import { defOf } from '../../src-shared/contract/zod-def';

export interface ShapePlan {
  seed: number;
  /** Names the answer (operation and request). */
  answerKey: string;
  /** Contract paths (`[]` for list elements) never renamed or rewritten. */
  essential: readonly string[];
}

type JsonRecord = Record<string, unknown>;
const isRecord = (value: unknown): value is JsonRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const join = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);

/** The schema under wrappers (optional, nullable, pipes), and whether it accepts null. */
function bare(schema: z.ZodType): { schema: z.ZodType; nullable: boolean } {
  let current = schema;
  let nullable = false;
  for (;;) {
    if (temporalOf(current) || isIdentifier(current)) return { schema: current, nullable };
    const def = defOf(current);
    if (def.type === 'nullable') nullable = true;
    if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default' || def.type === 'readonly')
      current = def.innerType!;
    else if (def.type === 'pipe') current = def.in!;
    else return { schema: current, nullable };
  }
}

/** The option of a union made for what arrived (a list, a record). */
function optionFor(schema: z.ZodType, value: unknown): z.ZodType {
  const def = defOf(schema);
  if (def.type !== 'union') return schema;
  return (
    def.options!.find((o) => (defOf(bare(o).schema).type === 'array') === Array.isArray(value)) ?? def.options![0]!
  );
}

/** Envelopes a list comes in: OData, Spring, HAL, and the plain ones. */
const LIST_ENVELOPES: ReadonlyArray<(list: unknown[]) => unknown> = [
  (list) => ({ items: list, total: list.length }),
  (list) => ({ '@odata.context': '$metadata#Collection', value: list }),
  (list) => ({ data: list, meta: { total: list.length } }),
  (list) => ({ content: list, totalElements: list.length, totalPages: 1, number: 0 }),
  (list) => ({ results: list, count: list.length, next: null }),
  (list) => ({ _embedded: { registros: list }, _links: { self: { href: '/v1/registros' } } }),
  (list) => [{ items: list }],
];
const RECORD_ENVELOPES: ReadonlyArray<(record: JsonRecord) => unknown> = [
  (record) => ({ data: record }),
  (record) => [record],
  (record) => ({ data: record, success: true }),
];

/** How a serializer writes a calendar day it holds as a midnight: UTC, with an offset, lowercase. */
const DAY_STYLES: ReadonlyArray<(day: string) => string> = [
  (day) => `${day}T00:00:00Z`,
  (day) => `${day}T00:00:00.000+00:00`,
  (day) => `${day}T00:00:00-03:00`,
  (day) => `${day}T00:00:00+09:00`,
  (day) => `${day}t00:00:00z`,
];
const NO_DATE = [
  '0001-01-01T00:00:00',
  '0001-01-01T00:00:00-03:00',
  '1900-01-01T00:00:00',
  '9999-12-31T23:59:59',
] as const;

const ptBr = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 20, useGrouping: true });
/** 2^53: ids offset by it come out beyond what a double holds exactly. */
const BEYOND_DOUBLE = 2n ** 53n;

/** A raw JSON number (Node 21+): JSON.stringify writes its digits as they are. */
const rawNumber = (digits: string): unknown => (JSON as unknown as { rawJSON(text: string): unknown }).rawJSON(digits);

/** Words of the error bodies a service sends with 200 when the error itself came without one. */
const ERROR_WORDS: Record<number, string> = { 404: 'Registro não encontrado.' };

/**
 * A read's error (4xx) as half of the services behind a gateway send it, drawn by seed: status 200 and an error
 * body — its own, or `{status, mensagem}` when it had none. Undefined: sent as it is.
 */
export function errorAsSuccess(
  op: OperationDef,
  status: number,
  body: unknown,
  plan: Pick<ShapePlan, 'seed' | 'answerKey'>,
): unknown {
  if (op.kind !== 'read' || status < 400 || status >= 500) return undefined;
  if (!rngAt(mixText(FNV_OFFSET, `${plan.seed}|${plan.answerKey}|erro`)).chance(0.5)) return undefined;
  return isRecord(body)
    ? body
    : { status: String(status), mensagem: ERROR_WORDS[status] ?? 'Não foi possível atender à solicitação.' };
}

/** The answer in the shapes real services send (the input is never changed). */
export function reshapeAnswer(op: OperationDef, body: unknown, plan: ShapePlan): unknown {
  const schema = op.success.schema;
  if (!schema) return body;
  const essential = new Set(plan.essential);
  const root = mixText(FNV_OFFSET, `${plan.seed}|${plan.answerKey}|formas`);
  // Ids offset beyond 2^53 only in the customer's own record: Balcão never sends them back to the service.
  const bigIds = op.name === 'getCustomer';
  const walked = walk(schema, body, '', root, { essential, bigIds });
  const rng = rngAt(mixText(root, 'envelope'));
  if (Array.isArray(walked) && rng.chance(0.5)) return rng.pick(LIST_ENVELOPES)(walked);
  if (isRecord(walked) && op.kind === 'read' && rng.chance(0.3)) return rng.pick(RECORD_ENVELOPES)(walked);
  return walked;
}

interface Walk {
  essential: ReadonlySet<string>;
  bigIds: boolean;
}

function walk(schema: z.ZodType, value: unknown, path: string, hash: number, w: Walk): unknown {
  const shape = bare(optionFor(bare(schema).schema, value)).schema;
  const def = defOf(shape);
  if (def.type === 'array' && Array.isArray(value))
    return value.map((item, i) => walk(def.element!, item, `${path}[]`, mixText(hash, String(i)), w));
  if (def.type !== 'object' || !isRecord(value)) return value;
  const out: JsonRecord = {};
  const rng = rngAt(hash);
  const identity = new Set(identityOf(shape)?.fields ?? []);
  const keys = Object.keys(def.shape!);
  const lowercase = new Set<string>();
  const clash = new Set(
    keys
      .filter((k) => (lowercase.has(k.toLowerCase()) ? true : (lowercase.add(k.toLowerCase()), false)))
      .map((k) => k.toLowerCase()),
  );
  for (const [key, held] of Object.entries(value)) {
    const field = def.shape![key];
    const at = join(path, key);
    if (!field) {
      out[key] = held;
      continue;
    }
    // An essential record or list (Op8's `cliente`) keeps its name and place; what it holds may still change shape.
    const kept = w.essential.has(at);
    const { schema: leaf, nullable } = bare(field);
    const nested = isRecord(held) || Array.isArray(held);
    const next = nested
      ? walk(field, held, at, mixText(hash, key), w)
      : kept
        ? held
        : rewrite(leaf, nullable, held, rng, w);
    // A name in another case, now and then (never an essential field or an identity, nor a name the contract spells two ways).
    const renamed =
      !kept && !identity.has(key) && !clash.has(key.toLowerCase()) && rng.chance(0.08)
        ? key[0]!.toUpperCase() + key.slice(1)
        : key;
    out[renamed === key || Object.hasOwn(value, renamed) ? key : renamed] = next;
  }
  return out;
}

/** One value, rewritten the way a real service may write the same thing. */
function rewrite(schema: z.ZodType, nullable: boolean, value: unknown, rng: Rng, w: Walk): unknown {
  const temporal = temporalOf(schema);
  if (temporal && value === null && nullable && rng.chance(0.5)) return rng.pick(NO_DATE);
  if (
    temporal === 'day' &&
    typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2}(?:T00:00:00)?$/.test(value) &&
    rng.chance(0.5)
  )
    return rng.pick(DAY_STYLES)(value.slice(0, 10));
  if (
    isIdentifier(schema) &&
    w.bigIds &&
    typeof value === 'number' &&
    Number.isSafeInteger(value) &&
    value >= 0 &&
    rng.chance(0.5)
  )
    return rawNumber(String(BEYOND_DOUBLE + BigInt(value)));
  if (
    defOf(schema).type === 'number' &&
    typeof value === 'number' &&
    !Number.isInteger(value) &&
    Number.isFinite(value) &&
    rng.chance(0.2)
  )
    return ptBr.format(value);
  return value;
}
