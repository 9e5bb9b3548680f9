/**
 * Shared. The words of the balance chart and "Quanto rendeu?", pt-BR and English: the screen
 * (BalanceChart.tsx) and the balance statement's drawing (src-main/export/pdf/balance-chart.ts) read them.
 */
import { defineMessages } from './dictionary';

export const BALANCE_CHART_WORDS = defineMessages(
  {
    title: 'Evolução do saldo',
    subtitle: 'Saldo em R$ no fim de cada mês, de {from} a {to}.',
    total: 'Total do certificado',
    fund: 'Cobertura · fundo',
    month: 'Mês',
    earningsTitle: 'Quanto rendeu?',
    months12: '12 meses (até {month})',
    year: 'No ano de {year} (até {month})',
    unavailable: 'rendimento não disponível',
    undated: 'há um lançamento sem data',
    'no-balance': 'sem saldo no início ou no fim do período',
    'no-value': 'há um lançamento sem valor',
    'unknown-type': 'há um tipo de lançamento desconhecido',
    'some-funds': 'falta o de algum fundo',
    noPoint: 'sem dado',
    gaps: 'Mês sem ponto: o saldo detalhado não diz o saldo daquele mês (nenhuma cota convertida no mês, saldo em cotas não informado, ou um lançamento sem data); nada é estimado. O total só aparece nos meses em que todos os fundos têm saldo.',
    how: 'Saldo do mês = saldo em cotas após o último lançamento do mês × valor da última cota convertida no mês. Rendimento = saldo no fim do período − saldo no início − o dinheiro que entrou ou saiu (contribuições, aportes, portabilidades, transferências, resgates, benefícios, taxas, ajustes); só a rentabilidade fica.',
    table: 'Saldo em R$ no fim de cada mês',
    chart: 'Gráfico: saldo em R$ no fim de cada mês, por fundo e total; os números estão na tabela a seguir.',
    earningsChart: 'Gráfico: quanto rendeu em R$, em 12 meses e no ano; os números estão na tabela a seguir.',
    earningsTable: 'Quanto rendeu, em R$',
    noMonth: 'O saldo detalhado dos fundos não diz o saldo de nenhum mês: não há gráfico.',
  },
  {
    title: 'Balance over time',
    subtitle: 'Balance in R$ at the end of each month, from {from} to {to}.',
    total: 'Certificate total',
    fund: 'Coverage · fund',
    month: 'Month',
    earningsTitle: 'How much did it earn?',
    months12: '12 months (to {month})',
    year: 'In {year} (to {month})',
    unavailable: 'earnings not available',
    undated: 'an entry has no date',
    'no-balance': 'no balance at the start or the end of the period',
    'no-value': 'an entry has no value',
    'unknown-type': 'an entry type is unknown',
    'some-funds': "a fund's is missing",
    noPoint: 'no data',
    gaps: "A month without a point: the detailed balance does not tell that month's balance (no quota converted in the month, quota balance not provided, or an entry without a date); nothing is estimated. The total shows only in months where every fund has a balance.",
    how: "Month's balance = quota balance after the month's latest entry × value of the month's latest converted quota. Earnings = balance at the end of the period − balance at its start − the money in or out (contributions, extra contributions, portability, transfers, withdrawals, benefits, fees, adjustments); only the returns remain.",
    table: 'Balance in R$ at the end of each month',
    chart:
      'Chart: balance in R$ at the end of each month, per fund and in total; the numbers are in the table that follows.',
    earningsChart: 'Chart: earnings in R$ over 12 months and in the year; the numbers are in the table that follows.',
    earningsTable: 'Earnings in R$',
    noMonth: "The funds' detailed balance does not tell the balance of any month: no chart.",
  },
);
