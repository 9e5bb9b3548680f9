/**
 * Renderer. Assistances of a life certificate (Op10), one column per field
 * asked for; a value the service left out reads "—".
 */
import { Table } from '@mantine/core';
import { defineMessages, useT } from '../../../i18n/i18n';
import { useAppStore } from '../../../state/store';
import { ASSISTANCE_FIELD_LABELS, type Assistance, type AssistanceField, formatAssistanceField } from './assistance-fields';

const messages = defineMessages({ table: 'Assistências' }, { table: 'Assistances' });

const MONEY_FIELDS: ReadonlySet<AssistanceField> = new Set(['premio', 'valorAssistencia']);

export function AssistancesTable({ rows, fields }: { rows: readonly Assistance[]; fields: readonly AssistanceField[] }) {
  const t = useT(messages);
  const language = useAppStore((s) => s.language);
  return (
    <Table.ScrollContainer minWidth={Math.max(480, fields.length * 140)}>
      <Table aria-label={t('table')} striped highlightOnHover withTableBorder>
        <Table.Thead>
          <Table.Tr>
            {fields.map((field) => (
              <Table.Th key={field} scope="col" ta={MONEY_FIELDS.has(field) ? 'right' : undefined}>
                {ASSISTANCE_FIELD_LABELS[language][field]}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            // Position first: a code the service repeats or leaves out must not collide.
            <Table.Tr key={`${index}:${row.idAssistencia ?? ''}`}>
              {fields.map((field) => (
                <Table.Td key={field} ta={MONEY_FIELDS.has(field) ? 'right' : undefined}>
                  {formatAssistanceField(row, field)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
