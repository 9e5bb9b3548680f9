/**
 * Renderer. One page of internal portability requests (Op9), in the
 * service's order. A missing value reads "—"; a request without its number
 * is still listed (keyed by its position).
 *
 * Situação: Op9's items carry no status. A page asked with a status filter is
 * that status, every row (the service filtered it, as the export says, D192);
 * a status a row itself carries is kept; otherwise the cell says "não
 * informada" and a note says how to see it.
 */
import { Stack, Table, Text } from '@mantine/core';
import type { ApiResult } from '../../../../src-shared/contract/types';
import { formatDate, formatText } from '../../../../src-shared/format/display';
import { useT } from '../../../i18n/i18n';
import { useAppStore } from '../../../state/store';
import { TableScroll } from '../../../components/TableScroll';
import { PORTABILITY_STATUS_LABELS, portabilityTableMessages as messages } from './messages';
import { PORTABILITY_STATUS_CODES, type PortabilityStatusCode } from './portability-status';

/** A status the service may one day send on a row (liberal in what we accept), besides the contract's fields. */
export type PortabilityRow = ApiResult<'op9'>[number] & { statusPortabilidade?: number | string | null };

function statusCodeOf(value: PortabilityRow['statusPortabilidade']): PortabilityStatusCode | undefined {
  const code = value === null || value === undefined ? '' : String(value).trim();
  return (PORTABILITY_STATUS_CODES as readonly string[]).includes(code) ? (code as PortabilityStatusCode) : undefined;
}

export function PortabilityTable({
  rows,
  statusFilter,
}: {
  rows: readonly PortabilityRow[];
  statusFilter: PortabilityStatusCode | undefined;
}) {
  const t = useT(messages);
  const statusOf = (row: PortabilityRow) => statusCodeOf(row.statusPortabilidade) ?? statusFilter;
  const anyUnknown = rows.some((row) => statusOf(row) === undefined);
  return (
    <Stack gap={4}>
      <TableScroll minWidth={640}>
        <Table aria-label={t('table')} striped highlightOnHover withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('number')}</Table.Th>
              <Table.Th scope="col">{t('date')}</Table.Th>
              <Table.Th scope="col">{t('participant')}</Table.Th>
              <Table.Th scope="col">{t('matricula')}</Table.Th>
              <Table.Th scope="col">{t('status')}</Table.Th>
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
                <Table.Td>
                  <StatusWords code={statusOf(row)} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
      {anyUnknown ? (
        <Text size="xs" c="dimmed" role="note">
          {t('statusHint')}
        </Text>
      ) : null}
    </Stack>
  );
}

function StatusWords({ code }: { code: PortabilityStatusCode | undefined }) {
  const t = useT(messages);
  const language = useAppStore((s) => s.language);
  if (code !== undefined) return <>{PORTABILITY_STATUS_LABELS[language][code]}</>;
  return (
    <Text span size="sm" c="dimmed">
      {t('statusUnknown')}
    </Text>
  );
}
