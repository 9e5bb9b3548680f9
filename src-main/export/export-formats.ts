/**
 * Main process. The export formats as files: the name the save dialog
 * suggests (it says the format, so an .xlsx and the two CSVs of the same
 * table never overwrite each other), the file types it
 * offers, and which format a chosen path means (its extension decides, D123).
 */
import { saoPauloDateOf } from '../../src-shared/format/calendar-date';
import type { ExportFormat, ExportKind, ExportRequest, PrintableKind } from '../../src-shared/ipc/inputs';
import { PRINTABLE_KINDS } from '../../src-shared/ipc/inputs';
import type { Language } from '../../src-shared/words/dictionary';
import type { SaveFileType } from '../ports';
import { documentLanguage } from './document-language';
import { exportNameWords } from './export-name-words';
import { FILE_NAME_WORDS } from './file-name-words';
import { fileTypeOf } from './save-dialog-words';

/** What ends the suggested name: the two CSVs (always pt-BR, D625) say their flavour before `.csv`. */
const NAME_ENDINGS: Readonly<Record<ExportFormat, string>> = {
  xlsx: '.xlsx',
  'excel-br': '-excel-brasil.csv',
  rfc4180: '-padrao.csv',
  pdf: '.pdf',
};

export function isPrintable(kind: ExportKind): kind is PrintableKind {
  return (PRINTABLE_KINDS as readonly string[]).includes(kind);
}

/**
 * `movimentacoes-000000925108-2026-11-24.xlsx`, `…-excel-brasil.csv`, `…-padrao.csv`, `….pdf`; with the fund, the
 * process, the period and the filters in short words before the day (exportNameWords). In the document's language
 * (`financial-movements-…`, `statement-of-movements-…`). The date is São Paulo's, the day the heading's "Emitido
 * em" says (after 21:00 there, UTC is already on the next day).
 */
export function exportFileName(request: ExportRequest, format: ExportFormat, now: Date): string {
  const { kind } = request;
  const day = saoPauloDateOf(now);
  const certificate = 'path' in request ? request.path.idcertificado : undefined;
  const cert = certificate ? `-${certificate.replace(/[^\w.-]/g, '')}` : '';
  const words = FILE_NAME_WORDS[documentLanguage(request)];
  const base = format === 'pdf' && isPrintable(kind) ? words.statements[kind] : words.tables[kind];
  return `${base}${cert}${exportNameWords(request)}-${day}${NAME_ENDINGS[format]}`;
}

/** The chosen format first, then the other table formats (and PDF where the table prints), in the app's language. */
export function saveFileTypes(format: ExportFormat, printable: boolean, language: Language): SaveFileType[] {
  const order: ExportFormat[] = [
    format,
    ...(['xlsx', 'excel-br', 'rfc4180', 'pdf'] as const).filter((f) => f !== format && (f !== 'pdf' || printable)),
  ];
  return order.map((f) => fileTypeOf(f, language));
}

/**
 * The format a chosen path means: `.xlsx` and `.pdf` name theirs; `.csv`
 * keeps the CSV flavour asked for (Excel (Brasil) when the employee switched
 * from .xlsx or PDF); any other ending keeps the format asked for.
 */
export function formatForPath(path: string, requested: ExportFormat, printable: boolean): ExportFormat {
  const ext = /\.([^.\\/]+)$/.exec(path)?.[1]?.toLowerCase();
  if (ext === 'xlsx') return 'xlsx';
  if (ext === 'pdf' && printable) return 'pdf';
  if (ext === 'csv') return requested === 'excel-br' || requested === 'rfc4180' ? requested : 'excel-br';
  return requested;
}

/** The path with the format's extension when it has none of its own (a name typed without one). */
export function withExtension(path: string, format: ExportFormat): string {
  const wanted = format === 'excel-br' || format === 'rfc4180' ? 'csv' : format;
  const ext = /\.([^.\\/]+)$/.exec(path)?.[1]?.toLowerCase();
  return ext === wanted ? path : `${path}.${wanted}`;
}
