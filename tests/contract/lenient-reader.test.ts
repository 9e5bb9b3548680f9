/**
 * The tolerant reader (D41), property-based: every success answer the
 * sandbox gives (both dialects), mutated the way real services drift —
 * fields absent or null, numbers as numeric text, extra fields, lists as
 * null or as one object, timestamps with an offset, values of another type.
 * The reader never throws; every value left alone comes out as before;
 * every deviation from the contract is reported, at its path, with its kind.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  type DriftKind,
  operations,
  readAnswer,
  type OperationDef,
  type OperationId,
  UnreadableAnswer,
} from '../../src-shared/contract';
import { identityOf } from '../../src-shared/contract/field-meaning';
import { calendarDateOf } from '../../src-shared/format/calendar-date';
import { KEYS, send } from '../support/raw-http';
import { demoWorld, loginToken, type SandboxFixture, startTestSandbox } from '../support/sandbox-fixture';
import { validRequests } from '../sandbox/valid-requests';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Segment = string | number;

/** Answers with a body, per operation: Op1, Op3 and every read. */
const answering = (Object.keys(operations) as OperationId[]).filter(
  (id) => (operations[id] as OperationDef).success.schema,
);
const samples = new Map<OperationId, Json[]>();
let fx: SandboxFixture;
let cases = 0;

/** Long lists are cut to a few elements: the reader treats every element alike, and the properties stay fast. */
function trim(value: Json): Json {
  if (Array.isArray(value)) return value.slice(0, 4).map(trim);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trim(v)]));
  return value;
}

beforeAll(async () => {
  fx = await startTestSandbox();
  const token = await loginToken(fx.sandbox.url);
  for (const dialect of ['sample', 'schema'] as const) {
    fx.sandbox.setDialect(dialect);
    const requests = validRequests(demoWorld(), token);
    for (const id of answering) {
      const response = await send(fx.sandbox.url, id, { ...requests[id], key: KEYS.atendente, token });
      expect(response.status, `${id} ${response.text.slice(0, 200)}`).toBeLessThan(300);
      samples.set(id, [...(samples.get(id) ?? []), trim(response.json as Json)]);
    }
  }
  fx.sandbox.setDialect('sample');
}, 60_000);

afterAll(async () => {
  console.log(`[lenient-reader] ${cases} mutated answers read`);
  await fx?.stop();
});

// ---------------------------------------------------------------------------
// The oracle: what the contract itself allows at a path (a test-side walk of the schema).
// ---------------------------------------------------------------------------
interface Allowance {
  absent: boolean;
  nullable: boolean;
}

function defOf(schema: z.ZodType): {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
} {
  return (schema as unknown as { _zod: { def: ReturnType<typeof defOf> } })._zod.def;
}

/** Unwraps optional/nullable/pipes down to the shape, collecting what the wrappers allow. */
function unwrap(
  schema: z.ZodType,
  value: Json | undefined,
  allow: Allowance = { absent: false, nullable: false },
): { schema: z.ZodType; allow: Allowance } {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'default':
      return unwrap(def.innerType!, value, { ...allow, absent: true });
    case 'nullable':
      return unwrap(def.innerType!, value, { ...allow, nullable: true });
    case 'readonly':
      return unwrap(def.innerType!, value, allow);
    case 'pipe':
      return unwrap(def.in!, value, allow);
    case 'union': {
      const wantsList = Array.isArray(value);
      const option =
        def.options!.find((o) => (defOf(unwrap(o, value).schema).type === 'array') === wantsList) ?? def.options![0]!;
      return unwrap(option, value, allow);
    }
    default:
      return { schema, allow };
  }
}

/** The record schema holding the field at `path` (its parent), unwrapped. */
function parentSchemaAt(root: z.ZodType, original: Json, path: Segment[]): z.ZodType {
  let schema = root;
  let value: Json | undefined = original;
  for (const segment of path.slice(0, -1)) {
    const def = defOf(unwrap(schema, value).schema);
    schema = typeof segment === 'number' ? def.element! : def.shape![segment]!;
    value = (value as Record<string | number, Json>)[segment];
  }
  return unwrap(schema, value).schema;
}

