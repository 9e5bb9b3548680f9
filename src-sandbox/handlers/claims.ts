import { claimLineProblems, insuredBirthDateProblems, ruleMessages } from '../../src-shared/contract';
import { SandboxHttpError } from '../http-errors';
import { actor, nextSequence, stamp, type Handler } from './context';
import { requireCustomer } from './lookups';

export const createClaimNotice: Handler<'op3'> = (ctx) => {
  const customer = requireCustomer(ctx.catalog, ctx.customerCpf);
  const { body } = ctx;
  // The same rules the form applies before sending (rules.ts).
  const problems = [
    ...claimLineProblems(body.linhaNegocio, customer.lines),
    ...insuredBirthDateProblems(body.dataNascimentoSegurado, ctx.today),
  ];
  if (problems.length > 0) throw new SandboxHttpError(422, ruleMessages(problems));

  const protocolo = ctx.store.change((draft) => {
    const protocol = `SIN${stamp(ctx.now)}${String(nextSequence(draft)).padStart(6, '0')}`;
    draft.claimNotices.push({
      protocolo: protocol,
      cpf: customer.cliente.cpf,
      linhaNegocio: body.linhaNegocio,
      nomeSegurado: body.nomeSegurado,
      dataNascimentoSegurado: body.dataNascimentoSegurado,
      email: body.email,
      createdAt: ctx.now.toISOString(),
      by: actor(ctx),
    });
    return protocol;
  });
  return { status: 201, body: { protocolo } };
};
