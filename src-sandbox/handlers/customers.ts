import type { Handler } from './context';
import { requireCustomer } from './lookups';

export const getCustomer: Handler<'op8'> = (ctx) => ({
  status: 200,
  body: { cliente: requireCustomer(ctx.catalog, ctx.customerCpf).cliente },
});
