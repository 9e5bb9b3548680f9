/**
 * The tolerant reader, derived from the contract's zod schemas: the same
 * schema that describes the answer (and that the sandbox emits and the
 * OpenAPI documents) is compiled once into a reader that never throws on a
 * field. A missing, null or oddly typed field becomes null (a list: []),
 * numbers sent as numeric text (pt-BR's too) become numbers, one object where
 * a list is expected becomes a list of one, a field named in another case is
 * read under its own name when that is unambiguous, unknown fields are
 * ignored, and each of these is reported to a DriftCollector. It never
 * invents: a record without its identity, or with none of its fields, is not
 * a record (D202); a number whose digits were lost is not read (D206); a
 * calendar day keeps its written day (D203). Values that are well formed come
 * out exactly as the strict schema would give them (transforms included),
 * except calendar days, which come out as `YYYY-MM-DD`.
 * Shared: the main process reads answers with it; tests and tools too.
 */
import type { z } from 'zod';
import { hasIdentity, identityOf, isIdentifier, type Identity, temporalOf } from '../field-meaning';
import { type DriftCollector, safeFieldName } from './drift';
import { ExactNumber, losesDigits } from './exact-json';
import { readTemporal } from './read-temporal';
import { defOf, type ZodDef } from '../zod-def';

interface Reader {
  /** What the reader reads: a record, a list, a single value, or any of them (a union). */
  shape: 'record' | 'list' | 'value' | 'any';
  /** A missing value reads as [] (lists) rather than null. */
  list: boolean;
  /** The contract itself allows the field to be absent (`optional`) or null (`nullable`): no drift then. */
  acceptsAbsent: boolean;
  acceptsNull: boolean;
  /** Reads a value that is neither null nor undefined; null when it cannot be read at all. */
  read(value: unknown, path: string, drift: DriftCollector): unknown;
}

/** A number as services write it in text: "3520.50", "-1", "1e3". Not "3.520,50", "", "0x10" or "Infinity". */
const NUMERIC_TEXT = /^\s*[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?\s*$/;

/**
 * A number as pt-BR writes it, when nothing else can be meant (D205): a decimal comma ("9,1", "1.234,56") or
 * thousands dots in more than one group ("1.234.567"). "1.234" is NUMERIC_TEXT's: a decimal point, as JSON writes.
 */
const PT_BR_DECIMAL = /^\s*([+-]?)(\d{1,3}(?:\.\d{3})+|\d+),(\d+)\s*$/;
const PT_BR_THOUSANDS = /^\s*([+-]?)(\d{1,3}(?:\.\d{3}){2,})\s*$/;

/** The number a pt-BR numeric text means, or undefined when it is not one. */
export function ptBrNumber(text: string): number | undefined {
  const decimal = PT_BR_DECIMAL.exec(text);
  if (decimal) return Number(`${decimal[1]}${decimal[2]!.replaceAll('.', '')}.${decimal[3]}`);
  const thousands = PT_BR_THOUSANDS.exec(text);
  if (thousands) return Number(`${thousands[1]}${thousands[2]!.replaceAll('.', '')}`);
  return undefined;
}

const join = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);

const compiled = new WeakMap<z.ZodType, Reader>();

export function compileReader(schema: z.ZodType): Reader {
  let reader = compiled.get(schema);
  if (!reader) {
    reader = build(schema);
    compiled.set(schema, reader);
  }
  return reader;
}

/** Reads one field or list element, the contract's own optionality deciding what counts as drift. */
export function readField(reader: Reader, value: unknown, path: string, drift: DriftCollector): unknown {
  if (value === undefined) {
    if (!reader.acceptsAbsent) drift.add(path, 'absent');
    return reader.list ? [] : null;
  }
  if (value === null) {
    if (!reader.acceptsNull) drift.add(path, 'null');
    return reader.list ? [] : null;
  }
  return reader.read(value, path, drift);
}

function leaf(read: Reader['read'], shape: Reader['shape'] = 'value'): Reader {
  return { shape, list: false, acceptsAbsent: false, acceptsNull: false, read };
}

