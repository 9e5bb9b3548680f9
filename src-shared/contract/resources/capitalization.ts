import { z } from 'zod';

export const PaymentDataRequest = z
  .strictObject({
    banco: z
      .number({ error: 'O código do banco deve ser um número inteiro.' })
      .int({ error: 'O código do banco deve ser um número inteiro.' })
      .min(1, { error: 'O código do banco vai de 1 a 9999.' })
      .max(9999, { error: 'O código do banco vai de 1 a 9999.' }),
    agencia: z.string().min(1, { error: 'Informe a agência.' }).max(10, { error: 'A agência tem no máximo 10 caracteres.' }),
    conta: z.string().min(1, { error: 'Informe a conta.' }).max(15, { error: 'A conta tem no máximo 15 caracteres.' }),
  })
  .meta({ id: 'PaymentDataRequest', description: 'Novos dados bancários de pagamento do título (Op5).' });

export const CompanyActivity = z
  .object({ codigo: z.string().max(10), descricao: z.string().max(255) })
  .meta({ id: 'CompanyActivity', description: 'Atividade de empresa (Op20).' });
