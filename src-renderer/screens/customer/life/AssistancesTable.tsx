/**
 * Renderer. Assistances of a life certificate (Op10), one column per field
 * asked for; a value the service left out reads "—".
 *
 * Each column asks only the width its values need (names and phones wrap,
 * amounts never do), so all eight fit a 1366 px screen with the menu open
 * and "Valor da assistência" is never cut off; below the
 * columns' least widths the table scrolls sideways.
 */
import { Table } from '@mantine/core';
import { useT } from '../../../i18n/i18n';
import { useAppStore } from '../../../state/store';
import { type Assistance, type AssistanceField, formatAssistanceField } from './assistance-fields';
import { ASSISTANCE_FIELD_LABELS, assistancesTableMessages as messages } from './messages';
import { TableScroll } from '../../../components/TableScroll';

const MONEY_FIELDS: ReadonlySet<AssistanceField> = new Set(['premio', 'valorAssistencia']);

/** The least width each column needs (px): what `R$ 1.234,56`, `0800 123 4567` or a short name take. */
const MIN_WIDTH: Record<AssistanceField, number> = {
  idAssistencia: 80,
  nomeComercial: 150,
  nomeReduzido: 110,
  premio: 100,
  nomeInterface: 120,
  telefoneNacional: 120,
  telefoneInternacional: 140,
  valorAssistencia: 110,
};
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

export function AssistancesTable({
  rows,
  fields,
}: {
  rows: readonly Assistance[];
  fields: readonly AssistanceField[];
}) {
  const t = useT(messages);
  const language = useAppStore((s) => s.language);
  return (
    <TableScroll
      minWidth={Math.max(
        480,
        fields.reduce((sum, field) => sum + MIN_WIDTH[field], 0),
      )}
    >
      <Table aria-label={t('table')} striped highlightOnHover withTableBorder horizontalSpacing="xs">
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
                <Table.Td
                  key={field}
                  ta={MONEY_FIELDS.has(field) ? 'right' : undefined}
                  style={MONEY_FIELDS.has(field) ? NO_WRAP : undefined}
                >
                  {formatAssistanceField(row, field)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
