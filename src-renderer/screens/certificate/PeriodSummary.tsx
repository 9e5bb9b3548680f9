/**
 * Renderer. The statement's period summary on screen (D350, D500): per fund, the opening balance, the settled
 * movements of the period by kind, the change of the quota's value and the closing balance, in R$ and quotas,
 * and whether it reconciles; then the certificate's total in R$. The figures are the documents' own (made by
 * the same shared function), so what the employee reads here is what the PDF and the .xlsx print. A figure
 * that could not be established is "não apurado", with the reason in words: never a number made up.
 */
import { Accordion, Badge, Group, Paper, SimpleGrid, Table, Text } from '@mantine/core';
import { formatDateBR } from '../../../src-shared/format/calendar-date';
import { formatInteger, formatMoney, formatQuota } from '../../../src-shared/format/display';
import { isNegativeReais, type ReaisText } from '../../../src-shared/format/reais-text';
import type {
  BalanceAtView,
  FundSummaryView,
  KindView,
  PeriodSummaryView,
} from '../../../src-shared/statements/period-summary-view';
import { type SummaryProblem, summaryProblemText } from '../../../src-shared/statements/summary-problems';
import { useT } from '../../i18n/i18n';
import { useAppStore } from '../../state/store';
import { periodSummaryMessages as messages } from './messages';

type T = ReturnType<typeof useT<keyof (typeof messages)['pt-BR']>>;

interface Line {
  id: string;
  label: string;
  reais: ReaisText | null | undefined;
  quotas?: number | null | undefined;
  strong?: boolean;
}

function balanceLabel(t: T, what: 'opening' | 'closing', balance: BalanceAtView): string {
  return balance.quotaDate === null || balance.quotas === 0
    ? t(what)
    : `${t(what)} ${t('atQuota', { date: formatDateBR(balance.quotaDate) })}`;
}

function kindLines(t: T, kinds: readonly KindView[]): Line[] {
  return kinds.map((k) => ({
    id: k.kind,
    label: `${t(k.kind)} (${formatInteger(k.count)})`,
    reais: k.reais,
    ...(k.quotas !== undefined ? { quotas: k.quotas } : {}),
  }));
}

function fundLines(t: T, fund: FundSummaryView): Line[] {
  return [
    {
      id: 'opening',
      label: balanceLabel(t, 'opening', fund.opening),
      reais: fund.opening.reais,
      quotas: fund.opening.quotas,
    },
    ...kindLines(t, fund.kinds),
    { id: 'valuation', label: t('valuation'), reais: fund.valuation },
    {
      id: 'closing',
      label: balanceLabel(t, 'closing', fund.closing),
      reais: fund.closing.reais,
      quotas: fund.closing.quotas,
      strong: true,
    },
  ];
}

export function fundTitleOf(t: T, fund: Pick<FundSummaryView, 'cobertura' | 'fundo'>): string {
  const what = fund.fundo.trim() === '' ? t('noFund') : t('fund', { fund: fund.fundo });
  return fund.cobertura.trim() === '' ? what : `${what} · ${t('coverage', { coverage: fund.cobertura })}`;
}

/** An amount in R$ (the exact text of its centavos) or a number of quotas. */
function Figure({ value, t }: { value: ReaisText | number | null | undefined; t: T }) {
  if (value === undefined) return null;
  if (value === null)
    return (
      <Text span size="sm" c="dimmed" fs="italic">
        {t('notEstablished')}
      </Text>
    );
  return (
    <Text
      span
      size="sm"
      c={(typeof value === 'number' ? value < 0 : isNegativeReais(value)) ? 'red' : undefined}
      style={{ whiteSpace: 'nowrap' }}
    >
      {typeof value === 'number' ? formatQuota(value) : formatMoney(value)}
    </Text>
  );
}