/** Damaging a field of a record's identity (D202) makes the record not shown at all: that is another property's. */
function damagesIdentity(root: z.ZodType, original: Json, m: Mutation): boolean {
  if (!['delete', 'null', 'wrong-type', 'list-null'].includes(m.kind)) return false;
  const key = m.path[m.path.length - 1];
  return typeof key === 'string' && (identityOf(parentSchemaAt(root, original, m.path))?.fields.includes(key) ?? false);
}

/** A record left with none of its fields is not a record (D202; a read refuses it): also another property's. */
function emptiedRecord(mutated: Json, mutations: Mutation[]): boolean {
  return mutations.some((m) => {
    if (!['delete', 'null', 'list-null'].includes(m.kind)) return false;
    const parent = getAt(mutated, m.path.slice(0, -1));
    return (
      parent !== null &&
      typeof parent === 'object' &&
      !Array.isArray(parent) &&
      Object.values(parent).every((v) => v === null)
    );
  });
}

function allowanceAt(root: z.ZodType, original: Json, path: Segment[]): Allowance {
  let schema = root;
  let value: Json | undefined = original;
  let allow: Allowance = { absent: false, nullable: false };
  for (const segment of path) {
    const shape = unwrap(schema, value).schema;
    const def = defOf(shape);
    const next = typeof segment === 'number' ? def.element! : def.shape![segment]!;
    value = (value as Record<string | number, Json>)[segment];
    ({ schema, allow } = unwrap(next, value));
  }
  return allow;
}

const driftPath = (path: Segment[]) =>
  path
    .map((s) => (typeof s === 'number' ? '[]' : s))
    .join('.')
    .replace(/\.\[\]/g, '[]') || '(resposta)';

// ---------------------------------------------------------------------------
// Mutations
// ---------------------------------------------------------------------------
type Kind = 'delete' | 'null' | 'numeric-text' | 'extra' | 'list-null' | 'list-one' | 'offset' | 'wrong-type';

