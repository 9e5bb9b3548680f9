/**
 * The real-world mode's mutator (D45; runs in the sandbox): walks a success
 * answer as plain JSON and, for a seeded share of its records, makes the
 * deviations a real gateway-fronted service shows — a field absent (a
 * serializer that omits nulls) or null, a number sent as numeric text, a
 * timestamp with an offset, a list sent as null or, when it holds one
 * record, as that record, and unknown extra fields. It knows no operation:
 * the value's own type picks what is plausible, so every answer is covered.
 *
 * Deterministic: each record draws from its own generator, keyed by the
 * seed, the answer (operation and request) and the record's path in it, so
 * a record's fate never depends on its neighbours. The input is never
 * changed (the demo world's objects are served as they are): changed
 * records and the lists holding them are copies.
 */
import { Rng } from '../demo/random';
import { OFFSET_STYLES, withOffset } from './timestamps';

export interface RoughenPlan {
  seed: number;
  /** Share of list elements that deviate (0–1). Records outside any list, one per answer, get a higher one. */
  share: number;
  /** Names the answer (operation and request): with the seed, keys every record's generator. */
  answerKey: string;
  /** Contract paths never changed (success.essential: `accessToken`, `cliente`, `[].numeroProcessoRenda`). */
  essential: readonly string[];
}

type JsonRecord = Record<string, unknown>;
type Mutation = 'absent' | 'null' | 'text' | 'offset' | 'reshape';

/** Unknown fields real services add (HAL links, audit stamps, internal codes); the reader ignores them. */
const EXTRA_FIELDS = ['_links', 'dataAtualizacao', 'codigoInterno'] as const;
const EXTRA = Symbol('extra field');

interface Walk {
  share: number;
  /** A record outside any list is one per answer: at `share` most answers would come clean. */
  singularShare: number;
  essential: ReadonlySet<string>;
  /** Records and lists on the way to an essential path: they may change shape, never lose what they hold. */
  holders: ReadonlySet<string>;
}

export function roughen(value: unknown, plan: RoughenPlan): unknown {
  const walk: Walk = {
    share: plan.share,
    singularShare: Math.min(1, plan.share * 3),
    essential: new Set(plan.essential),
    holders: new Set(plan.essential.flatMap(holdersOf)),
  };
  const root = mixText(FNV_OFFSET, `${plan.seed}|${plan.answerKey}`);
  const out = visit(value, '', root, false, walk);
  // A top-level list is one per answer too; only changes that lose nothing: [] as null, [x] as x.
  if (Array.isArray(out) && rngAt(mixText(root, '[]')).chance(walk.share)) {
    if (out.length === 0) return null;
    if (out.length === 1 && isRecord(out[0])) return out[0];
  }
  // An answer that drew no deviation (a short list, a one-field record) gets one all the same: every screen shows the mode.
  return out === value && walk.share > 0 ? deviateOne(value, rngAt(mixText(root, '!')), walk) : out;
}

/** One deviation in the answer itself, or in one of its records when it is a list. */
function deviateOne(value: unknown, rng: Rng, walk: Walk): unknown {
  if (isRecord(value)) {
    const out = { ...value };
    deviate(out, '', rng, walk);
    return out;
  }
  if (!Array.isArray(value)) return value;
  if (value.length === 0) return null;
  const records = value.flatMap((item, index) => (isRecord(item) ? [index] : []));
  if (records.length === 0) return value;
  const index = rng.pick(records);
  const out = value.slice();
  const record = { ...(value[index] as JsonRecord) };
  deviate(record, '[]', rng, walk);
  out[index] = record;
  return out;
}

/** Every record or list an essential path goes through: `a.b[].c` → '', 'a', 'a.b', 'a.b[]'. */
function holdersOf(path: string): string[] {
  const out = [''];
  for (let i = 0; i < path.length; i++) if (path[i] === '.' || path.startsWith('[]', i)) out.push(path.slice(0, i));
  return out;
}

const join = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `path` is the contract's (`a.b[].c`, as drift reports name fields); `hash` names this very value (indexes included). */
function visit(value: unknown, path: string, hash: number, inList: boolean, walk: Walk): unknown {
  if (Array.isArray(value)) {
    const at = `${path}[]`;
    let out: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      const next = visit(item, at, mixInt(hash, i), true, walk);
      if (next !== item) (out ??= value.slice())[i] = next;
    }
    return out ?? value;
  }
  if (!isRecord(value)) return value;
  let out: JsonRecord | undefined;
  for (const key of Object.keys(value)) {
    const child = value[key];
    if (typeof child !== 'object' || child === null) continue;
    const next = visit(child, join(path, key), mixText(hash, key), inList, walk);
    if (next !== child) (out ??= { ...value })[key] = next;
  }
  const rng = rngAt(hash);
  if (!rng.chance(inList ? walk.share : walk.singularShare)) return out ?? value;
  out ??= { ...value };
  deviate(out, path, rng, walk);
  return out;
}

