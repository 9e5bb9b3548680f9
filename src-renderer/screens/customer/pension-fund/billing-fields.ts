/**
 * Op18 fields (SELF_SPONSORED_FIELDS in the contract): their order and how
 * each value reads. Their labels (./messages.ts) are typed with the
 * contract's names: a field added or renamed there fails to compile.
 */
import type { BillingField } from '../../../../src-shared/contract/resources/pension-fund';
import type { ApiResult } from '../../../../src-shared/contract/types';
import { formatDate, formatMoney, formatText } from '../../../../src-shared/format/display';
import { BILLING_STATUS_WORDS, PAYMENT_METHOD_WORDS, wordForCode } from '../../../../src-shared/words/code-words';
import type { Language } from '../../../i18n/i18n';
import { BILLING_FIELD_LABELS } from './messages';

export type { BillingField };
export type Billing = ApiResult<'op18'>;

/** The contract's order, the card's order. */
export const BILLING_FIELD_ORDER = Object.keys(BILLING_FIELD_LABELS['pt-BR']) as BillingField[];

/** Codes (status, payment method) in words of `language` (pt-BR unless said). */
export function formatBillingField(billing: Billing, field: BillingField, language: Language = 'pt-BR'): string {
  switch (field) {
    case 'statusCobranca':
      return wordForCode(BILLING_STATUS_WORDS, language, billing.statusCobranca);
    case 'formaPagamento':
      return wordForCode(PAYMENT_METHOD_WORDS, language, billing.formaPagamento);
    case 'valorUltimaCobranca':
      return formatMoney(billing.valorUltimaCobranca);
    case 'dataVencimento':
      return formatDate(billing.dataVencimento);
    default:
      return formatText(billing[field]);
  }
}