interface Mutation {
  path: Segment[];
  kind: Kind;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

/** Paths present in both the answer and what the reader made of it (renamed fields, like Op16's CNPJFundo, are left out). */
function candidatePaths(input: Json, output: unknown, path: Segment[] = []): Segment[][] {
  const found: Segment[][] = [];
  if (Array.isArray(input) && Array.isArray(output)) {
    input.forEach((item, i) => {
      if (i < output.length) found.push([...path, i], ...candidatePaths(item, output[i], [...path, i]));
    });
  } else if (input && typeof input === 'object' && !Array.isArray(input) && output && typeof output === 'object') {
    for (const [key, item] of Object.entries(input)) {
      if (Object.hasOwn(output, key))
        found.push([...path, key], ...candidatePaths(item, (output as Record<string, unknown>)[key], [...path, key]));
    }
  }
  return found;
}

function kindsFor(value: Json, inObject: boolean): Kind[] {
  // A null stays out of 'wrong-type': there is no type to get wrong (and 17 for a null text is a fine text).
  const kinds: Kind[] = value === null ? ['extra'] : ['extra', 'wrong-type'];
  if (inObject) kinds.push('delete', 'null');
  if (typeof value === 'number') kinds.push('numeric-text');
  if (typeof value === 'string' && TIMESTAMP.test(value)) kinds.push('offset');
  if (Array.isArray(value) && inObject) kinds.push('list-null');
  if (
    Array.isArray(value) &&
    value.length === 1 &&
    value[0] &&
    typeof value[0] === 'object' &&
    !Array.isArray(value[0])
  )
    kinds.push('list-one');
  return kinds.filter((k) => k !== 'extra' || (value !== null && typeof value === 'object' && !Array.isArray(value)));
}

const getAt = (root: Json, path: Segment[]): Json =>
  path.reduce<Json>((v, s) => (v as Record<string | number, Json>)[s]!, root);
const parentOf = (root: Json, path: Segment[]) => getAt(root, path.slice(0, -1)) as Record<string | number, Json>;

/** The same São Paulo instant, written with Z (São Paulo has been UTC−3 all year since 2019; the demo dates are later). */
function withOffset(text: string): string {
  const utc = new Date(`${text}-03:00`).toISOString();
  return utc.replace('.000Z', 'Z');
}

function apply(root: Json, m: Mutation, extraKey: string): void {
  const parent = parentOf(root, m.path);
  const key = m.path[m.path.length - 1]!;
  const value = parent[key]!;
  switch (m.kind) {
    case 'delete':
      delete parent[key];
      return;
    case 'null':
    case 'list-null':
      parent[key] = null;
      return;
    case 'numeric-text':
      parent[key] = String(value);
      return;
    case 'extra':
      (value as Record<string, Json>)[extraKey] = 'x';
      return;
    case 'list-one':
      parent[key] = (value as Json[])[0]!;
      return;
    case 'offset':
      parent[key] = withOffset(value as string);
      return;
    case 'wrong-type':
      parent[key] = typeof value === 'number' ? 'não é número' : typeof value === 'string' ? { texto: value } : 17;
      return;
  }
}

/** What the reader should now give at the path, from what it gave for the clean answer. */
function expectedAfter(
  expected: Record<string | number, unknown>,
  key: Segment,
  m: Mutation,
  mutated: Json,
): 'drop' | void {
  switch (m.kind) {
    case 'delete':
    case 'null':
    case 'wrong-type':
      if (Array.isArray(expected[key]))
        expected[key] = m.kind === 'wrong-type' && typeof key === 'number' ? expected[key] : [];
      else expected[key] = null;
      // A list element that could not be read is left out of its list.
      if (typeof key === 'number' && m.kind === 'wrong-type' && !Array.isArray(expected[key])) return 'drop';
      return;
    case 'list-null':
      expected[key] = [];
      return;
    case 'offset': {
      // A calendar day reads as the day written (D203); an instant keeps its text.
      const written = getAt(mutated, m.path) as string;
      expected[key] = typeof expected[key] === 'string' && expected[key].length === 10 ? written.slice(0, 10) : written;
      return;
    }
    default:
      return;
  }
}

/** The drift the mutation must produce: [path, kind], or none when the contract allows it. */
function expectedDrift(schema: z.ZodType, original: Json, m: Mutation, extraKey: string): Array<[string, DriftKind]> {
  const at = driftPath(m.path);
  switch (m.kind) {
    case 'delete':
      return allowanceAt(schema, original, m.path).absent ? [] : [[at, 'absent']];
    case 'null':
    case 'list-null':
      return allowanceAt(schema, original, m.path).nullable ? [] : [[at, 'null']];
    case 'numeric-text':
      return [[at, 'coerced']];
    case 'extra':
      return [[`${at === '(resposta)' ? '' : `${at}.`}${extraKey}`, 'extra']];
    case 'list-one':
      return [[at, 'reshaped']];
    case 'offset':
      return [];
    case 'wrong-type':
      return [];
  }
}

const arbitraryFor = (id: OperationId) => {
  const list = samples.get(id)!;
  return fc.integer({ min: 0, max: list.length - 1 }).chain((which) => {
    const original = list[which]!;
    const schema = (operations[id] as OperationDef).success.schema!;
    const clean = asSent(original, readAnswer(schema, structuredClone(original)).data);
    const paths = candidatePaths(original, clean);
    const pick = fc.constantFrom(...paths).chain((path) => {
      const parent = getAt(original, path.slice(0, -1));
      const kinds = kindsFor(getAt(original, path), !Array.isArray(parent));
      return fc.constantFrom(...kinds).map((kind): Mutation => ({ path, kind }));
    });
    // Several mutations at once, on paths none of which contains another.
    const mutations = fc
      .uniqueArray(pick, { minLength: 1, maxLength: 4, selector: (m) => driftPath(m.path) })
      .map((ms) =>
        ms.filter(
          (m, i) => !ms.some((o, j) => j !== i && isPrefix(o.path, m.path) && (o.path.length < m.path.length || j < i)),
        ),
      )
      .map((ms) => ms.filter((m) => !damagesIdentity(schema, original, m)))
      .filter((ms) => ms.length > 0);
    return fc.tuple(
      fc.constant(original),
      fc.constant(clean),
      mutations,
      fc.stringMatching(/^[a-z][a-zA-Z0-9]{2,10}$/).map((k) => `extra_${k}`),
    );
  });
};

/** D17: one object sent where the contract reads a list comes out as a list of one; compare it as the object it was. */
function asSent(original: Json, read: unknown): unknown {
  return Array.isArray(read) && !Array.isArray(original) ? read[0] : read;
}

function isPrefix(prefix: Segment[], path: Segment[]): boolean {
  return prefix.length <= path.length && prefix.every((s, i) => s === path[i]);
}

describe.each(answering)('%s: the tolerant reader', (id) => {
  it('never throws, keeps what was sent well formed, and reports every deviation', () => {
    const schema = (operations[id] as OperationDef).success.schema!;
    fc.assert(
      fc.property(arbitraryFor(id), ([original, clean, mutations, extraKey]) => {
        cases += 1;
        const mutated = structuredClone(original);
        for (const m of mutations) apply(mutated, m, extraKey);
        fc.pre(!emptiedRecord(mutated, mutations));
        const read = readAnswer(schema, mutated, {}, { bareRecord: (operations[id] as OperationDef).kind !== 'read' });
        const data = asSent(original, read.data);

        // What stays the same, stays the same; what was damaged reads as "não informado" (null, or [] for a list).
        const expected = structuredClone(clean) as unknown as Json;
        const drops: Array<{ list: unknown[]; index: number }> = [];
        for (const m of mutations) {
          const parent = getAt(expected, m.path.slice(0, -1)) as unknown as Record<string | number, unknown>;
          const key = m.path[m.path.length - 1]!;
          if (expectedAfter(parent, key, m, mutated) === 'drop')
            drops.push({ list: parent as unknown as unknown[], index: key as number });
        }
        for (const d of drops.sort((a, b) => b.index - a.index)) d.list.splice(d.index, 1);
        expect(data).toEqual(expected);

        // An offset names the same São Paulo calendar date the digits did.
        for (const m of mutations.filter((x) => x.kind === 'offset'))
          expect(calendarDateOf(getAt(mutated, m.path) as string)).toBe(
            calendarDateOf(getAt(original, m.path) as string),
          );

        // Every deviation is in the report, at its path and kind, and the report holds no value.
        const reported = new Set(read.drift.entries.map((e) => `${e.kind} ${e.path}`));
        for (const m of mutations)
          for (const [path, kind] of expectedDrift(schema, original, m, extraKey))
            expect(reported, `${m.kind} at ${path}`).toContain(`${kind} ${path}`);
        for (const m of mutations.filter((x) => x.kind === 'wrong-type')) {
          const at = driftPath(m.path);
          expect(
            [...reported].some((r) => r.endsWith(` ${at}`) || r.includes(` ${at}.`) || r.includes(` ${at}[`)),
            `wrong type at ${at}`,
          ).toBe(true);
        }
        expect(read.drift.total).toBeGreaterThanOrEqual(
          mutations.filter((m) => expectedDrift(schema, original, m, extraKey).length > 0).length,
        );
      }),
      { numRuns: 150, seed: 41 },
    );
  });
});

describe('the answer as a whole', () => {
  const customer = () => structuredClone(samples.get('op8')![0]!) as { cliente: Record<string, Json> };

  it('a list answered as null is an empty list; one object for a list is a list of one', () => {
    expect(readAnswer(operations.op12.success.schema, null)).toMatchObject({
      data: [],
      drift: { entries: [{ path: '(resposta)', kind: 'null' }] },
    });
    const movement = samples.get('op12')![0]! as Json[];
    const read = readAnswer(operations.op12.success.schema, movement[0]);
    expect(read.data).toHaveLength(1);
    expect(read.drift.entries).toEqual([{ path: '(resposta)', kind: 'reshaped', count: 1 }]);
  });

  it('only what cannot be read at all is refused: several records for one, text, null for a record, no record', () => {
    for (const body of [[customer(), customer()], 'texto', 42, null, true, {}, { cliente: null }])
      expect(() => readAnswer(operations.op8.success.schema, body)).toThrow(/resposta/i);
    // A list of one around the record is that record (D204).
    expect(readAnswer(operations.op8.success.schema, [customer()]).data).toEqual(
      readAnswer(operations.op8.success.schema, customer()).data,
    );
  });

  it('unknown fields at the top are ignored and named, CPF-like names masked', () => {
    const body = { ...customer(), _links: { self: '/x' }, '52998224725': 1 };
    const read = readAnswer(operations.op8.success.schema, body);
    expect(read.data).not.toHaveProperty('_links');
    expect(read.drift.entries.map((e) => `${e.kind} ${e.path}`)).toEqual(
      expect.arrayContaining(['extra _links', 'extra ***.982.247-**']),
    );
    expect(JSON.stringify(read.drift)).not.toContain('52998224725');
  });

  it('the report stays bounded whatever the answer holds, and counts every deviation', () => {
    const body = customer();
    for (let i = 0; i < 5000; i++) body.cliente[`extra${i}`] = i;
    const read = readAnswer(operations.op8.success.schema, body);
    expect(read.drift.entries.length).toBeLessThanOrEqual(100);
    expect(read.drift.total).toBe(5000);
  });

  it('essential fields are flagged first (Op1: the access token)', () => {
    const login = structuredClone(samples.get('op1')![0]!) as Record<string, Json>;
    delete login.accessToken;
    login.result = null;
    const read = readAnswer(operations.op1.success.schema, login, operations.op1.success.essential);
    expect(read.data).toMatchObject({ accessToken: null, result: null });
    expect(read.drift.entries[0]).toEqual({ path: 'accessToken', kind: 'absent', count: 1, essential: true });
  });
});

describe('essential fields (D42)', () => {
  /** Deletes the field at a dotted path (`[]`: every element of the list). */
  function remove(value: Json, segments: string[]): boolean {
    if (value === null || typeof value !== 'object') return false;
    const [head, ...rest] = segments;
    if (head === '[]' || (head?.startsWith('[]') ?? false)) {
      const list = Array.isArray(value) ? value : [];
      const tail = head === '[]' ? rest : [head!.slice(2), ...rest];
      return list.map((item) => remove(item, tail)).some(Boolean);
    }
    const record = value as Record<string, Json>;
    if (rest.length === 0) {
      const had = Object.hasOwn(record, head!);
      delete record[head!];
      return had;
    }
    return remove(record[head!] ?? null, rest);
  }
  const split = (path: string) =>
    path
      .split('.')
      .flatMap((part) => part.split(/(?=\[\])/))
      .filter(Boolean);

  it.each(answering.filter((id) => Object.keys((operations[id] as OperationDef).success.essential ?? {}).length > 0))(
    '%s: each is a real path, flagged when missing',
    (id) => {
      const op = operations[id] as OperationDef;
      for (const path of Object.keys(op.success.essential!)) {
        const body = structuredClone(samples.get(id)![0]!);
        expect(remove(body, split(path)), `${id} ${path} exists in the sandbox's answer`).toBe(true);
        // The record a read asked for, gone: there is nothing to show, and nothing is invented (D202).
        if (op.kind === 'read' && !path.includes('.') && !path.includes('[]')) {
          expect(() => readAnswer(op.success.schema!, body, op.success.essential), `${id} ${path}`).toThrow(
            UnreadableAnswer,
          );
          continue;
        }
        const read = readAnswer(op.success.schema!, body, op.success.essential, { bareRecord: op.kind !== 'read' });
        const identity = path.startsWith('[].')
          ? identityOf((op.success.schema as unknown as { _zod: { def: { element: z.ZodType } } })._zod.def.element)
          : undefined;
        // A list element without its identity is left out, and says so.
        const kind = identity?.fields.includes(path.slice(3)) ? 'dropped' : 'absent';
        expect(read.drift.entries, `${id} ${path}`).toContainEqual(
          expect.objectContaining({ path: kind === 'dropped' ? '[]' : path, kind }),
        );
      }
    },
  );
});
