/**
 * Shared (renderer, main process, sandbox). zod's built-in messages in pt-BR, passed per parse: nothing in
 * Balcão sets zod's global configuration (z.config), which every module of a process shares, so what one
 * part wants can never change another's messages. The messages written in the contract's schemas still
 * win; these only word the checks written without one (a `.max(30)` with no text, a wrong type).
 */
import { ptBR } from 'zod/v4/locales';
import type { z } from 'zod';

/** zod's issue wording in pt-BR, as a per-parse error map. */
export const zodPtBr = ptBR().localeError;

/**
 * Parse options for the forms: pt-BR messages, and the input in each issue, so a form can ask for an empty
 * field instead of calling it invalid (src-renderer/writes/contract-words.ts).
 */
export const PT_BR_PARSE = { error: zodPtBr, reportInput: true } as const;

/**
 * `schema.safeParse(value)` with refused values' issues worded in pt-BR. A per-parse error map makes every
 * parse slower in zod 4 and messages only matter when the value is refused, so the value is parsed plainly
 * first and only a refused one again with the map (bench/RESULTS.md, benchmark 1). Same verdict and same
 * output either way: the map changes messages, nothing else.
 */
export function safeParsePtBr<S extends z.ZodType>(schema: S, value: unknown): z.ZodSafeParseResult<z.output<S>> {
  const plain = schema.safeParse(value);
  return plain.success ? plain : schema.safeParse(value, { error: zodPtBr });
}

/** `schema.parse(value)`, throwing a ZodError worded in pt-BR. */
export function parsePtBr<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = safeParsePtBr(schema, value);
  if (!parsed.success) throw parsed.error;
  return parsed.data;
}