/** One block: its lines in a table (label, R$, quotas when a fund), and the verdict. */
function SummaryBlock(props: {
  title: string;
  lines: Line[];
  withQuotas: boolean;
  problems: readonly SummaryProblem[];
  reconciledText: string;
  testId: string;
}) {
  const t = useT(messages);
  const language = useAppStore((s) => s.language);
  const reconciled = props.problems.length === 0;
  return (
    <Paper withBorder p="xs" data-testid={props.testId} data-reconciled={reconciled}>
      <Text size="sm" fw={600} mb={4}>
        {props.title}
      </Text>
      <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing={6} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Text span size="xs" c="dimmed">
                {t('line')}
              </Text>
            </Table.Th>
            <Table.Th ta="right">{t('reais')}</Table.Th>
            {props.withQuotas ? <Table.Th ta="right">{t('quotas')}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.lines.map((line) => (
            <Table.Tr key={line.id} data-line={line.id} fw={line.strong ? 700 : undefined}>
              <Table.Td>{line.label}</Table.Td>
              <Table.Td ta="right" data-cell="reais" data-value={line.reais ?? ''}>
                <Figure value={line.reais} t={t} />
              </Table.Td>
              {props.withQuotas ? (
                <Table.Td ta="right" data-cell="quotas" data-value={line.quotas ?? ''}>
                  <Figure value={line.quotas} t={t} />
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" mt={4} c={reconciled ? 'teal.8' : 'orange.9'} data-testid="verdict">
        {reconciled
          ? props.reconciledText
          : `${t('notReconciled')} ${props.problems.map((problem) => summaryProblemText(problem, language)).join('; ')}.`}
      </Text>
    </Paper>
  );
}

export function FundSummaryBlock({ fund, title }: { fund: FundSummaryView; title?: string }) {
  const t = useT(messages);
  return (
    <SummaryBlock
      title={title ?? fundTitleOf(t, fund)}
      lines={fundLines(t, fund)}
      withQuotas
      problems={fund.problems}
      reconciledText={t('reconciled')}
      testId="period-fund"
    />
  );
}

function periodWords(t: T, view: Pick<PeriodSummaryView, 'from' | 'to'>): string {
  const from = view.from !== undefined ? formatDateBR(view.from) : undefined;
  const to = view.to !== undefined ? formatDateBR(view.to) : undefined;
  if (from !== undefined && to !== undefined) return t('period', { from, to });
  if (from !== undefined) return t('since', { from });
  if (to !== undefined) return t('until', { to });
  return t('wholeHistory');
}

/** The movements tab's summary: folded to one line (its period and verdict) so the rows keep their room; opened with a key. */
export function PeriodSummary({ view }: { view: PeriodSummaryView | undefined }) {
  const t = useT(messages);
  if (!view)
    return (
      <Text size="sm" c="dimmed" aria-busy="true">
        {t('loading')}
      </Text>
    );
  const allReconciled = view.funds.every((f) => f.problems.length === 0) && view.total.problems.length === 0;
  const total = view.total;
  return (
    <Accordion variant="contained" chevronPosition="left" data-testid="period-summary">
      <Accordion.Item value="summary">
        <Accordion.Control>
          <Group gap="sm" wrap="wrap">
            <Text size="sm" fw={600}>
              {t('title')}: {periodWords(t, view)}
            </Text>
            <Badge color={allReconciled ? 'teal' : 'orange'} variant="light" data-testid="period-verdict">
              {allReconciled ? t('allReconciled') : t('someNotReconciled')}
            </Badge>
          </Group>
        </Accordion.Control>
        <Accordion.Panel>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xs">
            {view.funds.map((fund) => (
              <FundSummaryBlock key={`${fund.cobertura}|${fund.fundo}`} fund={fund} />
            ))}
            {view.funds.length > 1 ? (
              <SummaryBlock
                title={t('certificate')}
                lines={[
                  { id: 'opening', label: t('opening'), reais: total.opening },
                  ...kindLines(t, total.kinds),
                  { id: 'valuation', label: t('valuation'), reais: total.valuation },
                  { id: 'closing', label: t('closing'), reais: total.closing, strong: true },
                ]}
                withQuotas={false}
                problems={total.problems}
                reconciledText={t('totalReconciled')}
                testId="period-total"
              />
            ) : null}
          </SimpleGrid>
          <Text size="xs" c="dimmed" mt={4}>
            {t('rule')}
          </Text>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
