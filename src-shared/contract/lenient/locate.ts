/**
 * Shared. Where an answer's list or record is (D204): the answer itself, or inside the envelope a framework put
 * it in — `items`, `value` (OData), `data`, `content` (Spring), `results`, `_embedded.*` (HAL), `{ data: { cliente } }`,
 * or a list of one around any of these. An envelope is recognised by what it holds: a list of records with the
 * contract's own fields (or an empty list), or one such record; never by its name alone, and never when two of
 * its parts could be it.
 */
import type { z } from 'zod';
import { isPlainObject } from './compile-reader';
import { defOf } from '../zod-def';

/** Names an envelope puts its content under, lowercase (services vary the case: `Items`, `Data`). */
const ENVELOPE_KEYS = new Set(['items', 'value', 'data', 'content', 'results']);
const EMBEDDED = '_embedded';
/** Envelopes inside envelopes (`{ data: { items: [...] } }`), as deep as real services nest them. */
const MAX_DEPTH = 3;

/** The record fields, lowercase, of what a schema reads: the record itself or a list's element. */
export function recordFieldsOf(schema: z.ZodType): ReadonlySet<string> {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return new Set(Object.keys(def.shape ?? {}).map((key) => key.toLowerCase()));
    case 'array':
      return recordFieldsOf(def.element!);
    case 'pipe':
      return recordFieldsOf(def.in!);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
      return recordFieldsOf(def.innerType!);
    case 'union':
      return new Set(def.options!.flatMap((option) => [...recordFieldsOf(option)]));
    default:
      return new Set();
  }
}

/** An object that holds at least one of the record's fields with a value: a record of this kind. */
export function looksLikeRecord(value: unknown, fields: ReadonlySet<string>): value is Record<string, unknown> {
  if (!isPlainObject(value)) return false;
  for (const key of Object.keys(value)) {
    const held = value[key];
    if (held !== null && held !== undefined && fields.has(key.toLowerCase())) return true;
  }
  return false;
}

function envelopeParts(envelope: Record<string, unknown>): unknown[] {
  const parts: unknown[] = [];
  for (const key of Object.keys(envelope)) {
    const lower = key.toLowerCase();
    if (ENVELOPE_KEYS.has(lower)) parts.push(envelope[key]);
    else if (lower === EMBEDDED && isPlainObject(envelope[key])) parts.push(...Object.values(envelope[key]));
  }
  return parts;
}

/** What an envelope holds for a list (`want: 'list'`) or a record, or undefined when nothing in it (or more than one part) is that. */
export function envelopeContent(
  envelope: Record<string, unknown>,
  fields: ReadonlySet<string>,
  want: 'list' | 'record',
  depth = 0,
): unknown {
  const fits = (part: unknown): boolean => {
    if (want === 'list' && Array.isArray(part))
      return part.length === 0 || part.some((item) => looksLikeRecord(item, fields));
    if (Array.isArray(part)) return part.length === 1 && looksLikeRecord(part[0], fields);
    return looksLikeRecord(part, fields);
  };
  const found: unknown[] = [];
  for (const part of envelopeParts(envelope)) {
    if (fits(part)) found.push(part);
    else if (depth < MAX_DEPTH && isPlainObject(part)) {
      const inner = envelopeContent(part, fields, want, depth + 1);
      if (inner !== undefined) found.push(inner);
    }
  }
  return found.length === 1 ? found[0] : undefined;
}
