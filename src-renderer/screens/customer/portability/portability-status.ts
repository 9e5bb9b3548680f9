/**
 * Op9 `statusPortabilidade` codes (0–5, PORTABILITY_STATUS in the contract)
 * in words. Typed against the contract, so a new or renamed status fails to
 * compile here instead of showing a bare number; imported as a type only,
 * which keeps zod out of the renderer's bundle.
 */
import type { PORTABILITY_STATUS } from '../../../../src-shared/contract/resources/pension';
import { defineMessages } from '../../../i18n/i18n';

export type PortabilityStatusCode = `${keyof typeof PORTABILITY_STATUS}`;

/** Same words as the CSV export (src-main/export/csv-columns.ts), so screen and file agree. */
export const PORTABILITY_STATUS_LABELS = defineMessages<PortabilityStatusCode>(
  { '0': 'Início do processamento', '1': 'Em processamento', '2': 'Processado com crítica', '3': 'Processado', '4': 'Erro', '5': 'Cancelado' },
  { '0': 'Processing started', '1': 'Processing', '2': 'Processed with remarks', '3': 'Processed', '4': 'Error', '5': 'Cancelled' },
);

export const PORTABILITY_STATUS_CODES = Object.keys(PORTABILITY_STATUS_LABELS['pt-BR']) as PortabilityStatusCode[];
