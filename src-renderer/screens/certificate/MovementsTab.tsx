/**
 * Renderer. Movimentações (Op12): filters (MovementFilterBar.tsx), totals of what is shown, CSV
 * export of the same view, and the virtualized table (see VirtualTable.tsx).
 * The movements stay in the main process (D140): the table is handed a
 * window onto them (use-kept-movements.ts), the totals and the filters'
 * choices arrive apart. Filters live in CertificateScreen, so leaving the tab
 * loses nothing; the sort (newest first until the employee chooses) and the
 * columns are remembered for the session (use-table-view.ts).
 *
 * Narrow screens: Data, Descrição, Valor, Cotas and Saldo
 * always show; Tipo, Fundo, Status and Cobertura follow, in that order, as
 * far as the width allows (table-columns.ts), and "Colunas" lets the
 * employee choose.
 *
 * While the first window is on its way the tab is drawn hidden (OperationView's placeholder, D680): the filters
 * and the toolbar are ready when it comes, and its frame draws the counts and the table.
 *
 * Codes read as words in the employee's language (src-shared/words/code-words.ts, D111);
 * the description is the button that opens the movement's detail
 * (MovementDetail.tsx, D113).
 *
 * Missing data: a missing cell reads "—"; the type and fund filters offer
 * "Não informado" when some movement lacks that value; the totals
 * (SettledTotals.tsx: processed movements per type, the others apart) say how
 * many had no amount to add; the drift note sits under the table when the
 * service left fields out.
 */
import { Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { type Dispatch, type RefObject, type SetStateAction, useCallback, useMemo } from 'react';
import type { MovementSort } from '../../../src-shared/ipc/inputs';
import { formatDate, formatMoney, formatQuota, formatText } from '../../../src-shared/format/display';
import type { Movement } from '../../../src-shared/statements/movement-view';
import { CodeWord } from '../../components/CodeWord';
import { LoadingBlock, OperationView } from '../../data/OperationView';
import type { QueryState } from '../../data/use-read';
import type { DriftReport } from '../../../src-shared/contract';
import { codeKey, MOVEMENT_STATUS_WORDS, MOVEMENT_TYPE_WORDS } from '../../../src-shared/words/code-words';
import { errorText } from '../../i18n/error-text';
import { useT } from '../../i18n/i18n';
import { movementsTabMessages as messages } from './messages';
import { useAppStore } from '../../state/store';
import { EmptyText } from './Fields';
import { MovementDetailButton, MovementDetailHost } from './MovementDetail';
import { MovementFilterBar } from './MovementFilterBar';
import { type MovementFilters, type MovementsUi, type MovementView, type SortColumn } from './movement-state';
import type { RowSource } from '../../components/table/windowed-rows';
import { signed } from './signed';
import { PeriodSummary } from './PeriodSummary';
import { SettledTotals } from './SettledTotals';
import { StatementToolbar } from './StatementToolbar';
import { useHeaderSort, useKeptOffset, useShownColumns } from './use-table-view';
import { tableClasses, type VirtualColumn, VirtualTable } from '../../components/table/VirtualTable';
import { useCount } from '../../i18n/count';

type ColumnId = 'data' | 'tipo' | 'descricao' | 'fundo' | 'cobertura' | 'status' | 'valor' | 'cotas' | 'saldo';

/**
 * Module constant: the memoized rows compare against its identity (the visible ones are memoized by their ids).
 * Widths hold the longest usual value (-R$ 99.999,99; 12 decimals of quota); `essential` and `priority` say
 * what a narrow screen keeps (table-columns.ts).
 */
const COLUMNS: readonly (VirtualColumn<Movement, SortColumn> & { id: ColumnId })[] = [
  { id: 'data', width: '92px', essential: true, sortKey: 'dataMovimento', cell: (m) => formatDate(m.dataMovimento) },
  {
    id: 'tipo',
    width: '136px',
    priority: 1,
    sortKey: 'tipoMovimento',
    cell: (m) => <CodeWord words={MOVEMENT_TYPE_WORDS} code={m.tipoMovimento} />,
  },
  // The description opens the movement's detail (mouse or keyboard: it is a button).
  {
    id: 'descricao',
    width: 'minmax(150px, 1fr)',
    essential: true,
    cell: (m) => <MovementDetailButton movement={m} />,
    title: (m) => m.descricaoMovimento ?? undefined,
  },
  { id: 'fundo', width: '84px', priority: 2, sortKey: 'codigoFundo', cell: (m) => formatText(m.codigoFundo) },
  { id: 'cobertura', width: '88px', priority: 4, cell: (m) => formatText(m.tipoCobertura) },
  {
    id: 'status',
    width: '116px',
    priority: 3,
    cell: (m) =>
      codeKey(m.statusMovimento) === 'PENDENTE' ? (
        <span className={tableClasses.pending}>
          <CodeWord words={MOVEMENT_STATUS_WORDS} code={m.statusMovimento} />
        </span>
      ) : (
        <CodeWord words={MOVEMENT_STATUS_WORDS} code={m.statusMovimento} />
      ),
  },
  {
    id: 'valor',
    width: '132px',
    essential: true,
    align: 'end',
    sortKey: 'valorMovimento',
    cell: (m) => signed(m.valorMovimento, formatMoney(m.valorMovimento)),
  },
  {
    id: 'cotas',
    width: '132px',
    essential: true,
    align: 'end',
    sortKey: 'quantidadeCotasMovimento',
    cell: (m) => signed(m.quantidadeCotasMovimento, formatQuota(m.quantidadeCotasMovimento)),
  },
  { id: 'saldo', width: '132px', essential: true, align: 'end', cell: (m) => formatQuota(m.saldoMovimentoCota) },
];
const HEADER_KEYS: Record<
  ColumnId,
  'date' | 'type' | 'description' | 'fund' | 'coverage' | 'status' | 'value' | 'quotas' | 'quotaBalance'
> = {
  data: 'date',
  tipo: 'type',
  descricao: 'description',
  fundo: 'fund',
  cobertura: 'coverage',
  status: 'status',
  valor: 'value',
  cotas: 'quotas',
  saldo: 'quotaBalance',
};
/** Each load is marked once, the first time its rows are on screen (the benchmark measures load → interactive). */
const markedLoads = new WeakSet<RowSource<Movement>>();
export const MOVEMENTS_LOAD_START = 'balcao:movements-load-start';
const MOVEMENTS_INTERACTIVE = 'balcao:movements-interactive';

function markInteractive(data: RowSource<Movement>) {
  if (markedLoads.has(data)) return;
  markedLoads.add(data);
  performance.mark(MOVEMENTS_INTERACTIVE);
  try {
    performance.measure('balcao:movements-load-to-interactive', MOVEMENTS_LOAD_START, MOVEMENTS_INTERACTIVE);
  } catch {
    // No start mark (loaded before this screen measured): the mark alone is enough.
  }
}

/**
 * What the tab is drawn with, hidden, while the first window is on its way (OperationView's placeholder, D680): the
 * filters and the toolbar, whose first render is most of the tab's, are ready when it comes.
 */
const PREPARING: { listRows: number | undefined } = { listRows: undefined };

export interface MovementsTabProps {
  cpf: string;
  certificate: string;
  /** The opening of the certificate's movements: data once the first window is in. */
  query: QueryState<{ listRows: number }> & { drift: DriftReport };
  view: MovementView;
  ui: MovementsUi;
  setFilters: Dispatch<SetStateAction<MovementFilters>>;
  onSort(sort: MovementSort): void;
  scrollOffsetRef: RefObject<number>;
}

export function MovementsTab({
  cpf,
  certificate,
  query,
  view,
  ui,
  setFilters,
  onSort,
  scrollOffsetRef,
}: MovementsTabProps) {
  const t = useT(messages);
  const countText = useCount();
  const language = useAppStore((s) => s.language);
  const shownRows = view.rows;
  const shown = useShownColumns('movements', COLUMNS);
  // One array per language: "Colunas" is memoized against it.
  const columnsWithHeaders = useMemo(
    () => COLUMNS.map((c) => ({ ...c, header: messages[language][HEADER_KEYS[c.id]] })),
    [language],
  );

  const onHeaderClick = useHeaderSort<SortColumn>(ui.sort, onSort, 'dataMovimento');
  const onRowsShown = useCallback(() => markInteractive(shownRows), [shownRows]);
  const keptOffset = useKeptOffset(scrollOffsetRef);

  const headers = shown.columns.map((c) => t(HEADER_KEYS[c.id]));
  // Facets and sums come from the main process, asked for after the first rows are on screen (D143).
  const { totals } = view;
  const count = totals?.count ?? view.rows.length;
  const pendingSum = (
    <Text span c="dimmed" aria-busy="true">
      {t('counting')}
    </Text>
  );
  // The summary failed: said in words, with a way to ask for it again (the rows stay as they are; D198).
  const summaryFailed = !totals && view.summaryError ? view.summaryError : undefined;

  return (
    <OperationView query={query} skeleton={<LoadingBlock lines={10} height={30} />} placeholder={PREPARING}>
      {({ listRows }) =>
        listRows === 0 ? (
          <EmptyText>{t('none')}</EmptyText>
        ) : (
          <Stack gap="sm">
            <MovementFilterBar
              filters={ui}
              setFilters={setFilters}
              facets={view.facets}
              missingInAll={view.missingInAll}
              failed={!!view.summaryError}
            />

            {summaryFailed ? null : <PeriodSummary view={view.period} />}

            <Paper withBorder px="sm" py={6}>
              <Group justify="space-between" gap="sm" wrap="wrap">
                {/* The counts, and the table below, come with the answer: nothing is drawn from the placeholder. */}
                {listRows === undefined ? null : (
                  <Group gap="lg" wrap="wrap" role="group" aria-label={t('totals')} aria-live="polite">
                    {/* Rows found before the whole filter ran are not the view's count (D576): said to be counting. */}
                    {!totals && view.counting ? (
                      <Text size="sm" fw={600} aria-busy="true" data-counting="true">
                        {t('countingRows', { n: countText(listRows) })}
                      </Text>
                    ) : (
                      <Text size="sm" fw={600}>
                        {count === 1 ? t('countOne') : t('count', { n: countText(count) })}
                        {count !== listRows ? ` ${t('ofTotal', { n: countText(listRows) })}` : ''}
                      </Text>
                    )}
                    {summaryFailed ? (
                      <Group gap="xs" wrap="wrap">
                        <Text size="sm" c="red">
                          {t('totalsFailed')}{' '}
                          <Text span size="sm" c="dimmed">
                            {errorText(summaryFailed, language)}
                          </Text>
                        </Text>
                        <Button size="compact-sm" variant="light" onClick={view.retrySummary}>
                          {t('retry')}
                        </Button>
                      </Group>
                    ) : totals ? (
                      <SettledTotals totals={totals} />
                    ) : (
                      pendingSum
                    )}
                    {view.stale ? (
                      <Group gap={6}>
                        <Loader size="xs" />
                        <Text size="sm" c="dimmed">
                          {t('updating')}
                        </Text>
                      </Group>
                    ) : null}
                  </Group>
                )}
                <StatementToolbar
                  table={t('table')}
                  columns={columnsWithHeaders}
                  shown={shown}
                  exportLabel={t('export')}
                  rows={view.rows.length}
                  disabled={view.rows.length === 0 || view.stale || view.counting}
                  statement={() => ({
                    kind: 'movements',
                    path: { idcliente: cpf, idcertificado: certificate },
                    ...(view.filter ? { filter: view.filter } : {}),
                    sort: view.sort,
                    ...(view.list !== undefined ? { list: view.list } : {}),
                  })}
                />
              </Group>
            </Paper>

            {listRows === undefined ? null : (
              <VirtualTable
                label={t('table')}
                rows={view.rows}
                columns={shown.columns}
                headers={headers}
                sort={ui.sort}
                onSort={onHeaderClick}
                onWidthChange={shown.onWidthChange}
                height="max(320px, calc(100vh - 465px))"
                empty={t('noneFiltered')}
                {...keptOffset}
                onRowsShown={onRowsShown}
                dataAttributes={{ 'data-total-rows': view.rows.length, 'data-all-rows': listRows }}
              />
            )}
            <MovementDetailHost />
          </Stack>
        )
      }
    </OperationView>
  );
}
