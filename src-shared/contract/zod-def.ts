/**
 * Shared. What a zod schema is made of (its `_zod.def`), for the code that walks the contract's schemas: the tolerant
 * reader, the identity and calendar-day tables, and the sandbox's real-world answers. zod 4 keeps it internal, so the
 * cast lives here once.
 */
import type { z } from 'zod';

export interface ZodDef {
  type: string;
  checks?: unknown[];
  format?: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  getter?: () => z.ZodType;
}

export const defOf = (schema: z.ZodType): ZodDef => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;
