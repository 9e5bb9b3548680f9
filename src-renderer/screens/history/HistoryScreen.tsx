/**
 * Renderer. History: the operations journal (writes, exports, CPF reveals),
 * filtered, with CSV export. Read through the data layer like every screen;
 * while other filters load, the last table stays dimmed under them.
 */
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { LoadingBlock, OperationView } from '../../data/OperationView';
import { useChannelQuery } from '../../data/use-channel-query';
import { defineMessages, useT } from '../../i18n/i18n';
import { api } from '../../ipc/use-ipc';
import { EMPTY_HISTORY_FILTER, HISTORY_DISPLAY_LIMIT, type HistoryFilterState, toJournalFilter } from './history-filter';
import { HistoryExport } from './HistoryExport';
import { HistoryFilters } from './HistoryFilters';
import { HistoryTable } from './HistoryTable';

const messages = defineMessages(
  {
    title: 'Histórico',
    refresh: 'Atualizar',
    skippedOne: '1 linha ilegível do histórico foi ignorada (provavelmente gravada pela metade numa queda do Balcão).',
    skippedMany: '{n} linhas ilegíveis do histórico foram ignoradas (provavelmente gravadas pela metade numa queda do Balcão).',
    unknownTitle: 'Operações com resultado desconhecido: {n}',
    unknownAdvice:
      'Não se sabe se o serviço recebeu estes envios (a resposta não chegou). Antes de enviar de novo, confirme com o cliente ou consulte os dados no serviço: enviar às cegas pode fazer a operação duas vezes.',
    limited: 'Mostrando as {n} operações mais recentes. Use os filtros para encontrar as mais antigas; a exportação inclui todas.',
    count: '{n} operações',
    countOne: '1 operação',
  },
  {
    title: 'History',
    refresh: 'Refresh',
    skippedOne: '1 unreadable line of the history was skipped (probably half-written when Balcão stopped).',
    skippedMany: '{n} unreadable lines of the history were skipped (probably half-written when Balcão stopped).',
    unknownTitle: 'Operations with unknown outcome: {n}',
    unknownAdvice:
      'It is unknown whether the service received these requests (the answer never arrived). Before sending again, check with the customer or look the data up in the service: sending blindly may do the operation twice.',
    limited: 'Showing the {n} most recent operations. Use the filters to find older ones; the export includes all of them.',
    count: '{n} operations',
    countOne: '1 operation',
  },
);

export default function HistoryScreen() {
  const t = useT(messages);
  const [filterState, setFilterState] = useState<HistoryFilterState>(EMPTY_HISTORY_FILTER);
  // Typing in the search box should not re-read the journal at every key.
  const [debouncedText] = useDebouncedValue(filterState.text, 300);
  const filter = toJournalFilter({ ...filterState, text: debouncedText });
  const query = useChannelQuery(`journal ${JSON.stringify(filter)}`, () => api().journal.list({ ...filter, limit: HISTORY_DISPLAY_LIMIT }), { keepPrevious: true });

  const entries = query.data?.entries ?? [];
  const skipped = query.data?.skippedLines ?? 0;
  const unknownCount = entries.filter((e) => e.status === 'unknown').length;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>{t('title')}</Title>
        <Button variant="default" onClick={query.reload} loading={query.loading}>
          {t('refresh')}
        </Button>
      </Group>
      <HistoryFilters value={filterState} onChange={setFilterState} />
      {/* The export takes the filters as typed right now, not as the debounced table last read them. */}
      <HistoryExport filter={toJournalFilter(filterState)} onExported={query.reload} />
      {skipped > 0 ? (
        <Alert color="yellow" variant="light">
          {skipped === 1 ? t('skippedOne') : t('skippedMany', { n: skipped })}
        </Alert>
      ) : null}
      {unknownCount > 0 ? (
        <Alert color="orange" title={t('unknownTitle', { n: unknownCount })}>
          {t('unknownAdvice')}
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
            <HistoryTable entries={listing.entries} />
          </Stack>
        )}
      </OperationView>
    </Stack>
  );
}
