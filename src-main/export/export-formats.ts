/**
 * Main process. The export formats as files: the name the save dialog
 * suggests (it says the format, so an .xlsx and the two CSVs of the same
 * table never overwrite each other), the file types it
 * offers, and which format a chosen path means (its extension decides, D123).
 */
import { saoPauloDateOf } from '../../src-shared/format/calendar-date';
import type { ExportFormat, ExportKind, ExportRequest } from '../../src-shared/ipc/inputs';
import { PRINTABLE_KINDS } from '../../src-shared/ipc/inputs';
import type { SaveFileType } from '../ports';
import { exportNameWords } from './export-name-words';

export const FORMAT_LABELS: Readonly<Record<ExportFormat, string>> = {
  xlsx: 'Excel (.xlsx)',
  'excel-br': 'CSV Excel (Brasil)',
  rfc4180: 'CSV padrão',
  pdf: 'PDF',
};

const FILE_BASES: Readonly<Record<ExportKind, string>> = {
  movements: 'movimentacoes',
  balance: 'saldo-detalhado',
  portability: 'portabilidades',
  income: 'processos-de-renda',
  beneficiaries: 'beneficiarios',
  history: 'historico',
};

/** What ends the suggested name: the two CSVs say their flavour before `.csv`. */
const NAME_ENDINGS: Readonly<Record<ExportFormat, string>> = {
  xlsx: '.xlsx',
  'excel-br': '-excel-brasil.csv',
  rfc4180: '-padrao.csv',
  pdf: '.pdf',
};

const FILE_TYPES: Readonly<Record<ExportFormat, SaveFileType>> = {
  xlsx: { name: 'Pasta de trabalho do Excel (.xlsx)', extensions: ['xlsx'] },
  'excel-br': { name: 'CSV para Excel em português (; e vírgula decimal)', extensions: ['csv'] },
  rfc4180: { name: 'CSV padrão (RFC 4180: , e ponto decimal)', extensions: ['csv'] },
  pdf: { name: 'Extrato em PDF', extensions: ['pdf'] },
};

export function isPrintable(kind: ExportKind): boolean {
  return (PRINTABLE_KINDS as readonly string[]).includes(kind);
}

/**
 * `movimentacoes-000000925108-2026-11-24.xlsx`, `…-excel-brasil.csv`, `…-padrao.csv`, `….pdf`; with the fund, the
 * process, the period and the filters in short words before the day (exportNameWords). The date is São Paulo's,
 * the day the heading's "Emitido em" says (after 21:00 there, UTC is already on the next day).
 */
export function exportFileName(request: ExportRequest, format: ExportFormat, now: Date): string {
  const { kind } = request;
  const day = saoPauloDateOf(now);
  const certificate = 'path' in request ? request.path.idcertificado : undefined;
  const cert = certificate ? `-${certificate.replace(/[^\w.-]/g, '')}` : '';
  const base =
    format === 'pdf' && kind === 'movements'
      ? 'extrato-movimentacoes'
      : format === 'pdf' && kind === 'balance'
        ? 'saldo-e-rentabilidade'
        : FILE_BASES[kind];
  return `${base}${cert}${exportNameWords(request)}-${day}${NAME_ENDINGS[format]}`;
}

/** The chosen format first, then the other table formats (and PDF where the table prints). */
export function saveFileTypes(format: ExportFormat, printable: boolean): SaveFileType[] {
  const order: ExportFormat[] = [
    format,
    ...(['xlsx', 'excel-br', 'rfc4180', 'pdf'] as const).filter((f) => f !== format && (f !== 'pdf' || printable)),
  ];
  return order.map((f) => FILE_TYPES[f]);
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
