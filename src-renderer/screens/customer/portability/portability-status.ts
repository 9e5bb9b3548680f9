/**
 * Op9 `statusPortabilidade` codes (0–5, PORTABILITY_STATUS in the contract),
 * in the order of their words (./messages.ts). Typed against the contract,
 * so a new or renamed status fails to compile instead of showing a bare
 * number; imported as a type only, which keeps zod out of the renderer's bundle.
 */
import type { PortabilityStatusCode } from '../../../../src-shared/contract/resources/pension';
import { PORTABILITY_STATUS_LABELS } from './messages';

export type { PortabilityStatusCode };

export const PORTABILITY_STATUS_CODES = Object.keys(PORTABILITY_STATUS_LABELS['pt-BR']) as PortabilityStatusCode[];
