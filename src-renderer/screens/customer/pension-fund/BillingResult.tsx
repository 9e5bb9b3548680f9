/**
 * Renderer. Op18 for one plan and the chosen fields. Other fields keep the
 * current card on screen, dimmed and with its own lines, until the answer.
 */
import { OperationView } from '../../../data/OperationView';
import { useOperation } from '../../../data/use-operation';
import { fieldsParam } from '../common/FieldsSelect';
import { useFieldsOfData } from '../common/use-fields-of-data';
import { BillingCard } from './BillingCard';
import { BILLING_FIELD_ORDER, type BillingField } from './billing-fields';

export function BillingResult({ cpf, plan, fields }: { cpf: string; plan: string; fields: BillingField[] }) {
  const attributes = fieldsParam(fields, BILLING_FIELD_ORDER);
  const query = useOperation(
    'op18',
    { path: { idcliente: cpf, idplano: plan }, query: attributes ? { _atributos: attributes } : {} },
    { keepPrevious: true },
  );
  const shownFields = useFieldsOfData(query.data, fields);
  return (
    <OperationView query={query}>{(billing) => <BillingCard billing={billing} fields={shownFields} />}</OperationView>
  );
}
