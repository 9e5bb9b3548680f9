/**
 * Renderer. Op10 for one life certificate and the chosen fields: the table,
 * or why there is none. Other fields keep the current table on screen,
 * dimmed and with its own columns, until the answer.
 */
import { Text } from '@mantine/core';
import { OperationView } from '../../../data/OperationView';
import { useOperation } from '../../../data/use-operation';
import { fieldsParam } from '../common/FieldsSelect';
import { useFieldsOfData } from '../common/use-fields-of-data';
import { ASSISTANCE_FIELD_ORDER, type AssistanceField } from './assistance-fields';
import { AssistancesTable } from './AssistancesTable';

export function AssistancesResult({
  cpf,
  certificate,
  fields,
  emptyText,
}: {
  cpf: string;
  certificate: string;
  fields: AssistanceField[];
  emptyText: string;
}) {
  const attributes = fieldsParam(fields, ASSISTANCE_FIELD_ORDER);
  const query = useOperation(
    'op10',
    { path: { idcliente: cpf, idcertificado: certificate }, query: attributes ? { _attributes: attributes } : {} },
    { keepPrevious: true },
  );
  const shownFields = useFieldsOfData(query.data, fields);
  return (
    <OperationView query={query}>
      {(rows) =>
        rows.length === 0 ? (
          <Text size="sm" c="dimmed" role="status">
            {emptyText}
          </Text>
        ) : (
          <AssistancesTable rows={rows} fields={shownFields} />
        )
      }
    </OperationView>
  );
}
