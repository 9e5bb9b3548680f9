/** Main process. What a file format cannot hold, found while writing it: refused in words, and the file is not written. */
import { AppError } from './app-error';

const count = (n: number) => ({ pt: n.toLocaleString('pt-BR'), en: n.toLocaleString('en') });

/** More rows than one Excel sheet holds, counted as they arrive (rows read page by page; D188). */
export class XlsxTooManyRowsError extends AppError {
  constructor(maxDataRows: number) {
    const max = count(maxDataRows);
    super(
      'invalid-input',
      `A tabela passou de ${max.pt} linhas, o que uma planilha do Excel comporta. Reduza o período nos filtros, ou exporte em CSV, que não tem limite.`,
      `The table went past ${max.en} rows, what an Excel sheet holds. Narrow the period in the filters, or export as CSV, which has no limit.`,
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
