/**
 * Shared. The words of the balance chart and "Quanto rendeu?", pt-BR and English: the screen
 * (BalanceChart.tsx) and the balance statement's drawing (src-main/export/pdf/balance-chart.ts) read them.
 */
import { dictionaries } from './dictionary';
import pt from './balance-chart-words.pt-BR.json';
import en from './balance-chart-words.en.json';

export const { BALANCE_CHART_WORDS } = dictionaries(pt, en);
