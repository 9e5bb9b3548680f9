/**
 * How the write forms parse with the contract's schemas. Zod's built-in
 * messages in pt-BR, per parse: the contract's own messages still win; this
 * only covers the few checks written without one (e.g. a `.max(30)` with no
 * text), so no English zod text reaches a form in pt-BR. Per parse, not
 * z.config(): other screens share the zod instance. The issues carry the
 * input, so an empty field is asked for rather than called invalid
 * (contract-words.ts).
 */
import ptBR from 'zod/v4/locales/pt-BR.js';

export const PT_BR_PARSE = { error: ptBR().localeError, reportInput: true };
