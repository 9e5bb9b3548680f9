import { z } from 'zod';
import { calendarDay } from '../primitives';

export const SELF_SPONSORED_FIELDS = ['valorUltimaCobranca', 'statusCobranca', 'dataVencimento', 'formaPagamento'] as const;
export type BillingField = (typeof SELF_SPONSORED_FIELDS)[number];

/** Op18. Fields optional because `_atributos` may ask for a subset. */
export const SelfSponsoredBilling = z
  .object({
    valorUltimaCobranca: z.number().optional(),
    statusCobranca: z.string().optional(),
    dataVencimento: calendarDay.optional(),
    formaPagamento: z.string().optional(),
  })
  .meta({ id: 'SelfSponsoredBilling', description: 'Cobrança do autopatrocinado de um plano de fundo de pensão (Op18).' });
