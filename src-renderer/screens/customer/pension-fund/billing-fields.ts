/**
 * Op18 fields (SELF_SPONSORED_FIELDS in the contract) with their labels and
 * how each value reads. Typed with the contract's names: a field added or
 * renamed there fails to compile here.
 */
import type { SELF_SPONSORED_FIELDS } from '../../../../src-shared/contract/resources/pension-fund';
import type { ApiResult } from '../../../../src-shared/contract/types';
import { formatDate, formatMoney, formatText } from '../../../../src-shared/format/display';
import { defineMessages } from '../../../i18n/i18n';

export type BillingField = (typeof SELF_SPONSORED_FIELDS)[number];
export type Billing = ApiResult<'op18'>;

export const BILLING_FIELD_LABELS = defineMessages<BillingField>(
  { valorUltimaCobranca: 'Valor da última cobrança', statusCobranca: 'Situação da cobrança', dataVencimento: 'Vencimento', formaPagamento: 'Forma de pagamento' },
  { valorUltimaCobranca: 'Last bill amount', statusCobranca: 'Billing status', dataVencimento: 'Due date', formaPagamento: 'Payment method' },
);

/** The contract's order, the card's order. */
export const BILLING_FIELD_ORDER = Object.keys(BILLING_FIELD_LABELS['pt-BR']) as BillingField[];

export function formatBillingField(billing: Billing, field: BillingField): string {
  switch (field) {
    case 'valorUltimaCobranca':
      return formatMoney(billing.valorUltimaCobranca);
    case 'dataVencimento':
      return formatDate(billing.dataVencimento);
    default:
      return formatText(billing[field]);
  }
}
