/** Op18 for one plan and the chosen fields. */
import { api, useIpcQuery } from '../../../ipc/use-ipc';
import { fieldsParam } from '../common/FieldsSelect';
import { QueryView } from '../common/QueryView';
import { BillingCard } from './BillingCard';
import { BILLING_FIELD_ORDER, type BillingField } from './billing-fields';

export function BillingResult({ cpf, plan, fields }: { cpf: string; plan: string; fields: BillingField[] }) {
  const attributes = fieldsParam(fields, BILLING_FIELD_ORDER);
  const query = useIpcQuery(
    () => api().pensionFund.getSelfSponsoredBilling({ path: { idcliente: cpf, idplano: plan }, query: attributes ? { _atributos: attributes } : {} }),
    JSON.stringify([cpf, plan, attributes]),
  );
  return <QueryView query={query}>{(billing) => <BillingCard billing={billing} fields={fields} />}</QueryView>;
}
