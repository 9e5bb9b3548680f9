/**
 * Renderer. "Saldo por fundo": every coverage and fund the movements name,
 * with its quota balance, the quota value of its latest conversion and the
 * balance in R$, and the certificate's total in R$ (D110). The API set has no
 * balance in money: each fund's comes from its detailed balance (Op14), as
 * quotas × quota value, exactly (src-shared/statements/fund-balance.ts).
 *
 * One read per fund, together; only the figures are kept (not the entries).
 * A fund whose read failed or whose value cannot be worked out is listed with
 * the reason and left out of the total, which says how many it left out. A
 * write for this customer (a contribution) reloads it like any other read.
 */
import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate, formatMoney, formatQuota } from '../../../src-shared/format/display';
import { reaisText } from '../../../src-shared/format/reais-text';
import type { IpcError, IpcResult } from '../../../src-shared/ipc/ipc-result';
import { type FundBalance, fundBalance, totalOfFunds } from '../../../src-shared/statements/fund-balance';
import { LoadingBlock } from '../../data/OperationView';
import { callOperation } from '../../data/operation-call';
import { queryKeys } from '../../data/query-keys';
import { useRead } from '../../data/use-read';
import { errorText } from '../../i18n/error-text';
import { useT } from '../../i18n/i18n';
import { LatestBalanceNote } from './LatestBalanceNote';
import { fundBalancesMessages as messages } from './messages';
import { isSessionError } from '../../ipc/use-ipc';
import { useAppStore } from '../../state/store';
import type { CoverageFund } from './movement-state';
import { TableScroll } from '../../components/TableScroll';
import { type FundHistory, fundHistory, NO_HISTORY } from '../../../src-shared/statements/balance-history';
import { BalanceChart, type ChartFund } from './BalanceChart';
import { useMemo } from 'react';
import { useCount } from '../../i18n/count';

interface FundRow {
  pair: CoverageFund;
  balance?: FundBalance;
  /** Month-end balances and monthly money in or out, for the chart (D320). */
  history?: FundHistory;
  error?: IpcError;
}

/** Op14 of every pair, reduced to its figures; a session refusal fails the whole read (the next login loads it again). */
function useFundBalances(cpf: string, certificate: string, pairs: readonly CoverageFund[] | undefined) {
  return useRead<FundRow[]>(
    pairs ? queryKeys.customerRead(cpf, 'op14', 'funds', certificate, pairs) : undefined,
    async (): Promise<IpcResult<FundRow[]>> => {
      const results = await Promise.all(
        (pairs ?? []).map((pair) =>
          callOperation('op14', {
            path: { idcliente: cpf, idcertificado: certificate, idcobertura: pair.cobertura, idfundo: pair.fundo },
          }),
        ),
      );
      for (const result of results) if (!result.ok && isSessionError(result.error)) return result;
      const rows = (pairs ?? []).map((pair, i): FundRow => {
        const result = results[i]!;
        return result.ok
          ? { pair, balance: fundBalance(result.data.data), history: fundHistory(result.data.data) }
          : { pair, error: result.error };
      });
      return { ok: true, data: rows };
    },
    { keepPrevious: true },
  );
}

const GAP_WORDS = {
  'no-entries': 'noEntries',
  'no-quota-balance': 'noQuotaBalance',
  'no-quota-value': 'noQuotaValue',
  'uncertain-latest': 'uncertain',
} as const;

export function FundBalances({
  cpf,
  certificate,
  pairs,
}: {
  cpf: string;
  certificate: string;
  pairs: readonly CoverageFund[] | undefined;
}) {
  const t = useT(messages);
  const countText = useCount();
  const language = useAppStore((s) => s.language);
  const query = useFundBalances(cpf, certificate, pairs);
  const rows = query.data;
  const total = rows ? totalOfFunds(rows.map((r) => r.balance)) : undefined;
  const anyFailed = rows?.some((r) => r.error !== undefined) ?? false;
  // A fund that could not be read is in the chart with no month: the total then has none either.
  const chartFunds = useMemo(
    () =>
      rows?.map((r): ChartFund => ({
        label: `${r.pair.cobertura} · ${r.pair.fundo}`,
        history: r.history ?? NO_HISTORY,
      })),
    [rows],
  );

  return (
    <>
      <Paper withBorder p="md">
        <Stack gap="xs">
          <Group justify="space-between" align="flex-end" wrap="wrap">
            <Title order={4}>{t('title')}</Title>
            {anyFailed || (query.error && query.error.retryable) ? (
              <Button size="compact-sm" variant="light" onClick={query.reload}>
                {t('retry')}
              </Button>
            ) : null}
          </Group>
          {!pairs ? (
            <Text size="sm" c="dimmed">
              {t('waiting')}
            </Text>
          ) : pairs.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('noFunds')}
            </Text>
          ) : !rows ? (
            query.error ? (
              <Text size="sm" c="red" role="alert">
                {t('failed')}: {errorText(query.error, language)}
              </Text>
            ) : (
              <LoadingBlock lines={Math.min(pairs.length + 1, 4)} height={24} />
            )
          ) : (
            <TableScroll minWidth={620}>
              <Table
                withTableBorder
                striped
                aria-label={t('table')}
                aria-busy={query.loading}
                data-testid="fund-balances"
              >
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('fund')}</Table.Th>
                    <Table.Th ta="right">{t('quotas')}</Table.Th>
                    <Table.Th ta="right">{t('quotaValue')}</Table.Th>
                    <Table.Th>{t('quotaDate')}</Table.Th>
                    <Table.Th ta="right">{t('amount')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map(({ pair, balance, error }) => (
                    <Table.Tr key={`${pair.cobertura}/${pair.fundo}`}>
                      <Table.Td>{`${pair.cobertura} · ${pair.fundo}`}</Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {formatQuota(balance?.quotas)}
                      </Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {formatQuota(balance?.quotaValue)}
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(balance?.quotaDate)}</Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {error ? (
                          <Text span size="sm" c="red" title={errorText(error, language)}>
                            {t('failed')}
                          </Text>
                        ) : balance?.cents !== null && balance?.cents !== undefined ? (
                          formatMoney(reaisText(balance.cents))
                        ) : (
                          <Text span size="sm" c="dimmed">
                            {balance?.gap ? t(GAP_WORDS[balance.gap]) : '—'}
                          </Text>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
                <Table.Tfoot>
                  <Table.Tr>
                    <Table.Th colSpan={4}>
                      {t('total')}
                      {total && total.leftOut > 0 ? (
                        <Text span size="xs" c="dimmed" fw={400}>
                          {' '}
                          ({total.leftOut === 1 ? t('leftOutOne') : t('leftOut', { n: countText(total.leftOut) })})
                        </Text>
                      ) : null}
                    </Table.Th>
                    <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="fund-balances-total">
                      {total && total.valued > 0 ? formatMoney(reaisText(total.cents)) : '—'}
                    </Table.Th>
                  </Table.Tr>
                </Table.Tfoot>
              </Table>
            </TableScroll>
          )}
          {rows?.map(({ pair, balance }) => (
            <LatestBalanceNote
              key={`${pair.cobertura}/${pair.fundo}`}
              balance={balance}
              prefix={`${pair.cobertura} · ${pair.fundo}`}
            />
          ))}
          <Text size="xs" c="dimmed">
            {t('how')}
          </Text>
        </Stack>
      </Paper>
      {chartFunds && chartFunds.length > 0 ? <BalanceChart funds={chartFunds} /> : null}
    </>
  );
}
