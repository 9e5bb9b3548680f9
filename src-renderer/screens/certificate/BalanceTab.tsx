/**
 * Renderer. Saldo e rentabilidade (Op14 + Op16) of one coverage and fund. The
 * pairs the movements name are offered as one-click choices (a fund belongs
 * to the coverage its movements name); both can also be typed.
 *
 * Missing data: movements without coverage or fund give no pair (a note says
 * how many, and that their fund cannot be looked up from here); a missing
 * figure reads "—" (a fund younger than 36 months has no 36-month figure);
 * each section shows the drift note when the service left fields out.
 *
 * Above them, "Saldo por fundo": every fund's balance in R$ and the
 * certificate's total (FundBalances.tsx, D110); next to the chosen fund's
 * final quota balance, its value in R$ by the same rule.
 *
 * The detailed balance opens newest first and keeps the sort the employee
 * chooses for the session, ordered by the movements' own rule (sortForTable);
 * on a narrow screen "Saldo em cotas", Valor and Cotas always show and the
 * other columns follow as the width allows, or as chosen in "Colunas".
 */
import { Autocomplete, Box, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, type RefObject, useMemo, useState } from 'react';
import type { ApiResult } from '../../../src-shared/contract';
import { formatDate, formatMoney, formatPercent, formatQuota, formatText } from '../../../src-shared/format/display';
import { reaisText } from '../../../src-shared/format/reais-text';
import { BALANCE_SORT_COLUMNS, type BalanceSort } from '../../../src-shared/ipc/inputs';
import { sortBalanceEntries } from '../../../src-shared/statements/balance-order';
import type { IpcError } from '../../../src-shared/ipc/ipc-result';
import { type FundBalance, fundBalance } from '../../../src-shared/statements/fund-balance';
import { LoadingBlock, OperationView } from '../../data/OperationView';
import type { OperationQuery } from '../../data/use-operation';
import { CodeWord } from '../../components/CodeWord';
import { MOVEMENT_TYPE_WORDS } from '../../../src-shared/words/code-words';
import { errorText } from '../../i18n/error-text';
import { useT } from '../../i18n/i18n';
import { useAppStore } from '../../state/store';
import { balanceTabMessages as messages } from './messages';
import { InfoGlyph } from '../../components/InfoGlyph';
import { formatCnpj, isPathText } from './certificate-format';
import { EmptyText } from './Fields';
import { FundBalances } from './FundBalances';
import { LatestBalanceNote } from './LatestBalanceNote';
import { PeriodSummary } from './PeriodSummary';
import type { SummaryEntry } from '../../../src-shared/statements/period-summary';
import { fundEntriesSummaryView } from '../../../src-shared/statements/period-summary-view';
import { type CoverageFund, NEWEST_FIRST } from './movement-state';
import { differentQuotaDays } from './quota-days';
import { signed } from './signed';
import { StatementToolbar } from './StatementToolbar';
import { useHeaderSort, useKeptOffset, useRememberedSort, useShownColumns } from './use-table-view';
import { type TableSort, type VirtualColumn, VirtualTable } from '../../components/table/VirtualTable';
import { useCount } from '../../i18n/count';

export type DetailedBalance = ApiResult<'op14'>;
export type Profitability = ApiResult<'op16'>;
type BalanceEntry = DetailedBalance[number];

type BalanceSortColumn = BalanceSort['column'];
type ColumnId = 'data' | 'tipo' | 'descricao' | 'valor' | 'cotas' | 'conversao' | 'valorCota' | 'saldo';

/** Module constant (rows are memoized against the columns' identity); `essential`/`priority`: what a narrow screen keeps. */
const COLUMNS: readonly (VirtualColumn<BalanceEntry, BalanceSortColumn> & { id: ColumnId })[] = [
  { id: 'data', width: '92px', essential: true, sortKey: 'dataMovimento', cell: (e) => formatDate(e.dataMovimento) },
  {
    id: 'tipo',
    width: '136px',
    priority: 2,
    sortKey: 'tipoMovimento',
    cell: (e) => <CodeWord words={MOVEMENT_TYPE_WORDS} code={e.tipoMovimento} />,
  },
  {
    id: 'descricao',
    width: 'minmax(150px, 1fr)',
    essential: true,
    cell: (e) => formatText(e.descricaoMovimento),
    title: (e) => e.descricaoMovimento ?? undefined,
  },
  {
    id: 'valor',
    width: '132px',
    essential: true,
    align: 'end',
    sortKey: 'valorMovimento',
    cell: (e) => signed(e.valorMovimento, formatMoney(e.valorMovimento)),
  },
  {
    id: 'cotas',
    width: '132px',
    essential: true,
    align: 'end',
    sortKey: 'quantidadeCotasMovimento',
    cell: (e) => signed(e.quantidadeCotasMovimento, formatQuota(e.quantidadeCotasMovimento)),
  },
  { id: 'conversao', width: '96px', priority: 3, cell: (e) => formatDate(e.dataConversaoCota) },
  { id: 'valorCota', width: '112px', priority: 1, align: 'end', cell: (e) => formatQuota(e.valorConversaoCota) },
  { id: 'saldo', width: '132px', essential: true, align: 'end', cell: (e) => formatQuota(e.saldoMovimentoCota) },
];
const HEADER_KEYS: Record<
  ColumnId,
  'date' | 'type' | 'description' | 'value' | 'quotas' | 'conversion' | 'quotaValue' | 'quotaBalance'
