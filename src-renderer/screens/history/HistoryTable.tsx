/**
 * The journal entries, one compact line each so a screenful shows many
 * (at 1366×768 and 1024×768); a line opens to what was
 * sent, the service's words and, for an unknown outcome, the record of how
 * it was checked (HistoryEntryDetails). An unknown outcome not yet checked
 * stands out in orange, because sending it again blindly may do it twice;
 * its badge is never cut.
 *
 * Columns in the order the employee looks for them: when, what, how it
 * ended and its protocol first, then whose and by whom (with the
 * environment when it is not the one in use). On a 1024 px screen the protocol is in view without
 * scrolling sideways; long texts wrap or are clamped to a
 * line (whole in the opened entry), dates, badges and protocols never wrap.
 */
import { ActionIcon, Badge, Table, Text } from '@mantine/core';
import { Fragment, useState } from 'react';
import { formatDateTime, formatIntegerIn, formatText } from '../../../src-shared/format/display';
import type { JournalEntryView } from '../../../src-shared/ipc/views';
import { useT } from '../../i18n/i18n';
import { useAppStore } from '../../state/store';
import { STATUS_COLORS, statusLabel } from '../../writes/journal-status';
import { environmentName } from '../settings/environment-labels';
import { operationTitle } from './history-labels';
import { identifierPairs } from '../../../src-shared/ipc/journal-identifier-words';
import { HistoryEntryDetails } from './HistoryEntryDetails';
import { historyTableMessages as messages } from './messages';
import { ProtocolCell } from './ProtocolCell';
import { reasonsOf } from '../../../src-shared/words/journal-reasons';

const COLUMNS = 7;
/** The badge's label is never cut short ("RESULTADO DESCONHEC…"): the column takes its width. */
const WHOLE_BADGE = {
  root: { overflow: 'visible', maxWidth: 'none' },
  label: { overflow: 'visible', textOverflow: 'clip' },
} as const;

export function HistoryTable({ entries, onChanged }: { entries: JournalEntryView[]; onChanged(): void }) {
  const t = useT(messages);
  const language = useAppStore((s) => s.language);
  const activeEnvironment = useAppStore((s) => s.settings?.activeEnvironment);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  function badgeOf(entry: JournalEntryView) {
    const resolution = entry.resolution;
    if (resolution) {
      const concluded = resolution.outcome === 'concluded';
      return (
        <Badge size="sm" color={concluded ? 'teal' : 'gray'} variant="light" styles={WHOLE_BADGE}>
          {concluded ? t('checkedConcluded') : t('checkedNotConcluded')}
        </Badge>
      );
    }
    const unknown = entry.status === 'unknown';
    return (
      <Badge size="sm" color={STATUS_COLORS[entry.status]} variant={unknown ? 'filled' : 'light'} styles={WHOLE_BADGE}>
        {statusLabel(entry.status, language)}
      </Badge>
    );
  }

  return (
    <Table.ScrollContainer minWidth={840}>
      <Table aria-label={t('table')} striped highlightOnHover verticalSpacing={4} horizontalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('when')}</Table.Th>
            <Table.Th>{t('operation')}</Table.Th>
            <Table.Th>{t('status')}</Table.Th>
            <Table.Th>{t('protocol')}</Table.Th>
            <Table.Th>{t('customer')}</Table.Th>
            <Table.Th>{t('identifiers')}</Table.Th>
            <Table.Th>{t('user')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={COLUMNS}>
                <Text size="sm" c="dimmed">
                  {t('empty')}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : null}
          {entries.map((entry) => {
            const needsCheck = entry.status === 'unknown' && !entry.resolution;
            const ids = identifierPairs(entry.identifiers, language);
            const isOpen = open.has(entry.id);
            const when = formatDateTime(entry.startedAt);
            const detailsId = `history-details-${entry.id}`;
            return (
              <Fragment key={entry.id}>
                <Table.Tr
                  bg={needsCheck ? 'var(--mantine-color-orange-light)' : undefined}
                  data-status={entry.status}
                  data-resolution={entry.resolution?.outcome}
                >
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      mr={4}
                      onClick={() => toggle(entry.id)}
                      aria-expanded={isOpen}
                      aria-controls={isOpen ? detailsId : undefined}
                      aria-label={t('open', { title: operationTitle(entry, language), when })}
                    >
                      {isOpen ? '▾' : '▸'}
                    </ActionIcon>
                    {when}
                  </Table.Td>
                  <Table.Td>
                    {/* At most two lines: the service's words in full are one click away (▸). */}
                    <Text size="sm" lineClamp={2}>
                      {operationTitle(entry, language)}
                      {entry.status !== 'succeeded' && reasonsOf(entry.result, language).length ? (
                        <Text span size="xs" c="dimmed">
                          {' · '}
                          {reasonsOf(entry.result, language).join(' · ')}
                        </Text>
                      ) : null}
                    </Text>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{badgeOf(entry)}</Table.Td>
                  <Table.Td>
                    <ProtocolCell protocol={entry.result?.protocol} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatText(entry.customerCpfMasked)}</Table.Td>
                  <Table.Td>
                    {ids.length === 0 && entry.result?.rows === undefined ? formatText(undefined) : null}
                    {ids.length > 0 ? (
                      <Text size="xs" lineClamp={2}>
                        {ids.map(([name, value]) => `${name} ${value}`).join(' · ')}
                      </Text>
                    ) : null}
                    {entry.result?.rows !== undefined ? (
                      <Text size="xs">
                        {entry.result.rows === 1
                          ? t('rowsOne')
                          : t('rows', { rows: formatIntegerIn(entry.result.rows, language) })}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" span>
                      {formatText(entry.user)}
                    </Text>
                    {/* The environment only where it is not the one in use (the header's badge names that one). */}
                    {entry.environment !== activeEnvironment ? (
                      <Text size="xs" c="dimmed" span>
                        {' · '}
                        {t('environment')}: {environmentName(entry.environment, language)}
                      </Text>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
                {isOpen ? (
                  <Table.Tr id={detailsId} data-details-of={entry.id}>
                    <Table.Td colSpan={COLUMNS}>
                      <HistoryEntryDetails entry={entry} onChanged={onChanged} />
                    </Table.Td>
                  </Table.Tr>
                ) : null}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
