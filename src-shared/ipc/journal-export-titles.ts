/**
 * Shared. The journal's title of a file or print of ours: main writes it in pt-BR ("Exportação PDF: Extrato de
 * movimentações", "Impressão: Comprovante de solicitação"), as every journal title; History reads it back in the
 * screen's language from the same words.
 */
import type { Language } from '../words/dictionary';
import { recordedTitleIn } from '../words/document-titles';
import type { ExportFormat } from './inputs';
import { JOURNAL_VALUE_WORDS, JOURNAL_VALUES, journalValueWords } from './journal-identifier-words';

const EXPORT_WORD = { 'pt-BR': 'Exportação', en: 'Export' } as const;

/** "Exportação <format>: <title>", the title being the pt-BR one. */
export function exportEntryTitle(format: ExportFormat, title: string): string {
  return `${EXPORT_WORD['pt-BR']} ${JOURNAL_VALUES[format]}: ${title}`;
}

/** "Impressão: <title>", the title being the pt-BR one. */
export function printEntryTitle(title: string): string {
  return `${JOURNAL_VALUES.print}: ${title}`;
}

const EXPORTED = new RegExp(`^${EXPORT_WORD['pt-BR']} (.+?): (.+)$`);
const PRINTED = new RegExp(`^${JOURNAL_VALUES.print}: (.+)$`);

/** An export's or print's recorded title in `language`; undefined when the title is not one of those. */
export function exportEntryTitleIn(recorded: string, language: Language): string | undefined {
  const exported = EXPORTED.exec(recorded);
  if (exported)
    return `${EXPORT_WORD[language]} ${journalValueWords(exported[1]!.trim(), language)}: ${recordedTitleIn(exported[2]!.trim(), language)}`;
  const printed = PRINTED.exec(recorded);
  if (printed) return `${JOURNAL_VALUE_WORDS[language].print}: ${recordedTitleIn(printed[1]!.trim(), language)}`;
  return undefined;
}
