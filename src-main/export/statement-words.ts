/**
 * Main process. Every word the two statements ("Extrato de movimentações", "Saldo e rentabilidade") write
 * themselves, in pt-BR and English (D571): heading, summary, totals and their rule, columns, profitability,
 * the footer and the sandbox mark; the PDF, the print and the .xlsx alike (the .xlsx's columns and sheet too).
 * The English table must have every key the pt-BR one has (a compile error otherwise). Codes (types, statuses)
 * are worded by the shared code words the screens read; the chart's words are the screen's
 * (balance-chart-words.ts); a summary's problems are worded by summary-problems.ts; the titles are the shared
 * document-titles.ts (the save dialog and History say them too). Words are data, the JSON pair beside this module
 * (D590).
 */
import { type Dictionary, defineMessages, interpolate, type Language } from '../../src-shared/words/dictionary';
import { DOCUMENT_TITLES, TABLE_TITLES } from '../../src-shared/words/document-titles';
import pt from './statement-words.pt-BR.json';
import en from './statement-words.en.json';

/** The statements' and their tables' titles, which are the shared document titles. */
const titlesIn = (language: Language) => ({
  movementsTitle: DOCUMENT_TITLES[language].movements,
  balanceTitle: DOCUMENT_TITLES[language].balance,
  tableMovementsTitle: TABLE_TITLES[language].movements,
  tableBalanceTitle: TABLE_TITLES[language].balance,
});

export const STATEMENT_WORDS = defineMessages(
  { ...pt.statementWords, ...titlesIn('pt-BR') },
  { ...en.statementWords, ...titlesIn('en') },
);

export type StatementWordKey = keyof (typeof STATEMENT_WORDS)['pt-BR'];

/** A statement's word in its language, with its `{values}` filled in. */
export type StatementWords = (key: StatementWordKey, values?: Record<string, string | number>) => string;

export function statementWords(language: Language): StatementWords {
  const table = (STATEMENT_WORDS as Dictionary<StatementWordKey>)[language];
  return (key, values) => interpolate(table[key], values);
}