interface CheckDef {
  check?: string;
  format?: string;
  pattern?: RegExp;
}

const checkDefs = (def: ZodDef): CheckDef[] =>
  (def.checks ?? []).map((c) => (c as { _zod: { def: CheckDef } })._zod.def);

/**
 * A validator for the schema's own checks (int, regex, min…), or none when it
 * has none. The common ones run directly: on a 120,000-row answer a zod
 * parse per timestamp costs more than the rest of the reading.
 */
function checksOf(schema: z.ZodType, def: ZodDef): ((value: unknown) => boolean) | undefined {
  const checks = checkDefs(def);
  if (checks.length === 0 && !def.format) return undefined;
  if (!def.format && checks.every((c) => c.check === 'string_format' && c.format === 'regex' && c.pattern)) {
    const patterns = checks.map((c) => new RegExp(c.pattern!.source, c.pattern!.flags.replace('g', '')));
    return (value) => patterns.every((p) => p.test(value as string));
  }
  if (!def.format && checks.length === 1 && checks[0]!.check === 'number_format' && checks[0]!.format === 'safeint')
    return (value) => Number.isSafeInteger(value);
  return (value) => schema.safeParse(value).success;
}

function build(schema: z.ZodType): Reader {
  const def = defOf(schema);
  const temporal = temporalOf(schema);
  if (temporal) return leaf((value, path, drift) => readTemporal(temporal, value, path, drift));
  if (isIdentifier(schema)) return identifierReader();
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
    case 'catch':
      return { ...compileReader(def.innerType!), acceptsAbsent: true };
    case 'nullable':
      return { ...compileReader(def.innerType!), acceptsNull: true };
    case 'readonly':
    case 'nonoptional':
      return compileReader(def.innerType!);
    case 'lazy':
      return lazyReader(def.getter!);
    case 'pipe':
      return pipeReader(def.in!, def.out!);
    case 'object':
      return objectReader(def.shape!, identityOf(schema));
    case 'array':
      return arrayReader(def.element!);
    case 'union':
      return unionReader(def.options!);
    case 'string':
      return stringReader(checksOf(schema, def));
    case 'number':
      return numberReader(checksOf(schema, def));
    case 'boolean':
      return leaf((value, path, drift) => {
        if (typeof value === 'boolean') return value;
        if (value === 'true' || value === 'false') {
          drift.add(path, 'coerced');
          return value === 'true';
        }
        drift.add(path, 'mistyped');
        return null;
      });
    case 'any':
    case 'unknown':
      return { shape: 'any', list: false, acceptsAbsent: true, acceptsNull: true, read: (value) => value };
    default:
      // Literals, enums and anything rarer: the schema decides, a refusal reads as "não informado".
      return leaf((value, path, drift) => {
        const parsed = schema.safeParse(value);
        if (parsed.success) return parsed.data;
        drift.add(path, 'mistyped');
        return null;
      });
  }
}

/** An integer JSON.parse rounded: not read (never a wrong digit), and the answer is parsed again exactly (exact-json.ts). */
function lostDigits(path: string, drift: DriftCollector): null {
  drift.lostDigits = true;
  drift.add(path, 'mistyped');
  return null;
}

function stringReader(valid: ((value: unknown) => boolean) | undefined): Reader {
  return leaf((value, path, drift) => {
    let text: string;
    if (typeof value === 'string') text = value;
    else if (value instanceof ExactNumber) {
      text = value.source;
      drift.add(path, 'coerced');
    } else if (typeof value === 'number' && losesDigits(value)) return lostDigits(path, drift);
    else if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean') {
      text = String(value);
      drift.add(path, 'coerced');
    } else {
      drift.add(path, 'mistyped');
      return null;
    }
    if (valid && !valid(text)) {
      drift.add(path, 'mistyped');
      return null;
    }
    return text;
  });
}

