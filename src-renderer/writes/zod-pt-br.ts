/**
 * Renderer. How the write forms (and the settings and lookup forms) parse with the contract's schemas: the
 * shared pt-BR options (src-shared/zod-pt-br.ts, the one place zod's messages are set up for every process),
 * per parse, never z.config().
 */
export { PT_BR_PARSE } from '../../src-shared/zod-pt-br';
