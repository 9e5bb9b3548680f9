/**
 * Renderer. One page of internal portability requests (Op9), in the
 * service's order. A missing value reads "—"; a request without its number
 * is still listed (keyed by its position).
 */
import { Table } from '@mantine/core';
import type { ApiResult } from '../../../../src-shared/contract/types';
import { formatDate, formatText } from '../../../../src-shared/format/display';
import { useT } from '../../../i18n/i18n';
import { portabilityTableMessages as messages } from './messages';

export type PortabilityRow = ApiResult<'op9'>[number];

export function PortabilityTable({ rows }: { rows: readonly PortabilityRow[] }) {
  const t = useT(messages);
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label={t('table')} striped highlightOnHover withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('number')}</Table.Th>
            <Table.Th scope="col">{t('date')}</Table.Th>
            <Table.Th scope="col">{t('participant')}</Table.Th>
            <Table.Th scope="col">{t('matricula')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            // Position first: a number the service repeats or leaves out must not collide.
            <Table.Tr key={`${index}:${row.numeroSolicitacao ?? ''}`}>
              <Table.Td ff="monospace">{formatText(row.numeroSolicitacao)}</Table.Td>
              <Table.Td>{formatDate(row.dataSolicitacao)}</Table.Td>
              <Table.Td>{formatText(row.participante)}</Table.Td>
              <Table.Td ff="monospace">{formatText(row.matricula)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
