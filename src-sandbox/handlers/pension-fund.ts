import { notFound } from '../http-errors';
import type { Handler } from './context';
import { pickFields, requireCustomer } from './lookups';

export const getSelfSponsoredBilling: Handler<'op18'> = (ctx) => {
  const customer = requireCustomer(ctx.catalog, ctx.customerCpf);
  const plan = customer.pensionFundPlans.find((p) => p.matricula === ctx.params.idplano);
  if (!plan) throw notFound(`Plano ${ctx.params.idplano} do cliente`);
  return { status: 200, body: pickFields(plan.billing, ctx.query._atributos) };
};
