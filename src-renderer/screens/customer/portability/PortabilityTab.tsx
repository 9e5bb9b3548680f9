/**
 * Renderer. "Portabilidades": the customer's internal portability requests
 * (Op9), filtered and paged by the service, exportable. Another page or
 * other filters keep the current page on screen, dimmed, until the answer:
 * its status column and count stay those of the request that brought it.
 */
import { Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useCount } from '../../../i18n/count';
import { useT } from '../../../i18n/i18n';
import { OperationView } from '../../../data/OperationView';
import { useOperation } from '../../../data/use-operation';
import { ExportPortabilityMenu } from './ExportPortabilityMenu';
import { portabilityTabMessages as messages } from './messages';
import { pageCameFull, rowsLeftOut } from './page-fill';
import { PagePager } from './PagePager';
import { PortabilityFilters } from './PortabilityFilters';
import { NO_FILTER, type PortabilityFilter, toPortabilityQuery } from './portability-filter';
import { requestCount } from './portability-count';
import { PortabilityTable } from './PortabilityTable';

export function PortabilityTab({ cpf }: { cpf: string }) {
  const t = useT(messages);
  const countText = useCount();
  const [filter, setFilter] = useState<PortabilityFilter>(NO_FILTER);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const query = toPortabilityQuery(filter);

  const result = useOperation(
    'op9',
    { path: { idcliente: cpf }, query: { ...query, pagina: page, tamanhoPagina: pageSize } },
    { keepPrevious: true },
  );
  // The request whose answer is on screen (another one may be loading): its filter and page say what the rows are.
  const asked = { filter, page, pageSize };
  const [answered, setAnswered] = useState(asked);
  // A failed request keeps the previous page on screen: that page is still the one answered.
  const settled = !result.loading && result.error === undefined && result.data !== undefined;
  if (settled && (answered.filter !== filter || answered.page !== page || answered.pageSize !== pageSize))
    setAnswered(asked);
  const shown = settled ? asked : answered;
  const count =
    result.data !== undefined
      ? requestCount(
          shown.page,
          shown.pageSize,
          result.data.length + rowsLeftOut(result.drift),
          pageCameFull(result.data.length, result.drift, shown.pageSize),
        )
      : undefined;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={3} size="h4">
          {t('title')}
        </Title>
        <ExportPortabilityMenu cpf={cpf} query={query} />
      </Group>
      <PortabilityFilters
        applied={filter}
        onApply={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      <OperationView query={result}>
        {(rows) =>
          rows.length > 0 ? (
            <PortabilityTable rows={rows} statusFilter={shown.filter.status === '' ? undefined : shown.filter.status} />
          ) : page === 1 ? (
            <Stack gap={2} role="status">
              <Text fw={500}>{t('none')}</Text>
              <Text size="sm" c="dimmed">
                {t('noneHint')}
              </Text>
            </Stack>
          ) : (
            <Text role="status">{t('pastEnd')}</Text>
          )
        }
      </OperationView>
      {count ? (
        <Text size="sm" fw={600} aria-live="polite" data-testid="portability-count">
          {count.exact
            ? count.n === 1
              ? t('countOne')
              : t('count', { n: countText(count.n) })
            : t('countAtLeast', { n: countText(count.n) })}
        </Text>
      ) : null}
      <PagePager
        page={page}
        pageSize={pageSize}
        hasNext={result.data !== undefined && pageCameFull(result.data.length, result.drift, pageSize)}
        busy={result.loading}
        onPage={setPage}
        onPageSize={(size) => {
          setPageSize(size);
          setPage(1);
        }}
      />
    </Stack>
  );
}
