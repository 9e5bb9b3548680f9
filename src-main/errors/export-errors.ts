/** Main process. What a file format cannot hold, found while writing it: refused in words, and the file is not written. */
import { AppError } from './app-error';

const count = (n: number) => ({ pt: n.toLocaleString('pt-BR'), en: n.toLocaleString('en') });

/**
 * More rows than one Excel sheet holds (D188): known before the save dialog (`rows`), or counted as they arrive
 * (rows read page by page, the count unknown until then).
 */
export class XlsxTooManyRowsError extends AppError {
  constructor(maxDataRows: number, rows?: number) {
    const max = count(maxDataRows);
    const has = rows === undefined ? undefined : count(rows);
    super(
      'invalid-input',
      `${has ? `A tabela tem ${has.pt} linhas; uma planilha do Excel vai até ${max.pt}.` : `A tabela passou de ${max.pt} linhas, o que uma planilha do Excel comporta.`} Reduza o período nos filtros, ou exporte em CSV, que não tem limite.`,
      `${has ? `The table has ${has.en} rows; an Excel sheet holds up to ${max.en}.` : `The table went past ${max.en} rows, what an Excel sheet holds.`} Narrow the period in the filters, or export as CSV, which has no limit.`,
    );
  }
}

/** A ZIP entry or archive past the 4 GiB that ZIP's fields hold (ZIP64 is not written; D121). */
export class ZipTooLargeError extends AppError {
  constructor(readonly entry: string) {
    super(
      'invalid-input',
      'O arquivo passaria de 4 GiB, o máximo de uma planilha .xlsx gravada pelo Balcão. Reduza o período nos filtros, ou exporte em CSV.',
      'The file would exceed 4 GiB, the most a .xlsx written by Balcão holds. Narrow the period in the filters, or export as CSV.',
    );
  }
}
