import { businessError, notFound } from '../http-errors';
import { actor, type Handler } from './context';
import { requireCustomer } from './lookups';

export const changeTitlePaymentData: Handler<'op5'> = (ctx) => {
  const customer = requireCustomer(ctx.catalog, ctx.customerCpf);
  const title = ctx.catalog.capitalizationTitle(customer, ctx.params.idtitulo);
  if (!title) throw notFound(`Título ${ctx.params.idtitulo} do cliente`);
  if (title.status !== 'ATIVO') {
    throw businessError(
      `O título ${title.numeroTitulo} está ${title.status === 'CANCELADO' ? 'cancelado' : 'resgatado'} e não aceita alteração de dados de pagamento.`,
    );
  }
  ctx.store.change((draft) => {
    draft.paymentData[`${customer.cliente.cpf}/${title.numeroTitulo}`] = {
      ...ctx.body,
      changedAt: ctx.now.toISOString(),
      by: actor(ctx),
    };
  });
  return { status: 204 };
};

export const listCompanyActivities: Handler<'op20'> = (ctx) => ({
  status: 200,
  body: ctx.catalog.world.companyActivities,
});
