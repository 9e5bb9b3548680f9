import { businessError, notFound } from '../http-errors';
import type { Handler } from './context';

export const listAdhesionBenefits: Handler<'op17'> = (ctx) => {
  const product = ctx.catalog.world.adhesionProducts.find((p) => p.idProduto === ctx.params.idproduto);
  if (!product) throw notFound(`Produto ${ctx.params.idproduto}`);
  const benefits = product.partnerships[ctx.query.CodigoParceria];
  if (!benefits)
    throw businessError(
      `A parceria ${ctx.query.CodigoParceria} não está habilitada para o produto ${product.idProduto}.`,
    );
  const selected = ctx.query.CodigoBeneficio
    ? benefits.filter((b) => String(b.id) === ctx.query.CodigoBeneficio)
    : benefits;
  if (selected.length === 0) throw notFound(`Benefício ${ctx.query.CodigoBeneficio}`);
  // The schema declares one object, the samples an array.
  return { status: 200, body: ctx.dialect === 'schema' && selected.length === 1 ? selected[0] : selected };
};
