/** Main process. What a file format cannot hold, found while writing it: refused in words, and the file is not written. */
import { AppError } from './app-error';
import { words } from '../../src-shared/words/error-codes';

/**
 * More rows than one Excel sheet holds (D188): known before the save dialog (`rows`), or counted as they arrive
 * (rows read page by page, the count unknown until then).
 */
export class XlsxTooManyRowsError extends AppError {
  constructor(maxDataRows: number, rows?: number) {
    super(
      'invalid-input',
      words('export.xlsxTooManyRows', { max: maxDataRows, ...(rows === undefined ? {} : { rows }) }),
    );
  }
}

/** A ZIP entry or archive past the 4 GiB that ZIP's fields hold (ZIP64 is not written; D121). */
export class ZipTooLargeError extends AppError {
  constructor(readonly entry: string) {
    super('invalid-input', words('export.zipTooLarge'));
  }
}
