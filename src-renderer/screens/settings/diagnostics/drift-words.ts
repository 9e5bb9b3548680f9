/**
 * Renderer (pure). The words of the contract diagnostics, shared by the
 * view and the plain-text report: the deviation kinds (DriftKind) and how an
 * operation is named ("Op8 Consultar cliente por CPF").
 */
import type { DriftKind, OperationId } from '../../../../src-shared/contract';
import { defineMessages, type Language } from '../../../i18n/i18n';

export const driftKindMessages = defineMessages<DriftKind>(
  {
    absent: 'ausente',
    null: 'nulo',
    coerced: 'convertido',
    extra: 'campo extra',
    reshaped: 'formato de lista',
    mistyped: 'tipo inesperado',
    enveloped: 'dentro de envelope',
    renamed: 'nome em outra caixa',
    sentinel: 'data "sem data"',
    dropped: 'registro sem identificação, descartado',
    charset: 'codificação diferente da declarada',
  },
  {
    absent: 'absent',
    null: 'sent as null',
    coerced: 'coerced',
    extra: 'extra field',
    reshaped: 'list shape',
    mistyped: 'unexpected type',
    enveloped: 'inside an envelope',
    renamed: 'name in another case',
    sentinel: '"no date" value',
    dropped: 'record without identity, left out',
    charset: 'charset other than declared',
  },
);

export function driftKindLabel(kind: DriftKind, language: Language): string {
  return driftKindMessages[language][kind];
}

/** "Op8": the contract's numbering, the one the API team and the README use. */
export function operationNumber(id: OperationId): string {
  return `Op${id.replace(/^op/, '')}`;
}
