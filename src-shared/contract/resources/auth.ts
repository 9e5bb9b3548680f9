import { z } from 'zod';
import { calendarDay } from '../primitives';

export const AuthRequest = z
  .strictObject({
    predicate: z.strictObject({
      Username: z.string().min(1, { error: 'Informe o usuário.' }).max(100),
      Password: z.string().min(1, { error: 'Informe a senha.' }).max(200),
    }),
    type: z.string().max(100),
    queryType: z.string().max(100),
  })
  .meta({ id: 'AuthRequest', description: 'Autenticação de usuário (Op1).' });

export const AuthResult = z
  .object({
    status: z.string(),
    result: z.object({ Name: z.string(), Birthday: calendarDay, Login: z.string(), CPF_CNPJ: z.string() }),
    accessToken: z.string().min(1),
    refreshToken: z.string().min(1),
  })
  .meta({ id: 'AuthResult', description: 'Dados do usuário autenticado e o par de tokens (Op1).' });