/** One to three of the record's own fields deviate (an extra field counts as one). */
function deviate(record: JsonRecord, path: string, rng: Rng, walk: Walk): void {
  const choices: Array<[string | typeof EXTRA, Mutation[]]> = [[EXTRA, []]];
  for (const key of Object.keys(record)) {
    const fieldPath = join(path, key);
    if (walk.essential.has(fieldPath)) continue;
    const mutations = mutationsFor(record[key], walk.holders.has(fieldPath));
    if (mutations.length > 0) choices.push([key, mutations]);
  }
  let count = 1 + (rng.chance(0.35) ? 1 : 0) + (rng.chance(0.1) ? 1 : 0);
  // In random order until `count` took: a timestamp that cannot be rewritten (timestamps.ts) gives way to the next field.
  for (const [key, mutations] of rng.shuffle(choices)) {
    if (count === 0) return;
    if (key === EXTRA ? addExtraField(record, rng) : apply(record, key, rng.pick(mutations), rng)) count -= 1;
  }
}

/** What is plausible for a value, repeated by weight. */
function mutationsFor(value: unknown, holdsEssential: boolean): Mutation[] {
  if (value === null) return holdsEssential ? [] : ['absent'];
  if (Array.isArray(value)) {
    const out: Mutation[] = value.length === 1 && isRecord(value[0]) ? ['reshape', 'reshape'] : [];
    // Nulling a list that leads to an essential field would lose it, unless it is empty.
    if (!holdsEssential || value.length === 0) out.push('null', 'absent');
    return out;
  }
  if (isRecord(value)) return holdsEssential ? [] : ['null', 'absent'];
  if (typeof value === 'number') return ['text', 'text', 'text', 'null', 'absent'];
  if (typeof value === 'string' && value.length >= 16 && value[10] === 'T')
    return ['offset', 'offset', 'offset', 'null', 'absent'];
  return ['null', 'absent'];
}

/** Applies one mutation to a field; false when it could not be made. */
function apply(record: JsonRecord, key: string, mutation: Mutation, rng: Rng): boolean {
  const value = record[key];
  switch (mutation) {
    case 'absent':
      delete record[key];
      return true;
    case 'null':
      record[key] = null;
      return true;
    case 'reshape':
      record[key] = (value as unknown[])[0];
      return true;
    case 'text': {
      const n = value as number;
      // As services write it: "3520.50" when it is money, else the plain number ("0.1977", "95").
      const money = !Number.isInteger(n) && Math.round(n * 100) / 100 === n && rng.chance(0.5);
      record[key] = money ? n.toFixed(2) : String(n);
      return true;
    }
    case 'offset': {
      // Another style when the first one writes it as it already is (`-03:00` stays `-03:00`).
      const first = rng.int(0, OFFSET_STYLES.length - 1);
      for (let i = 0; i < OFFSET_STYLES.length; i++) {
        const rewritten = withOffset(value as string, OFFSET_STYLES[(first + i) % OFFSET_STYLES.length]!);
        if (rewritten === undefined) continue;
        record[key] = rewritten;
        return true;
      }
      // Not a date-time after all, or its São Paulo date or instant would move (timestamps.ts).
      return false;
    }
  }
}

function addExtraField(record: JsonRecord, rng: Rng): boolean {
  const free = EXTRA_FIELDS.filter((name) => !Object.hasOwn(record, name));
  if (free.length === 0) return false;
  const name = rng.pick(free);
  if (name === '_links') record[name] = { self: { href: `/v1/recursos/${rng.digits(10)}` } };
  else if (name === 'dataAtualizacao')
    record[name] =
      `${rng.date('2024-01-01', '2026-10-31')}T${pad(rng.int(7, 19))}:${pad(rng.int(0, 59))}:${pad(rng.int(0, 59))}-03:00`;
  else record[name] = rng.digits(8);
  return true;
}

const pad = (n: number) => String(n).padStart(2, '0');

// FNV-1a, extended field by field as the walk goes down, then finalised (murmur3's fmix32) into a generator seed.
export const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

export function mixText(hash: number, text: string): number {
  let h = hash ^ 0x2f; // a separator, so ('ab','c') and ('a','bc') differ
  h = Math.imul(h, FNV_PRIME);
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), FNV_PRIME);
  return h >>> 0;
}

function mixInt(hash: number, n: number): number {
  let h = Math.imul(hash ^ 0x5b, FNV_PRIME); // '[': an index never hashes like a key
  for (let shift = 0; shift < 32; shift += 8) h = Math.imul(h ^ ((n >>> shift) & 0xff), FNV_PRIME);
  return h >>> 0;
}

export function rngAt(hash: number): Rng {
  let h = hash;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return new Rng((h ^ (h >>> 16)) >>> 0);
}
