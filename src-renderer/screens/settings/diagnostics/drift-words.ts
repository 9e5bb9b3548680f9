/**
 * Renderer (pure). The words of the contract diagnostics, shared by the
 * view and the plain-text report: the deviation kinds (DriftKind) and how an
 * operation is named ("Op8 Consultar cliente por CPF").
 */
import type { DriftKind, OperationId } from '../../../../src-shared/contract';
import { defineMessages, type Language, type Dictionary } from '../../../i18n/i18n';
import pt from './drift-words.pt-BR.json';
import en from './drift-words.en.json';

export const driftKindMessages = defineMessages(
  pt.driftKindMessages,
  en.driftKindMessages,
) satisfies Dictionary<DriftKind>;

export function driftKindLabel(kind: DriftKind, language: Language): string {
  return driftKindMessages[language][kind];
}

/** "Op8": the contract's numbering, the one the API team and the README use. */
export function operationNumber(id: OperationId): string {
  return `Op${id.replace(/^op/, '')}`;
}
