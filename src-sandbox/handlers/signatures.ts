import { createHash } from 'node:crypto';
import { pensionSignatureProblems, ruleMessages, signingMomentProblems } from '../../src-shared/contract';
import { businessError, notFound } from '../http-errors';
import { maskStoredCpf, type SandboxState } from '../state';
import { actor, type Handler, type OperationContext } from './context';

function rejectRepeat(
  state: Readonly<SandboxState>,
  operation: 'op2' | 'op6',
  idDocumento: string,
  fingerprint: string,
): void {
  const previous = state.signatures.find(
    (s) => s.operation === operation && s.idDocumento === idDocumento && s.fingerprint === fingerprint,
  );
  if (previous) {
    const when = previous.receivedAt.slice(0, 10).split('-').reverse().join('/');
    throw businessError(`Esta assinatura já foi comunicada para o documento ${idDocumento} em ${when}.`);
  }
}

function record(
  ctx: OperationContext<'op2'> | OperationContext<'op6'>,
  operation: 'op2' | 'op6',
  fingerprint: string,
): void {
  const body = ctx.body;
  ctx.store.change((draft) => {
    draft.signatures.push({
      operation,
      idDocumento: body.idDocumento,
      fingerprint,
      tipoAssinatura: body.tipoAssinatura,
      data: body.data,
      // Nothing reads it back: kept masked (LGPD).
      responsavelCpf: maskStoredCpf(body.responsavel.cpf),
      receivedAt: ctx.now.toISOString(),
      by: actor(ctx),
    });
  });
}

export const communicateLifeSignatureHash: Handler<'op2'> = (ctx) => {
  if (!ctx.catalog.lifeProposal(ctx.body.idDocumento)) throw notFound(`Proposta de vida ${ctx.body.idDocumento}`);
  const problems = signingMomentProblems(ctx.body.data, ctx.now);
  if (problems.length > 0) throw businessError(ruleMessages(problems));
  const fingerprint = `hash:${ctx.body.hash}`;
  rejectRepeat(ctx.store.current, 'op2', ctx.body.idDocumento, fingerprint);
  record(ctx, 'op2', fingerprint);
  return { status: 201 };
};

export const communicatePensionSignature: Handler<'op6'> = (ctx) => {
  const { body } = ctx;
  if (!ctx.catalog.pensionProposal(body.idDocumento)) throw notFound(`Proposta de previdência ${body.idDocumento}`);
  // The same rules the form applies before sending (rules.ts); the document's format is the schema's.
  const problems = pensionSignatureProblems(body, ctx.now);
  if (problems.length > 0) throw businessError(ruleMessages(problems));
  const fingerprint = body.hash
    ? `hash:${body.hash}`
    : body.documento
      ? `documento:${createHash('sha256').update(body.documento).digest('hex')}`
      : `evento:${body.tipoAssinatura}|${body.data}`;
  rejectRepeat(ctx.store.current, 'op6', body.idDocumento, fingerprint);
  record(ctx, 'op6', fingerprint);
  return { status: 201 };
};
