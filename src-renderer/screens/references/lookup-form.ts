/** Reference look-ups validate their inputs with the contract's own path and query schemas before asking the service. */
import type { z } from 'zod';
import { PT_BR_PARSE } from '../../../src-shared/zod-pt-br';

/** The schema's first message for this value, or undefined when it is fine. */
export function firstProblem(schema: z.ZodType, value: unknown): string | undefined {
  const parsed = schema.safeParse(value, PT_BR_PARSE);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}
