/** Renderer. Texts of the pension-fund tab, pt-BR first and English second. */
import { defineMessages, dictionaries, type Dictionary } from '../../../i18n/i18n';
import type { BillingField } from '../../../../src-shared/contract/resources/pension-fund';
import pt from './messages.pt-BR.json';
import en from './messages.en.json';

export const { billingPanelMessages, pensionFundTabMessages } = dictionaries(pt, en);

/** Op18 field labels, typed with the contract's field names (BillingField, in the contract). */
export const BILLING_FIELD_LABELS = defineMessages(
  pt.BILLING_FIELD_LABELS,
  en.BILLING_FIELD_LABELS,
) satisfies Dictionary<BillingField>;