> = {
  data: 'date',
  tipo: 'type',
  descricao: 'description',
  valor: 'value',
  cotas: 'quotas',
  conversao: 'conversion',
  valorCota: 'quotaValue',
  saldo: 'quotaBalance',
};
const NEWEST_ENTRIES_FIRST: TableSort<BalanceSortColumn> = {
  column: 'dataMovimento',
  direction: NEWEST_FIRST.direction,
};

export interface BalanceTabProps {
  cpf: string;
  certificate: string;
  /** Coverage/fund pairs named by the movements (undefined until they load). */
  pairs: readonly CoverageFund[] | undefined;
  /** Movements left out of the pairs: their coverage or fund is missing. */
  unpaired: number;
  /** Why the pairs could not be had (the movements' opening, or their summary: D198), and how to ask again (when it may help). */
  pairsQuery: { error: IpcError | undefined; retry: (() => void) | undefined };
  selected: CoverageFund | undefined;
  onSelect(pair: CoverageFund): void;
  balance: OperationQuery<DetailedBalance>;
  profitability: OperationQuery<Profitability>;
  scrollOffsetRef: RefObject<number>;
}

export function BalanceTab({
  cpf,
  certificate,
  pairs,
  unpaired,
  pairsQuery,
  selected,
  onSelect,
  balance,
  profitability,
  scrollOffsetRef,
}: BalanceTabProps) {
  const t = useT(messages);
  const countText = useCount();
  const language = useAppStore((s) => s.language);
  const [draft, setDraft] = useState<{ cobertura?: string; fundo?: string }>({});
  const [errors, setErrors] = useState<{ cobertura?: string; fundo?: string }>({});
  const cobertura = draft.cobertura ?? selected?.cobertura ?? '';
  const fundo = draft.fundo ?? selected?.fundo ?? '';

  const coverages = pairs ? [...new Set(pairs.map((p) => p.cobertura))] : [];
  const fundsOfCoverage = pairs?.filter((p) => p.cobertura === cobertura.trim()).map((p) => p.fundo) ?? [];
  const funds = fundsOfCoverage.length > 0 ? fundsOfCoverage : [...new Set(pairs?.map((p) => p.fundo) ?? [])];

  const [sort, setSort] = useRememberedSort('balance', NEWEST_ENTRIES_FIRST, BALANCE_SORT_COLUMNS);
  const onHeaderClick = useHeaderSort(sort, setSort, 'dataMovimento');
  const shown = useShownColumns('balance', COLUMNS);
  const keptOffset = useKeptOffset(scrollOffsetRef);
  const loaded = balance.data;
  const sortedEntries = useMemo(() => (loaded ? sortBalanceEntries(loaded, sort) : []), [loaded, sort]);
  const balanceQuotaDate = useMemo(
    () => (loaded && loaded.length > 0 ? fundBalance(loaded).quotaDate : null),
    [loaded],
  );
  const profitabilityQuotaDate = profitability.data?.dataCota ?? null;
  const quotaDaysDiffer = differentQuotaDays(balanceQuotaDate, profitabilityQuotaDate);

  function choose(pair: CoverageFund) {
    setDraft({});
    setErrors({});
    onSelect(pair);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const c = cobertura.trim();
    const f = fundo.trim();
    const problems = {
      cobertura: c === '' ? t('required') : isPathText(c) ? undefined : t('invalid'),
      fundo: f === '' ? t('required') : isPathText(f) ? undefined : t('invalid'),
    };
    setErrors(problems);
    if (problems.cobertura || problems.fundo) return;
    choose({ cobertura: c, fundo: f });
  }

  const headers = shown.columns.map((c) => t(HEADER_KEYS[c.id]));

  return (
    <Stack gap="lg">
      {/* Without the movements there are no funds to value: the chooser below says why and offers to retry. */}
      {pairs || !pairsQuery.error ? <FundBalances cpf={cpf} certificate={certificate} pairs={pairs} /> : null}
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={4}>{t('choose')}</Title>
          {pairs && pairs.length > 0 ? (
            <Group gap="xs" wrap="wrap">
              <Text size="sm" c="dimmed">
                {t('fromMovements')}
              </Text>
              {pairs.map((p) => {
                const active = selected?.cobertura === p.cobertura && selected.fundo === p.fundo;
                return (
                  <Button
                    key={`${p.cobertura}/${p.fundo}`}
                    size="compact-sm"
                    variant={active ? 'filled' : 'light'}
                    aria-pressed={active}
                    onClick={() => choose(p)}
                  >
                    {`${p.cobertura} · ${p.fundo}`}
                  </Button>
                );
              })}
            </Group>
          ) : !pairs && pairsQuery.error ? (
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {t('pairsFailed')} {errorText(pairsQuery.error, language)}
              </Text>
              {pairsQuery.retry ? (
                <Button size="compact-sm" variant="light" onClick={pairsQuery.retry}>
                  {t('retry')}
                </Button>
              ) : null}
            </Group>
          ) : !pairs ? (
            <Group gap="xs">
              <Loader size="xs" />
              <Text size="sm" c="dimmed">
                {t('loadingPairs')}
              </Text>
            </Group>
          ) : null}
          {pairs && unpaired > 0 ? (
            <Text size="xs" c="dimmed" role="note" data-testid="unpaired-note">
              <InfoGlyph /> {unpaired === 1 ? t('unpairedOne') : t('unpaired', { n: countText(unpaired) })}
            </Text>
          ) : null}
          <form onSubmit={submit}>
            <Group align="flex-start" gap="sm" wrap="wrap">
              <Autocomplete
                label={t('coverage')}
                data={coverages}
                value={cobertura}
                onChange={(value) => setDraft((d) => ({ ...d, cobertura: value }))}
                error={errors.cobertura}
                maxLength={20}
                w={200}
              />
              <Autocomplete
                label={t('fund')}
                data={funds}
                value={fundo}
                onChange={(value) => setDraft((d) => ({ ...d, fundo: value }))}
                error={errors.fundo}
                maxLength={20}
                w={200}
              />
              <Box pt={25}>
                <Button type="submit" variant="default">
                  {t('show')}
                </Button>
              </Box>
            </Group>
          </form>
        </Stack>
      </Paper>

      {!selected ? (
        <EmptyText>{t('pick')}</EmptyText>
      ) : (
        <>
          <Stack gap="xs">
            <Title order={4}>{t('profitability')}</Title>
            <OperationView query={profitability} skeleton={<LoadingBlock lines={2} height={48} />}>
              {(p) => (
                <Stack gap="sm">
                  <Group gap="lg" wrap="wrap">
                    <Text fw={600}>{formatText(p.apelidoFundo)}</Text>
                    <Text size="sm">
                      {t('cnpj')}: {formatCnpj(p.cnpjFundo)}
                    </Text>
                    <Text size="sm">
                      {t('quotaDate')}: {formatDate(p.dataCota)}
                      {quotaDaysDiffer ? (
                        <QuotaDayNote text={t('balanceOtherDay', { date: formatDate(balanceQuotaDate) })} />
                      ) : null}
                    </Text>
                  </Group>
                  <SimpleGrid component="dl" cols={{ base: 2, sm: 4, lg: 7 }} spacing="xs" m={0}>
                    {(
                      [
                        ['day', p.valorDia],
                        ['currentMonth', p.valorMesCorrente],
                        ['previousMonth', p.valorMesAnterior],
                        ['year', p.valorNoAno],
                        ['months12', p.valorUltimos12Meses],
                        ['months24', p.valorUltimos24Meses],
                        ['months36', p.valorUltimos36Meses],
                      ] as const
                    ).map(([key, value]) => (
                      <Paper key={key} withBorder p="xs">
                        <Text component="dt" size="xs" c="dimmed">
                          {t(key)}
                        </Text>
                        <Text component="dd" m={0} fw={600} c={value !== null && value < 0 ? 'red' : undefined}>
                          {formatPercent(value)}
                        </Text>
                      </Paper>
                    ))}
                  </SimpleGrid>
                </Stack>
              )}
            </OperationView>
          </Stack>

          <Stack gap="xs">
            <Group justify="space-between" align="flex-end" wrap="wrap">
              <Title order={4}>{t('balance')}</Title>
              <StatementToolbar
                table={t('balance')}
                columns={COLUMNS.map((c) => ({ ...c, header: t(HEADER_KEYS[c.id]) }))}
                shown={shown}
                exportLabel={t('export')}
                rows={balance.data?.length ?? 0}
                disabled={!balance.data || balance.data.length === 0}
                statement={() => ({
                  kind: 'balance',
                  path: {
                    idcliente: cpf,
                    idcertificado: certificate,
                    idcobertura: selected.cobertura,
                    idfundo: selected.fundo,
                  },
                  // The PDF and the print cover every fund offered here (D401).
                  ...(pairs && pairs.length > 0 ? { funds: [...pairs] } : {}),
                  sort,
                })}
              />
            </Group>
            <OperationView query={balance} skeleton={<LoadingBlock lines={8} height={30} />}>
              {(entries) => (
                <Stack gap="xs">
                  <FundPeriodSummary pair={selected} entries={entries} />
                  <EntriesSummary
                    entries={entries}
                    note={
                      quotaDaysDiffer ? (
                        <QuotaDayNote text={t('profitabilityOtherDay', { date: formatDate(profitabilityQuotaDate) })} />
                      ) : null
                    }
                  />
                  <VirtualTable
                    label={t('balance')}
                    rows={sortedEntries}
                    columns={shown.columns}
                    headers={headers}
                    sort={sort}
                    onSort={onHeaderClick}
                    onWidthChange={shown.onWidthChange}
                    height="max(300px, calc(100vh - 560px))"
                    empty={t('noEntries')}
                    {...keptOffset}
                    dataAttributes={{ 'data-total-rows': entries.length }}
                  />
                </Stack>
              )}
            </OperationView>
          </Stack>
        </>
      )}
    </Stack>
  );
}

