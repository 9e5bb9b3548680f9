/** Renderer. Texts of the pension-fund tab, pt-BR first and English second. */
import { defineMessages } from '../../../i18n/i18n';
import type { BillingField } from './billing-fields';

export const billingPanelMessages = defineMessages(
  { title: 'Cobrança do autopatrocinado: plano {plan}' },
  { title: 'Self-sponsored billing: plan {plan}' },
);

export const pensionFundTabMessages = defineMessages(
  {
    title: 'Planos de fundo de pensão',
    plan: 'Matrícula',
    input: 'Matrícula no plano',
    none: 'Nenhum plano de fundo de pensão no cadastro: digite a matrícula abaixo.',
    show: 'Ver cobrança',
    showOf: 'Ver cobrança do plano {id}',
  },
  {
    title: 'Pension fund plans',
    plan: 'Registration',
    input: 'Plan registration number',
    none: 'No pension fund plan on record: type the registration number below.',
    show: 'Show billing',
    showOf: 'Show billing of plan {id}',
  },
);

/** Op18 field labels, typed with the contract's field names (./billing-fields.ts). */
export const BILLING_FIELD_LABELS = defineMessages<BillingField>(
  {
    valorUltimaCobranca: 'Valor da última cobrança',
    statusCobranca: 'Situação da cobrança',
    dataVencimento: 'Vencimento',
    formaPagamento: 'Forma de pagamento',
  },
  {
    valorUltimaCobranca: 'Last bill amount',
    statusCobranca: 'Billing status',
    dataVencimento: 'Due date',
    formaPagamento: 'Payment method',
  },
);
