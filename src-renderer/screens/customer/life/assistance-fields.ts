/**
 * Op10 fields (ASSISTANCE_FIELDS in the contract): their order and how each
 * value reads. Their column titles (./messages.ts) are typed with the
 * contract's field names: a field added or renamed there fails to compile.
 */
import type { AssistanceField } from '../../../../src-shared/contract/resources/life';
import type { ApiResult } from '../../../../src-shared/contract/types';
import { formatMoney, formatText } from '../../../../src-shared/format/display';
import { ASSISTANCE_FIELD_LABELS } from './messages';

export type { AssistanceField };
export type Assistance = ApiResult<'op10'>[number];

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