/** Said next to a quota date when the other figure on screen is of another day's quota. */
function QuotaDayNote({ text }: { text: string }) {
  return (
    <Text span size="xs" c="orange" fw={500} role="note" data-testid="quota-days-differ">
      {' — '}
      {text}
    </Text>
  );
}

/** The chosen fund's summary over every entry the service gave: the balance statement's own (D350, D500). */
function FundPeriodSummary({ pair, entries }: { pair: CoverageFund; entries: DetailedBalance }) {
  const view = useMemo(() => fundEntriesSummaryView(pair, entries as readonly SummaryEntry[]), [pair, entries]);
  return <PeriodSummary view={view} />;
}

/** How many entries, and the chosen fund's final balance with what it rests on when the dates could not say it (D250). */
function EntriesSummary({ entries, note }: { entries: DetailedBalance; note: React.ReactNode }) {
  const t = useT(messages);
  const countText = useCount();
  const balance = useMemo(() => (entries.length > 0 ? fundBalance(entries) : undefined), [entries]);
  return (
    <>
      <Group gap="lg">
        <Text size="sm" fw={600}>
          {entries.length === 1 ? t('entriesOne') : t('entries', { n: countText(entries.length) })}
        </Text>
        {balance ? <SelectedFundBalance balance={balance} note={note} /> : null}
      </Group>
      <LatestBalanceNote balance={balance} />
    </>
  );
}

/** The chosen fund's final quota balance and its value in R$ (D110), from the same rule as "Saldo por fundo". */
function SelectedFundBalance({ balance, note }: { balance: FundBalance; note: React.ReactNode }) {
  const t = useT(messages);
  return (
    <>
      <Text size="sm">
        {t('finalQuotas')}{' '}
        <Text span fw={600}>
          {formatQuota(balance.quotas)}
        </Text>
      </Text>
      <Text size="sm" data-testid="selected-fund-amount">
        {t('finalAmount')}{' '}
        {balance.cents !== null ? (
          <>
            <Text span fw={600}>
              {formatMoney(reaisText(balance.cents))}
            </Text>{' '}
            <Text span size="xs" c="dimmed">
              {t('atQuota', { value: formatQuota(balance.quotaValue), date: formatDate(balance.quotaDate) })}
            </Text>
            {note}
          </>
        ) : (
          <Text span c="dimmed">
            {balance.gap === 'no-quota-value'
              ? t('noConvertedQuota')
              : balance.gap === 'uncertain-latest'
                ? t('uncertain')
                : '—'}
          </Text>
        )}
      </Text>
    </>
  );
}
