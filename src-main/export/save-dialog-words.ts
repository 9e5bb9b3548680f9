/**
 * Main process. The words of the native save dialogs (statements, tables, receipts): the dialog is the
 * employee's, so it speaks the app's language, whatever the document's (the file's name is the document's, D650).
 * Words are data, the JSON pair beside this module (D590).
 */
import type { ExportFormat, ExportKind } from '../../src-shared/ipc/inputs';
import { type Dictionary, dictionaries, interpolate, type Language } from '../../src-shared/words/dictionary';
import { DOCUMENT_TITLES, TABLE_TITLES } from '../../src-shared/words/document-titles';
import type { SaveFileType } from '../ports';
import pt from './save-dialog-words.pt-BR.json';
import en from './save-dialog-words.en.json';

const words = dictionaries(pt, en);

/** The dialog's own sentences. */
export const SAVE_DIALOG_WORDS = words.saveDialogWords;

/** The file types it offers, by format (and the receipt's one). */
export const FILE_TYPE_WORDS = words.fileTypeWords satisfies Dictionary<ExportFormat | 'receipt'>;

const EXTENSIONS: Readonly<Record<ExportFormat, string>> = {
  xlsx: 'xlsx',
  'excel-br': 'csv',
  rfc4180: 'csv',
  pdf: 'pdf',
};

/** "Exportar Movimentações financeiras" / "Export Financial movements": the table's title in the app's language. */
export function exportDialogTitle(kind: ExportKind, language: Language): string {
  return interpolate(SAVE_DIALOG_WORDS[language].exportTitle, { title: TABLE_TITLES[language][kind] });
}

/** A format as the dialog offers it, in the app's language. */
export function fileTypeOf(format: ExportFormat, language: Language): SaveFileType {
  return { name: FILE_TYPE_WORDS[language][format], extensions: [EXTENSIONS[format]] };
}

/** The receipt's dialog: its title and its one file type, in the app's language. */
export function receiptDialogWords(language: Language): { title: string; fileTypes: SaveFileType[] } {
  return {
    title: DOCUMENT_TITLES[language].receipt,
    fileTypes: [{ name: FILE_TYPE_WORDS[language].receipt, extensions: ['pdf'] }],
  };
}
