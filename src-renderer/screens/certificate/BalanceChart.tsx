/**
 * Renderer. "Evolução do saldo" and "Quanto rendeu?" on "Saldo e rentabilidade": the balance in R$ at the end of
 * each of the last 13 months, per fund and in total, as lines; the earnings of 12 months and of the year as bars
 * (D320–D322). Every number comes from balance-history.ts; a month it cannot tell is a gap in the line (never
 * joined across) and "sem dado" in the table. The charts are pictures for the eye (kept out of the Tab order and
 * of the accessibility tree); the same numbers are in two tables right after them, the earnings one visible and the
 * monthly one read by screen readers.
 */
import { BarChart, ChartTooltip, type ChartTooltipProps, LineChart } from '@mantine/charts';
import { Box, Grid, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMemo } from 'react';
import type { TooltipContentProps } from 'recharts';
import { formatAxisMoney, formatMoney } from '../../../src-shared/format/display';
import { longMonth, shortMonth } from '../../../src-shared/format/month-label';
import { reaisText } from '../../../src-shared/format/reais-text';
import {
  balanceChartData,
  chartHeight,
  type Earnings,
  type FundHistory,
} from '../../../src-shared/statements/balance-history';
import { BALANCE_CHART_WORDS } from '../../../src-shared/words/balance-chart-words';
import { useT } from '../../i18n/i18n';
import { useAppStore } from '../../state/store';

export interface ChartFund {
  label: string;
  history: FundHistory;
}

/** One colour per fund, in order; the total stands apart. */
const FUND_COLORS = ['blue.6', 'teal.6', 'grape.6', 'orange.6', 'cyan.7', 'pink.6', 'lime.7', 'indigo.4'];
/** The page's own text colour: dark on light, light on dark, apart from every fund's. */
const TOTAL_COLOR = 'var(--mantine-color-text)';
/** A picture, not a control: no Tab stop, no "application" role (recharts' keyboard layer). */
const PICTURE = { accessibilityLayer: false } as const;
const NO_ANIMATION = { isAnimationActive: false } as const;

/** An amount written from its centavos, exactly ("—" when unknown). */
const money = (cents: bigint | null | undefined) => formatMoney(reaisText(cents ?? null));

/**
 * A chart's row: where it is on the x axis (`at`), each series' height (a Number, to draw) under its name, and its
 * amount (written from the centavos) in `amounts`, which the tooltip shows: past 2^53 centavos the height's digits
 * are not the amount's.
 */
function chartRow(at: Record<string, string>, points: readonly (readonly [string, bigint | null])[]) {
  return {
    ...at,
    ...Object.fromEntries(points.map(([name, cents]) => [name, cents === null ? null : chartHeight(cents)])),
    amounts: Object.fromEntries(points.map(([name, cents]) => [name, money(cents)])),
  };
}

type ChartRow = ReturnType<typeof chartRow>;

/** The tooltip with each point's amount from its row's `amounts` (chartRow) instead of its drawn height. */
function exactTooltip(series: ChartTooltipProps['series']) {
  return {
    content: ({ label, payload }: TooltipContentProps<number, string>) => (
      <ChartTooltip
        label={label}
        series={series}
        payload={payload?.map((item) => ({
          ...item,
          payload: { ...item.payload, [String(item.name)]: (item.payload as ChartRow)?.amounts[String(item.name)] },
        }))}
      />
    ),
  };
}

