/**
 * The journal entries. An entry whose outcome is unknown (the request may
 * or may not have reached the service) stands out in orange and says what
 * to do, because sending it again blindly may do it twice.
 *
 * Columns in the order the employee looks for them: when, what, how it
 * ended and its protocol first, then whose and by whom (the environment
 * under the user). On a 1024 px screen the protocol is in view without
 * scrolling sideways (issue 13 item 7); long texts wrap, dates and
 * protocols never do.
 */
import { Badge, Table, Text } from '@mantine/core';
import { formatDateTime, formatText } from '../../../src-shared/format/display';
import type { JournalEntryView } from '../../../src-shared/ipc/views';
import { defineMessages, useT } from '../../i18n/i18n';
import { useAppStore } from '../../state/store';
import { STATUS_COLORS, statusLabel } from '../../writes/journal-status';
import { environmentLabel, identifierLabel } from './history-labels';
import { ProtocolCell } from './ProtocolCell';

const messages = defineMessages(
  {
    table: 'Histórico de operações',
    when: 'Data/hora',
    user: 'Usuário',
    environment: 'Ambiente',
    operation: 'Operação',
    customer: 'Cliente',
    identifiers: 'Identificadores',
    status: 'Situação',
    protocol: 'Protocolo',
    whatToDo: 'O que fazer: não se sabe se o serviço recebeu este envio. Confirme com o cliente ou com o serviço antes de enviar de novo.',
    rows: '{rows} linhas',
    rowsOne: '1 linha',
    empty: 'Nenhuma operação encontrada com estes filtros.',
  },
  {
    table: 'Operations history',
    when: 'Date/time',
    user: 'User',
    environment: 'Environment',
    operation: 'Operation',
    customer: 'Customer',
    identifiers: 'Identifiers',
    status: 'Status',
    protocol: 'Protocol',
    whatToDo: 'What to do: it is unknown whether the service received this request. Check with the customer or the service before sending it again.',
    rows: '{rows} rows',
    rowsOne: '1 row',
    empty: 'No operation matches these filters.',
  },
);

export function HistoryTable({ entries }: { entries: JournalEntryView[] }) {
  const t = useT(messages);
  const language = useAppStore((s) => s.language);
  return (
    <Table.ScrollContainer minWidth={840}>
      <Table aria-label={t('table')} striped highlightOnHover verticalSpacing="xs" horizontalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('when')}</Table.Th>
            <Table.Th>{t('operation')}</Table.Th>
            <Table.Th>{t('status')}</Table.Th>
            <Table.Th>{t('protocol')}</Table.Th>
            <Table.Th>{t('customer')}</Table.Th>
            <Table.Th>{t('identifiers')}</Table.Th>
            <Table.Th>
              {t('user')}
              <Text span size="xs" c="dimmed" fw={400} display="block">
                {t('environment')}
              </Text>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={7}>
                <Text size="sm" c="dimmed">
                  {t('empty')}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : null}
          {entries.map((entry) => {
            const unknown = entry.status === 'unknown';
            const ids = Object.entries(entry.identifiers);
            return (
              <Table.Tr key={entry.id} bg={unknown ? 'var(--mantine-color-orange-light)' : undefined} data-status={entry.status}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.startedAt)}</Table.Td>
                <Table.Td>
                  <Text size="sm">{entry.title}</Text>
                  {entry.result?.messages?.length && entry.status !== 'succeeded' ? (
                    <Text size="xs" c="dimmed">
                      {entry.result.messages.join(' · ')}
                    </Text>
                  ) : null}
                  {unknown ? (
                    <Text size="xs" fw={600} c="orange.9">
                      {t('whatToDo')}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLORS[entry.status]} variant={unknown ? 'filled' : 'light'} style={{ whiteSpace: 'nowrap' }}>
                    {statusLabel(entry.status, language)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <ProtocolCell protocol={entry.result?.protocol} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatText(entry.customerCpfMasked)}</Table.Td>
                <Table.Td>
                  {ids.length === 0 && entry.result?.rows === undefined ? formatText(undefined) : null}
                  {ids.map(([key, value]) => (
                    <Text key={key} size="xs">
                      {identifierLabel(key, language)}: {value}
                    </Text>
                  ))}
                  {entry.result?.rows !== undefined ? <Text size="xs">{entry.result.rows === 1 ? t('rowsOne') : t('rows', { rows: entry.result.rows })}</Text> : null}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatText(entry.user)}</Text>
                  <Text size="xs" c="dimmed">
                    {environmentLabel(entry.environment, language)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
