/**
 * Renderer. History: the operations journal (writes, exports, CPF reveals),
 * filtered, with CSV export. Read through the data layer like every screen;
 * while other filters load, the last table stays dimmed under them.
 */
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { LoadingBlock, OperationView } from '../../data/OperationView';
import { useChannelQuery } from '../../data/use-channel-query';
import { useT } from '../../i18n/i18n';
import { api } from '../../ipc/use-ipc';
import {
  EMPTY_HISTORY_FILTER,
  HISTORY_DISPLAY_LIMIT,
  type HistoryFilterState,
  toJournalFilter,
} from './history-filter';
import { HistoryExport } from './HistoryExport';
import { HistoryFilters } from './HistoryFilters';
import { HistoryTable } from './HistoryTable';
import { historyScreenMessages as messages } from './messages';

export default function HistoryScreen() {
  const t = useT(messages);
  const [filterState, setFilterState] = useState<HistoryFilterState>(EMPTY_HISTORY_FILTER);
  // Typing in the search box should not re-read the journal at every key.
  const [debouncedText] = useDebouncedValue(filterState.text, 300);
  const filter = toJournalFilter({ ...filterState, text: debouncedText });
  const query = useChannelQuery(
    ['journal', filter],
    () => api().journal.list({ ...filter, limit: HISTORY_DISPLAY_LIMIT }),
    { keepPrevious: true },
  );

  const entries = query.data?.entries ?? [];
  const skipped = query.data?.skippedLines ?? 0;
  // Checked and settled (D103): no longer something to worry about.
  const unknownCount = entries.filter((e) => e.status === 'unknown' && !e.resolution).length;

  // Title, refresh and export share a line, and the notices are short: the rows get the screen.
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group gap="sm" align="center">
          <Title order={2}>{t('title')}</Title>
          {/* The spinner beside the word, not over it (Mantine's `loading` draws it on the label). */}
          <Button
            variant="default"
            size="xs"
            onClick={query.reload}
            disabled={query.loading}
            aria-busy={query.loading}
            leftSection={query.loading ? <Loader size={12} /> : null}
          >
            {t('refresh')}
          </Button>
        </Group>
        {/* The export takes the filters as typed right now, not as the debounced table last read them. */}
        <HistoryExport filter={toJournalFilter(filterState)} onExported={query.reload} />
      </Group>
      <HistoryFilters value={filterState} onChange={setFilterState} />
      {skipped > 0 ? (
        <Alert color="yellow" variant="light">
          {skipped === 1 ? t('skippedOne') : t('skippedMany', { n: skipped })}
        </Alert>
      ) : null}
      {unknownCount > 0 ? (
        <Alert color="orange" variant="light" py={6}>
          <Text size="xs">
            <Text span fw={700} inherit>
              {t('unknownTitle', { n: unknownCount })}.
            </Text>{' '}
            {t('unknownAdvice')}
          </Text>
        </Alert>
      ) : null}
      <OperationView query={query} skeleton={<LoadingBlock lines={6} />}>
        {(listing) => (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {listing.entries.length >= HISTORY_DISPLAY_LIMIT
                ? t('limited', { n: HISTORY_DISPLAY_LIMIT })
                : listing.entries.length === 1
                  ? t('countOne')
                  : t('count', { n: listing.entries.length })}
            </Text>
            <HistoryTable entries={listing.entries} onChanged={query.reload} />
          </Stack>
        )}
      </OperationView>
    </Stack>
  );
}