function numberReader(valid: ((value: unknown) => boolean) | undefined): Reader {
  return leaf((value, path, drift) => {
    let number: number;
    const ptBr = typeof value === 'string' ? ptBrNumber(value) : undefined;
    if (typeof value === 'number' && losesDigits(value)) return lostDigits(path, drift);
    if (typeof value === 'number' && Number.isFinite(value)) number = value;
    else if (typeof value === 'string' && NUMERIC_TEXT.test(value) && Number.isFinite(Number(value))) {
      number = Number(value);
      drift.add(path, 'coerced');
    } else if (ptBr !== undefined && Number.isFinite(ptBr)) {
      number = ptBr;
      drift.add(path, 'coerced');
    } else {
      drift.add(path, 'mistyped');
      return null;
    }
    if (valid && !valid(number)) {
      drift.add(path, 'mistyped');
      return null;
    }
    return number;
  });
}

/** A numeric identifier (D206): a safe integer as a number, anything longer as its exact digits. */
function identifierReader(): Reader {
  const DIGITS = /^-?\d{1,40}$/;
  const exact = (digits: string) => (Number.isSafeInteger(Number(digits)) ? Number(digits) : digits);
  return leaf((value, path, drift) => {
    if (typeof value === 'number') {
      if (Number.isSafeInteger(value)) return value;
      if (losesDigits(value)) return lostDigits(path, drift);
    } else if (value instanceof ExactNumber && DIGITS.test(value.source)) {
      drift.add(path, 'coerced');
      return value.source;
    } else if (typeof value === 'string' && DIGITS.test(value.trim())) {
      const read = exact(value.trim());
      // Digits beyond 2^53 as text are how the contract carries such an id: no drift then.
      if (typeof read === 'number' || value !== value.trim()) drift.add(path, 'coerced');
      return read;
    }
    drift.add(path, 'mistyped');
    return null;
  });
}

const isPresent = (value: unknown) => value !== undefined && value !== null;

function objectReader(shape: Record<string, z.ZodType>, identity: Identity | undefined): Reader {
  let fields: Array<[string, Reader]> | undefined;
  const known = new Set(Object.keys(shape));
  // The contract's names by their lowercase, when only one of them has it (Op16 has both `CNPJFundo` and `cnpjFundo`).
  const byLowercase = new Map<string, string | null>();
  for (const key of known) byLowercase.set(key.toLowerCase(), byLowercase.has(key.toLowerCase()) ? null : key);

  /** The service's names of contract fields it sent in another case (`Protocolo` for `protocolo`), when unambiguous. */
  const renamedIn = (value: Record<string, unknown>): Map<string, string> | undefined => {
    let found: Map<string, string | null> | undefined;
    for (const key of Object.keys(value)) {
      if (known.has(key)) continue;
      const ours = byLowercase.get(key.toLowerCase());
      if (!ours || Object.hasOwn(value, ours)) continue;
      found ??= new Map();
      found.set(ours, found.has(ours) ? null : key);
    }
    if (!found) return undefined;
    const out = new Map<string, string>();
    for (const [ours, theirs] of found) if (theirs !== null) out.set(ours, theirs);
    return out;
  };

  const readObject = (
    value: Record<string, unknown>,
    path: string,
    drift: DriftCollector,
  ): Record<string, unknown> | null => {
    fields ??= Object.entries(shape).map(([key, field]) => [key, compileReader(field)]);
    let own = 0;
    let present = 0;
    for (const [key] of fields) {
      if (!Object.hasOwn(value, key)) continue;
      own += 1;
      if (isPresent(value[key])) present += 1;
    }
    const keys = Object.keys(value);
    const renamed = keys.length > own ? renamedIn(value) : undefined;
    if (renamed) for (const theirs of renamed.values()) if (isPresent(value[theirs])) present += 1;
    // An object with none of the record's fields is not the record (an error body, an envelope, `{}`): nothing to
    // show. The answer itself was judged already (read-answer.ts: refused, or a write's bare record).
    if (present === 0 && path !== '') {
      drift.add(path, 'dropped');
      return null;
    }
    const out: Record<string, unknown> = {};
    for (const [key, reader] of fields) {
      const theirs = Object.hasOwn(value, key) ? key : renamed?.get(key);
      if (theirs !== undefined && theirs !== key) drift.add(join(path, key), 'renamed');
      out[key] = readField(reader, theirs !== undefined ? value[theirs] : undefined, join(path, key), drift);
    }
    // Only when the record has more keys than the contract's own are there extras to name.
    if (keys.length > own + (renamed?.size ?? 0)) {
      const taken = new Set(renamed?.values());
      for (const key of keys)
        if (!known.has(key) && !taken.has(key)) drift.add(join(path, safeFieldName(key)), 'extra');
    }
    // A record without what identifies it is not shown as a record (D202).
    if (identity && !hasIdentity(identity, out)) {
      drift.add(path, 'dropped');
      return null;
    }
    return out;
  };
  return leaf((value, path, drift) => {
    if (isPlainObject(value)) return readObject(value, path, drift);
    // One record wrapped in a list: the mirror of D17's reshape.
    if (Array.isArray(value) && value.length === 1 && isPlainObject(value[0])) {
      drift.add(path, 'reshaped');
      return readObject(value[0], path, drift);
    }
    drift.add(path, 'mistyped');
    return null;
  }, 'record');
}

