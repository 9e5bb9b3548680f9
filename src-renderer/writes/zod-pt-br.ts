/**
 * Zod's built-in messages in pt-BR, passed per parse. The contract's own
 * messages still win; this only covers the few checks written without one
 * (e.g. a `.max(30)` with no text), so no English zod text reaches a form.
 * Per parse, not z.config(): other screens share the zod instance.
 */
import ptBR from 'zod/v4/locales/pt-BR.js';

export const PT_BR_PARSE = { error: ptBR().localeError };
