import { z } from 'zod';
import { compeBank } from '../../banks/compe';
import { bankAccount, bankBranch } from '../primitives';

export const PaymentDataRequest = z
  .strictObject({
    banco: z
      .number({ error: 'O código do banco deve ser um número inteiro.' })
      .int({ error: 'O código do banco deve ser um número inteiro.' })
      .min(1, { error: 'O código do banco vai de 1 a 9999.' })
      .max(9999, { error: 'O código do banco vai de 1 a 9999.' })
      // Only banks of the COMPE list (src-shared/banks, D90): the form offers no other.
      .refine((code) => compeBank(code) !== undefined, {
        error: 'Banco não encontrado na lista COMPE: escolha o banco pelo nome ou código.',
        // Out of range is said once, by the range check.
        when: (payload) => payload.issues.length === 0,
      })
      .meta({ description: 'Código COMPE do banco (ex.: 341); só bancos da lista COMPE do Balcão.', example: 341 }),
    agencia: bankBranch,
    conta: bankAccount,
  })
  .meta({ id: 'PaymentDataRequest', description: 'Novos dados bancários de pagamento do título (Op5).' });

export const CompanyActivity = z
  .object({ codigo: z.string().max(10), descricao: z.string().max(255) })
  .meta({ id: 'CompanyActivity', description: 'Atividade de empresa (Op20).' });
