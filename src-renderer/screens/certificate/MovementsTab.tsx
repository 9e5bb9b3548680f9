/**
 * Renderer. Movimentações (Op12): filters, totals of what is shown, CSV
 * export of the same view, and the virtualized table (see VirtualTable.tsx).
 * Data, filters and sort live in CertificateScreen, so leaving the tab loses
 * nothing.
 *
 * Missing data: a missing cell reads "—"; the type and fund filters offer
 * "Não informado" when some movement lacks that value; the sums say how many
 * movements had no amount or no quotas to add; the drift note sits under the
 * table when the service left fields out.
 */
import { Button, Group, Loader, MultiSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { type Dispatch, type RefObject, type SetStateAction, useCallback } from 'react';
import { EMPTY, formatDate, formatInteger, formatMoney, formatQuota, formatText } from '../../../src-shared/format/display';
import type { Movement } from '../../../src-shared/statements/movement-view';
import { LoadingBlock, OperationView } from '../../data/OperationView';
import type { OperationQuery } from '../../data/use-operation';
import { defineMessages, useT } from '../../i18n/i18n';
import { formatQuotaSum } from './certificate-format';
import { ExportMenu } from './ExportMenu';
import { EmptyText } from './Fields';
import { type MovementsUi, type MovementView, hasFilters, INITIAL_MOVEMENTS_UI, nextSort, NOT_INFORMED_CHOICE, type SortColumn } from './movement-state';
import { signed } from './signed';
import { tableClasses, type VirtualColumn, VirtualTable } from './VirtualTable';

const messages = defineMessages(
  {
    table: 'Movimentações financeiras',
    date: 'Data',
    type: 'Tipo',
    description: 'Descrição',
    fund: 'Fundo',
    coverage: 'Cobertura',
    status: 'Status',
    value: 'Valor (R$)',
    quotas: 'Cotas',
    quotaBalance: 'Saldo em cotas',
    from: 'De',
    to: 'Até',
    toBeforeFrom: 'A data final é anterior à inicial.',
    movementType: 'Tipo de movimento',
    fundFilter: 'Fundo',
    search: 'Buscar na descrição',
    searchHint: 'Descrição, código ou identificação',
    clear: 'Limpar filtros',
    all: 'Todos',
    nothingFound: 'Nada encontrado',
    totals: 'Totais das movimentações exibidas',
    count: '{n} movimentações',
    countOne: '1 movimentação',
    ofTotal: 'de {n}',
    sumValue: 'Soma dos valores:',
    sumQuotas: 'Soma das cotas:',
    updating: 'Atualizando…',
    counting: 'calculando…',
    loadingChoices: 'Carregando opções…',
    export: 'Exportar CSV',
    none: 'Este certificado não tem movimentações.',
    noneFiltered: 'Nenhuma movimentação com estes filtros.',
    notInformed: 'Não informado',
    valueMissing: '({n} movimentações sem valor não somadas)',
    valueMissingOne: '(1 movimentação sem valor não somada)',
    quotasMissing: '({n} movimentações sem cotas não somadas)',
    quotasMissingOne: '(1 movimentação sem cotas não somada)',
  },
  {
    table: 'Financial movements',
    date: 'Date',
    type: 'Type',
    description: 'Description',
    fund: 'Fund',
    coverage: 'Coverage',
    status: 'Status',
    value: 'Amount (R$)',
    quotas: 'Quotas',
    quotaBalance: 'Quota balance',
    from: 'From',
    to: 'To',
    toBeforeFrom: 'The end date is before the start date.',
    movementType: 'Movement type',
    fundFilter: 'Fund',
    search: 'Search the description',
    searchHint: 'Description, code or identification',
    clear: 'Clear filters',
    all: 'All',
    nothingFound: 'Nothing found',
    totals: 'Totals of the movements shown',
    count: '{n} movements',
    countOne: '1 movement',
    ofTotal: 'of {n}',
    sumValue: 'Sum of amounts:',
    sumQuotas: 'Sum of quotas:',
    updating: 'Updating…',
    counting: 'adding up…',
    loadingChoices: 'Loading choices…',
    export: 'Export CSV',
    none: 'This certificate has no movements.',
    noneFiltered: 'No movement matches these filters.',
    notInformed: 'Not provided',
    valueMissing: '({n} movements without an amount not added)',
    valueMissingOne: '(1 movement without an amount not added)',
    quotasMissing: '({n} movements without quotas not added)',
    quotasMissingOne: '(1 movement without quotas not added)',
  },
);

/** Module constant: the memoized rows compare against its identity. */
const COLUMNS: readonly VirtualColumn<Movement, SortColumn>[] = [
  { id: 'data', width: '96px', sortKey: 'dataMovimento', cell: (m) => formatDate(m.dataMovimento) },
  { id: 'tipo', width: '124px', sortKey: 'tipoMovimento', cell: (m) => formatText(m.tipoMovimento), title: (m) => m.tipoMovimento ?? undefined },
  { id: 'descricao', width: 'minmax(190px, 1fr)', cell: (m) => formatText(m.descricaoMovimento), title: (m) => m.descricaoMovimento ?? undefined },
  { id: 'fundo', width: '92px', sortKey: 'codigoFundo', cell: (m) => formatText(m.codigoFundo) },
  { id: 'cobertura', width: '96px', cell: (m) => formatText(m.tipoCobertura) },
  {
    id: 'status',
    width: '118px',
    cell: (m) => (m.statusMovimento === 'PENDENTE' ? <span className={tableClasses.pending}>{m.statusMovimento}</span> : formatText(m.statusMovimento)),
  },
  { id: 'valor', width: '140px', align: 'end', sortKey: 'valorMovimento', cell: (m) => signed(m.valorMovimento, formatMoney(m.valorMovimento)) },
  {
    id: 'cotas',
    width: '150px',
    align: 'end',
    sortKey: 'quantidadeCotasMovimento',
    cell: (m) => signed(m.quantidadeCotasMovimento, formatQuota(m.quantidadeCotasMovimento)),
  },
  { id: 'saldo', width: '150px', align: 'end', cell: (m) => formatQuota(m.saldoMovimentoCota) },
];
const MIN_WIDTH = 1156;
const NO_CHOICES: readonly string[] = [];

type Choice = string | { value: string; label: string };

/** A filter's choices: the values present, then "Não informado" when some movement lacks the value. */
function choicesOf(values: readonly string[] | undefined, anyMissing: boolean, notInformed: string): readonly Choice[] {
  if (!values) return NO_CHOICES;
  return anyMissing ? [...values, { value: NOT_INFORMED_CHOICE, label: notInformed }] : values;
}

/** Each load is marked once, the first time its rows are on screen (the benchmark measures load → interactive). */
const markedLoads = new WeakSet<readonly Movement[]>();
export const MOVEMENTS_LOAD_START = 'balcao:movements-load-start';
const MOVEMENTS_INTERACTIVE = 'balcao:movements-interactive';

function markInteractive(data: readonly Movement[]) {
  if (markedLoads.has(data)) return;
  markedLoads.add(data);
  performance.mark(MOVEMENTS_INTERACTIVE);
  try {
    performance.measure('balcao:movements-load-to-interactive', MOVEMENTS_LOAD_START, MOVEMENTS_INTERACTIVE);
  } catch {
    // No start mark (loaded before this screen measured): the mark alone is enough.
  }
}

export interface MovementsTabProps {
  cpf: string;
  certificate: string;
  query: OperationQuery<Movement[]>;
  view: MovementView;
  ui: MovementsUi;
  setUi: Dispatch<SetStateAction<MovementsUi>>;
  scrollOffsetRef: RefObject<number>;
}

export function MovementsTab({ cpf, certificate, query, view, ui, setUi, scrollOffsetRef }: MovementsTabProps) {
  const t = useT(messages);
  const data = query.data;

  // Read the input's value now: the updater runs later, when React has let go of the event.
  const setFrom = (from: string) => setUi((s) => ({ ...s, from }));
  const setTo = (to: string) => setUi((s) => ({ ...s, to }));
  const setText = (text: string) => setUi((s) => ({ ...s, text }));
  const onSort = useCallback((column: SortColumn) => setUi((s) => ({ ...s, sort: nextSort(s.sort, column) })), [setUi]);
  const onRowsShown = useCallback(() => {
    if (data) markInteractive(data);
  }, [data]);
  const onOffsetChange = useCallback(
    (offset: number) => {
      scrollOffsetRef.current = offset;
    },
    [scrollOffsetRef],
  );
  const initialOffset = useCallback(() => scrollOffsetRef.current, [scrollOffsetRef]);

  const headers = [t('date'), t('type'), t('description'), t('fund'), t('coverage'), t('status'), t('value'), t('quotas'), t('quotaBalance')];
  const rangeError = ui.from !== '' && ui.to !== '' && ui.to < ui.from ? t('toBeforeFrom') : undefined;
  const filtered = hasFilters(ui);
  // Facets and sums come from a pass over every row that runs after the first rows are on screen.
  const { totals, facets, missing, missingInAll } = view;
  const count = totals?.count ?? view.rows.length;
  /** Every movement shown lacks the value: there is no sum, only "—" and how many lacked it. */
  const allMissing = (n: number | undefined) => n !== undefined && n > 0 && n === count;
  /** " (3 movimentações sem valor não somadas)" when some were left out of a sum. */
  const leftOut = (n: number | undefined, one: 'valueMissingOne' | 'quotasMissingOne', many: 'valueMissing' | 'quotasMissing') =>
    n === undefined || n === 0 ? null : (
      <Text span c="dimmed" size="sm">
        {' '}
        {n === 1 ? t(one) : t(many, { n: formatInteger(n) })}
      </Text>
    );
  const pendingSum = (
    <Text span c="dimmed" aria-busy="true">
      {t('counting')}
    </Text>
  );

  return (
    <OperationView query={query} skeleton={<LoadingBlock lines={10} height={30} />}>
      {(movements) =>
        movements.length === 0 ? (
          <EmptyText>{t('none')}</EmptyText>
        ) : (
          <Stack gap="sm">
            <Group align="flex-start" gap="sm" wrap="wrap">
              <TextInput type="date" label={t('from')} value={ui.from} onChange={(e) => setFrom(e.currentTarget.value)} w={160} />
              <TextInput
                type="date"
                label={t('to')}
                value={ui.to}
                onChange={(e) => setTo(e.currentTarget.value)}
                error={rangeError}
                w={160}
              />
              <MultiSelect
                label={t('movementType')}
                data={choicesOf(facets?.tiposMovimento, (missingInAll?.tipo ?? 0) > 0, t('notInformed'))}
                value={ui.tipos}
                onChange={(tipos) => setUi((s) => ({ ...s, tipos }))}
                placeholder={ui.tipos.length === 0 ? (facets ? t('all') : t('loadingChoices')) : undefined}
                searchable
                clearable
                nothingFoundMessage={facets ? t('nothingFound') : t('loadingChoices')}
                maxValues={50}
                w={260}
              />
              <MultiSelect
                label={t('fundFilter')}
                data={choicesOf(facets?.fundos, (missingInAll?.fundo ?? 0) > 0, t('notInformed'))}
                value={ui.fundos}
                onChange={(fundos) => setUi((s) => ({ ...s, fundos }))}
                placeholder={ui.fundos.length === 0 ? (facets ? t('all') : t('loadingChoices')) : undefined}
                searchable
                clearable
                nothingFoundMessage={facets ? t('nothingFound') : t('loadingChoices')}
                maxValues={50}
                w={220}
              />
              <TextInput
                label={t('search')}
                placeholder={t('searchHint')}
                value={ui.text}
                onChange={(e) => setText(e.currentTarget.value)}
                maxLength={100}
                style={{ flex: '1 1 220px' }}
                type="search"
              />
              <Button variant="subtle" mt={25} onClick={() => setUi((s) => ({ ...INITIAL_MOVEMENTS_UI, sort: s.sort }))} disabled={!filtered}>
                {t('clear')}
              </Button>
            </Group>

            <Paper withBorder px="sm" py={6}>
              <Group justify="space-between" gap="sm" wrap="wrap">
                <Group gap="lg" wrap="wrap" role="group" aria-label={t('totals')} aria-live="polite">
                  <Text size="sm" fw={600}>
                    {count === 1 ? t('countOne') : t('count', { n: formatInteger(count) })}
                    {count !== movements.length ? ` ${t('ofTotal', { n: formatInteger(movements.length) })}` : ''}
                  </Text>
                  <Text size="sm">
                    {t('sumValue')}{' '}
                    {totals ? (
                      <Text span fw={600} c={totals.sumValor < 0 ? 'red' : undefined}>
                        {formatMoney(allMissing(missing?.valor) ? null : totals.sumValor)}
                      </Text>
                    ) : (
                      pendingSum
                    )}
                    {totals ? leftOut(missing?.valor, 'valueMissingOne', 'valueMissing') : null}
                  </Text>
                  <Text size="sm">
                    {t('sumQuotas')}{' '}
                    {totals ? (
                      <Text span fw={600}>
                        {allMissing(missing?.cotas) ? EMPTY : formatQuotaSum(totals.sumCotas)}
                      </Text>
                    ) : (
                      pendingSum
                    )}
                    {totals ? leftOut(missing?.cotas, 'quotasMissingOne', 'quotasMissing') : null}
                  </Text>
                  {view.stale ? (
                    <Group gap={6}>
                      <Loader size="xs" />
                      <Text size="sm" c="dimmed">
                        {t('updating')}
                      </Text>
                    </Group>
                  ) : null}
                </Group>
                <ExportMenu
                  label={t('export')}
                  rows={view.rows.length}
                  disabled={view.rows.length === 0 || view.stale}
                  request={(format) => ({
                    kind: 'movements',
                    format,
                    path: { idcliente: cpf, idcertificado: certificate },
                    ...(view.filter ? { filter: view.filter } : {}),
                    ...(view.sort ? { sort: view.sort } : {}),
                  })}
                />
              </Group>
            </Paper>

            <VirtualTable
              label={t('table')}
              rows={view.rows}
              columns={COLUMNS}
              headers={headers}
              sort={ui.sort}
              onSort={onSort}
              minWidth={MIN_WIDTH}
              height="max(320px, calc(100vh - 420px))"
              empty={t('noneFiltered')}
              initialOffset={initialOffset}
              onOffsetChange={onOffsetChange}
              onRowsShown={onRowsShown}
              dataAttributes={{ 'data-total-rows': view.rows.length, 'data-all-rows': movements.length }}
            />
          </Stack>
        )
      }
    </OperationView>
  );
}
