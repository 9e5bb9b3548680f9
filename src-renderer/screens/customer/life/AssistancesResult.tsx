/** Op10 for one life certificate and the chosen fields: the table, or why there is none. */
import { Text } from '@mantine/core';
import { api, useIpcQuery } from '../../../ipc/use-ipc';
import { fieldsParam } from '../common/FieldsSelect';
import { QueryView } from '../common/QueryView';
import { ASSISTANCE_FIELD_ORDER, type AssistanceField } from './assistance-fields';
import { AssistancesTable } from './AssistancesTable';

export function AssistancesResult({ cpf, certificate, fields, emptyText }: { cpf: string; certificate: string; fields: AssistanceField[]; emptyText: string }) {
  const attributes = fieldsParam(fields, ASSISTANCE_FIELD_ORDER);
  const query = useIpcQuery(
    () => api().life.listLifeAssistances({ path: { idcliente: cpf, idcertificado: certificate }, query: attributes ? { _attributes: attributes } : {} }),
    JSON.stringify([cpf, certificate, attributes]),
  );
  return (
    <QueryView query={query}>
      {(rows) =>
        rows.length === 0 ? (
          <Text size="sm" c="dimmed" role="status">
            {emptyText}
          </Text>
        ) : (
          <AssistancesTable rows={rows} fields={fields} />
        )
      }
    </QueryView>
  );
}
