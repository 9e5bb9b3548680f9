/**
 * Shared. The titles of what Balcão exports, prints and issues, pt-BR and English, kept once: the tables (the
 * .xlsx's heading and sheet, the save dialog), the customer's documents (the statements' and the receipt's own
 * title), and the journal's titles of them, which are always the pt-BR words and which History says back in the
 * screen's language (D651).
 */
import type { ExportKind } from '../ipc/inputs';
import { type Dictionary, dictionaries, type Language } from './dictionary';
import pt from './document-titles.pt-BR.json';
import en from './document-titles.en.json';

const titles = dictionaries(pt, en);

/** Each exported table's title. */
export const TABLE_TITLES = titles.TABLE_TITLES satisfies Dictionary<ExportKind>;

/** The customer's documents' titles: the two printable statements and the request receipt. */
export const DOCUMENT_TITLES = titles.DOCUMENT_TITLES satisfies Dictionary<'movements' | 'balance' | 'receipt'>;

/** A title the journal recorded (pt-BR) in `language`; one that is not a title of ours as recorded. */
export function recordedTitleIn(recorded: string, language: Language): string {
  if (language === 'pt-BR') return recorded;
  for (const table of [TABLE_TITLES, DOCUMENT_TITLES] as ReadonlyArray<Dictionary<string>>) {
    const key = Object.keys(table['pt-BR']).find((k) => table['pt-BR'][k] === recorded);
    if (key !== undefined) return table[language][key]!;
  }
  return recorded;
}