export function BalanceChart({ funds }: { funds: readonly ChartFund[] }) {
  const t = useT(BALANCE_CHART_WORDS);
  const language = useAppStore((s) => s.language);
  const data = useMemo(() => balanceChartData(funds), [funds]);

  if (!data) {
    return (
      <Text size="sm" c="dimmed" data-testid="balance-chart-none">
        {t('noMonth')}
      </Text>
    );
  }

  const last = data.months.at(-1) as string;
  const series = [
    ...data.funds.map((f, i) => ({ name: `f${i}`, label: f.label, color: FUND_COLORS[i % FUND_COLORS.length]! })),
    { name: 'total', label: t('total'), color: TOTAL_COLOR },
  ];
  const lineData = data.months.map((month, m) =>
    chartRow({ month: shortMonth(month, language) }, [
      ...data.funds.map((f, i) => [`f${i}`, f.cents[m] ?? null] as const),
      ['total', data.total[m] ?? null] as const,
    ]),
  );
  const periods = [
    {
      key: 'months12',
      label: t('months12', { month: shortMonth(last, language) }),
      short: t('bar12'),
      of: (e: EarningsOf) => e.earnings12,
    },
    {
      key: 'year',
      label: t('year', { year: data.year, month: shortMonth(last, language) }),
      short: t('barYear', { year: data.year }),
      of: (e: EarningsOf) => e.earningsYear,
    },
  ];
  const barData = periods.map((p) =>
    chartRow({ period: p.short }, [
      ...data.funds.map((f, i) => [`f${i}`, earned(p.of(f))] as const),
      ['total', earned(p.of(data))] as const,
    ]),
  );
  const gaps = data.total.some((c) => c === null) || data.funds.some((f) => f.cents.some((c) => c === null));
  const anyEarnings = periods.some((p) => [...data.funds, data].some((e) => p.of(e).kind === 'known'));
  // The axis is as wide as its longest tick, however many digits the balances have.
  const yAxisProps = { width: 'auto', tickFormatter: (v: number) => formatAxisMoney(v, language) } as const;

  return (
    <Paper withBorder p="md" data-testid="balance-chart">
      <Stack gap="xs">
        <Title order={4}>{t('title')}</Title>
        <Text size="sm" c="dimmed">
          {t('subtitle', { from: longMonth(data.months[0]!, language), to: longMonth(last, language) })}
        </Text>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 7 }} aria-hidden data-testid="balance-chart-lines">
            <LineChart
              h={240}
              data={lineData}
              dataKey="month"
              series={series}
              curveType="linear"
              connectNulls={false}
              withLegend
              legendProps={{ verticalAlign: 'bottom', height: 40 }}
              tooltipProps={exactTooltip(series)}
              yAxisProps={yAxisProps}
              lineChartProps={PICTURE}
              lineProps={NO_ANIMATION}
              tooltipAnimationDuration={0}
              strokeWidth={2}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap={4}>
              <Title order={5}>{t('earningsTitle')}</Title>
              {anyEarnings ? (
                <Box aria-hidden data-testid="balance-chart-bars">
                  <BarChart
                    h={170}
                    data={barData}
                    dataKey="period"
                    series={series}
                    tooltipProps={exactTooltip(series)}
                    yAxisProps={yAxisProps}
                    barChartProps={PICTURE}
                    barProps={NO_ANIMATION}
                    tooltipAnimationDuration={0}
                  />
                </Box>
              ) : null}
              <EarningsTable data={data} periods={periods} />
            </Stack>
          </Grid.Col>
        </Grid>
        <VisuallyHidden>
          <MonthTable data={data} />
        </VisuallyHidden>
        {gaps ? (
          <Text size="xs" c="dimmed" role="note" data-testid="balance-chart-gaps">
            {t('gaps')}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed">
          {t('how')}
        </Text>
      </Stack>
    </Paper>
  );
}

type ChartData = NonNullable<ReturnType<typeof balanceChartData>>;
type EarningsOf = { earnings12: Earnings; earningsYear: Earnings };

const earned = (e: Earnings) => (e.kind === 'known' ? e.cents : null);

/** The earnings per fund and in total: the numbers of the bars, visible. */
function EarningsTable({
  data,
  periods,
}: {
  data: ChartData;
  periods: readonly { key: string; label: string; of: (e: EarningsOf) => Earnings }[];
}) {
  const t = useT(BALANCE_CHART_WORDS);
  const rows: { label: string; of: EarningsOf; total?: boolean }[] = [
    ...data.funds.map((f) => ({ label: f.label, of: f })),
    { label: t('total'), of: data, total: true },
  ];
  return (
    <Table aria-label={t('earningsTable')} data-testid="balance-earnings" fz="sm" verticalSpacing={2}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('fund')}</Table.Th>
          {periods.map((p) => (
            <Table.Th key={p.key} ta="right">
              {p.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.label} fw={row.total ? 700 : undefined}>
            <Table.Td>{row.label}</Table.Td>
            {periods.map((p) => (
              <Table.Td key={p.key} ta="right" data-testid={row.total ? `balance-earnings-${p.key}` : undefined}>
                <EarningsCell earnings={p.of(row.of)} />
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function EarningsCell({ earnings }: { earnings: Earnings }) {
  const t = useT(BALANCE_CHART_WORDS);
  if (earnings.kind === 'known')
    return (
      <Text span inherit c={earnings.cents < 0n ? 'red' : undefined} style={{ whiteSpace: 'nowrap' }}>
        {money(earnings.cents)}
      </Text>
    );
  return (
    <Text span size="xs" c="dimmed">
      {t('unavailable')} ({t(earnings.reason)})
    </Text>
  );
}

/** Every month's balance per fund and in total, for screen readers: the lines' numbers. */
function MonthTable({ data }: { data: ChartData }) {
  const t = useT(BALANCE_CHART_WORDS);
  const language = useAppStore((s) => s.language);
  const cell = (cents: bigint | null | undefined) =>
    cents === null || cents === undefined ? t('noPoint') : money(cents);
  return (
    <table data-testid="balance-chart-table">
      <caption>{t('table')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('month')}</th>
          {data.funds.map((f) => (
            <th key={f.label} scope="col">
              {f.label}
            </th>
          ))}
          <th scope="col">{t('total')}</th>
        </tr>
      </thead>
      <tbody>
        {data.months.map((month, m) => (
          <tr key={month}>
            <th scope="row">{longMonth(month, language)}</th>
            {data.funds.map((f) => (
              <td key={f.label}>{cell(f.cents[m])}</td>
            ))}
            <td>{cell(data.total[m])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
