/**
 * Kept lists' thread. What the movements' opening needs of every row, read as the rows come (D718): the plain-list
 * check of LazyListAnswer.of and the date column its first window is sorted by (ListReadAhead), and that column's
 * order (DatesInOrder). Fed slice by slice while a list is parsed as its bytes come (D615), or the whole list in
 * one pass after a parse of the whole text, so that after the last byte only the last slice's rows and the first
 * window's are left.
 */
import { operationDefs } from '../../src-shared/contract';
import { ListReadAhead } from '../../src-shared/contract/lenient/lazy-list';
import { DatesInOrder } from '../../src-shared/statements/movement-order';

/** The column the movements' table opens sorted by (newest first). */
export const OPENING_COLUMN = 'dataMovimento';

export class OpeningReadAhead {
  readonly dates = new DatesInOrder();
  readonly list: ListReadAhead = new ListReadAhead(operationDefs.op12.success.schema!, [OPENING_COLUMN], (from, to) => {
    const column = this.list.fields.get(OPENING_COLUMN)!;
    for (let i = from; i < to; i++) this.dates.add(column[i]);
  });
}
