/**
 * Shared. What a response field or record MEANS beyond its type, said once in the contract and read by the
 * tolerant reader (lenient/compile-reader.ts), the sandbox's real-world mode and the tests:
 * - a date field is a calendar day (a birth date: the day as written, whatever time or offset follows it) or an
 *   instant (a movement: converted to São Paulo) — D203;
 * - a numeric identifier keeps every digit, as text beyond 2^53 (D206);
 * - a record's identity: the fields without which it is not shown as a record (D202).
 * Kept beside the schemas rather than inside zod's metadata so the OpenAPI document stays the spec's.
 */
import type { z } from 'zod';
import { defOf } from './zod-def';

export type Temporal = 'day' | 'instant';

const temporals = new WeakMap<z.ZodType, Temporal>();
const identifiers = new WeakSet<z.ZodType>();

/** Marks a date field schema as a calendar day or an instant. */
export function temporal<S extends z.ZodType>(schema: S, kind: Temporal): S {
  temporals.set(schema, kind);
  return schema;
}

export function temporalOf(schema: z.ZodType): Temporal | undefined {
  return temporals.get(schema);
}

/** Marks a numeric identifier: read exactly, as its digits when a number cannot hold them. */
export function identifier<S extends z.ZodType>(schema: S): S {
  identifiers.add(schema);
  return schema;
}

export function isIdentifier(schema: z.ZodType): boolean {
  return identifiers.has(schema);
}

/**
 * A record's identity. `all`: every field must be there (read, not null); `any`: one of them is enough.
 * With no identity declared a record still needs one of its own fields to be a record at all.
 */
export interface Identity {
  fields: readonly string[];
  needs: 'all' | 'any';
}

const identities = new WeakMap<z.ZodType, Identity>();

/** Declares the identity of an object schema (the very schema the reader compiles: apply it last, before any transform). */
export function withIdentity<S extends z.ZodType>(
  schema: S,
  fields: readonly string[],
  needs: Identity['needs'] = 'all',
): S {
  identities.set(schema, { fields, needs });
  return schema;
}

export function identityOf(schema: z.ZodType): Identity | undefined {
  return identities.get(schema);
}

/** Whether a read record carries its identity. */
export function hasIdentity(identity: Identity, record: Record<string, unknown>): boolean {
  const present = (field: string) => {
    const value = record[field];
    return value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0);
  };
  return identity.needs === 'all' ? identity.fields.every(present) : identity.fields.some(present);
}

/** Every identity field under a schema, as a contract path (`cliente.cpf`, `[].numeroSolicitacao`): what must never be taken away. */
export function identityPaths(schema: z.ZodType, path = '', seen = new Set<z.ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const join = (key: string) => (path === '' ? key : `${path}.${key}`);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
      return identityPaths(def.innerType!, path, seen);
    case 'pipe':
      return identityPaths(def.in!, path, seen);
    case 'union':
      return [...new Set(def.options!.flatMap((option) => identityPaths(option, path, seen)))];
    case 'array':
      return identityPaths(def.element!, `${path}[]`, seen);
    case 'object': {
      const own = (identityOf(schema)?.fields ?? []).map(join);
      return [
        ...own,
        ...Object.entries(def.shape ?? {}).flatMap(([key, field]) => identityPaths(field, join(key), seen)),
      ];
    }
    default:
      return [];
  }
}