function arrayReader(element: z.ZodType): Reader {
  const elementPath = (path: string) => `${path}[]`;
  return {
    shape: 'list',
    list: true,
    acceptsAbsent: false,
    acceptsNull: false,
    read(value, path, drift) {
      const reader = compileReader(element);
      const at = elementPath(path);
      if (Array.isArray(value)) {
        const out: unknown[] = [];
        for (const item of value) {
          const read = readField(reader, item, at, drift);
          // A null element, or one that could not be read at all, is left out rather than shown as a blank row.
          if (read !== null) out.push(read);
        }
        return out;
      }
      if (isPlainObject(value)) {
        // D17 generalised: one object where a list is expected is a list of one.
        drift.add(path, 'reshaped');
        const read = reader.read(value, at, drift);
        return read === null ? [] : [read];
      }
      drift.add(path, 'mistyped');
      return [];
    },
  };
}

function pipeReader(input: z.ZodType, output: z.ZodType): Reader {
  const inner = compileReader(input);
  return {
    ...inner,
    read(value, path, drift) {
      const read = inner.read(value, path, drift);
      if (read === null) return null;
      // The contract's transform (a rename, a trim) runs on what could be read; it was written to accept nulls.
      const parsed = output.safeParse(read);
      if (parsed.success) return parsed.data;
      drift.add(path, 'mistyped');
      return null;
    },
  };
}

function unionReader(options: z.ZodType[]): Reader {
  const readers = options.map(compileReader);
  return {
    shape: 'any',
    list: readers.some((r) => r.list),
    acceptsAbsent: readers.some((r) => r.acceptsAbsent),
    acceptsNull: readers.some((r) => r.acceptsNull),
    read(value, path, drift) {
      // The options made for what arrived (a list for a list, a record for an object) come first: a list with one
      // bad element is still a list. Among them, the one that reads the value with the fewest deviations wins.
      const arrived = Array.isArray(value) ? 'list' : isPlainObject(value) ? 'record' : 'value';
      const fitting = readers.filter((r) => r.shape === arrived || r.shape === 'any');
      let best: { read: unknown; drift: DriftCollector } | undefined;
      for (const reader of fitting.length > 0 ? fitting : readers) {
        const trial = drift.fork();
        const read = reader.read(value, path, trial);
        if (!best || trial.size < best.drift.size) best = { read, drift: trial };
        if (trial.size === 0) break;
      }
      drift.absorb(best!.drift);
      return best!.read;
    },
  };
}

function lazyReader(getter: () => z.ZodType): Reader {
  let inner: Reader | undefined;
  const get = () => (inner ??= compileReader(getter()));
  return {
    shape: 'any',
    list: false,
    acceptsAbsent: false,
    acceptsNull: false,
    read: (value, path, drift) => get().read(value, path, drift),
  };
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof ExactNumber);
}
