/**
 * Op10 fields (ASSISTANCE_FIELDS in the contract) with their column titles
 * and how each value reads. The dictionary is typed with the contract's
 * field names: a field added or renamed there fails to compile here.
 */
import type { ASSISTANCE_FIELDS } from '../../../../src-shared/contract/resources/life';
import type { ApiResult } from '../../../../src-shared/contract/types';
import { formatMoney, formatText } from '../../../../src-shared/format/display';
import { defineMessages } from '../../../i18n/i18n';

export type AssistanceField = (typeof ASSISTANCE_FIELDS)[number];
export type Assistance = ApiResult<'op10'>[number];

export const ASSISTANCE_FIELD_LABELS = defineMessages<AssistanceField>(
  {
    idAssistencia: 'Código',
    nomeComercial: 'Nome comercial',
    nomeReduzido: 'Nome reduzido',
    premio: 'Prêmio',
    nomeInterface: 'Nome na interface',
    telefoneNacional: 'Telefone nacional',
    telefoneInternacional: 'Telefone internacional',
    valorAssistencia: 'Valor da assistência',
  },
  {
    idAssistencia: 'Code',
    nomeComercial: 'Commercial name',
    nomeReduzido: 'Short name',
    premio: 'Premium',
    nomeInterface: 'Interface name',
    telefoneNacional: 'Phone (Brazil)',
    telefoneInternacional: 'Phone (abroad)',
    valorAssistencia: 'Assistance value',
  },
);

/** The contract's order, the columns' order. */
export const ASSISTANCE_FIELD_ORDER = Object.keys(ASSISTANCE_FIELD_LABELS['pt-BR']) as AssistanceField[];

export function formatAssistanceField(assistance: Assistance, field: AssistanceField): string {
  switch (field) {
    case 'premio':
    case 'valorAssistencia':
      return formatMoney(assistance[field]);
    default:
      return formatText(assistance[field]);
  }
}
