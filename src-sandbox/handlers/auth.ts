import { SandboxHttpError } from '../http-errors';
import type { Handler } from './context';

export const login: Handler<'op1'> = (ctx) => {
  const user = ctx.access.authenticate(ctx.body.predicate.Username, ctx.body.predicate.Password);
  if (!user) throw new SandboxHttpError(401, 'Usuário ou senha inválidos.');
  const tokens = ctx.access.issueTokens(user);
  return {
    status: 200,
    body: {
      status: 'SUCCESS',
      result: { Name: user.name, Birthday: user.birthday, Login: user.username, CPF_CNPJ: user.cpf },
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
    },
  };
};
