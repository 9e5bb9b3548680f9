/**
 * A table for tens of thousands of rows: only the rows in view (plus a small
 * overscan) are in the DOM, whatever the size of `rows`.
 *
 * - One scroll container (`role="table"`, focusable so the keyboard scrolls it)
 *   holding a sticky header row and a body as tall as all the rows together.
 * - Rows have ONE fixed height, so @tanstack/react-virtual never measures:
 *   the visible range is arithmetic on the scroll offset.
 * - Rows are absolutely positioned (`translateY`) and memoized: scrolling
 *   re-renders only the rows entering the view.
 * - ARIA: `aria-rowcount` is every row (header included), each rendered row
 *   carries its `aria-rowindex`, so assistive technology knows where it is.
 *
 * The height of the container is capped, which caps the DOM rows too:
 * 1,800 px / 36 px + 2 × overscan + header < 100.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, type CSSProperties, type ReactElement, type ReactNode, useEffect, useMemo, useRef } from 'react';
import classes from './VirtualTable.module.css';

export const ROW_HEIGHT = 36;
const HEADER_HEIGHT = 40;
const OVERSCAN = 8;
const MAX_HEIGHT_PX = 1800;

export interface VirtualColumn<R, S extends string = string> {
  id: string;
  /** A CSS grid track: `110px`, `minmax(240px, 1fr)`. */
  width: string;
  align?: 'start' | 'end';
  /** Clicking the header sorts by this key. */
  sortKey?: S;
  cell(row: R): ReactNode;
  /** Full text on hover, for cells that may be cut. */
  title?(row: R): string | undefined;
}

export interface TableSort<S extends string> {
  column: S;
  direction: 'asc' | 'desc';
}

export interface VirtualTableProps<R, S extends string> {
  /** Accessible name of the table. */
  label: string;
  rows: readonly R[];
  /** Keep the identity stable (module constant or memo): rows are memoized against it. */
  columns: readonly VirtualColumn<R, S>[];
  /** Header texts, one per column. */
  headers: readonly string[];
  sort?: TableSort<S> | undefined;
  onSort?: (column: S) => void;
  /** Sum of the column widths, so narrow windows scroll sideways instead of squeezing. */
  minWidth: number;
  /** CSS height of the scroll container (capped at 1,800 px). */
  height: string;
  /** Shown in place of rows when there are none. */
  empty?: ReactNode;
  /** Where to start scrolled to (returning to a tab); read once, at mount. */
  initialOffset?: number | (() => number);
  /** Called on every scroll: keep it cheap (a ref write). */
  onOffsetChange?: (offset: number) => void;
  /** Called after a commit that shows rows, each time `rows` changes. */
  onRowsShown?: () => void;
  /** Extra attributes for the table element (`data-*`). */
  dataAttributes?: Record<`data-${string}`, string | number>;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

export function VirtualTable<R, S extends string = string>(props: VirtualTableProps<R, S>) {
  const { label, rows, columns, headers, sort, onSort, minWidth, height, empty, initialOffset, onOffsetChange, onRowsShown, dataAttributes } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const template = useMemo(() => columns.map((c) => c.width).join(' '), [columns]);

  // TanStack Virtual keeps mutable state and returns fresh values each render: only plain numbers
  // (item index and offset) reach the memoized rows, never its functions, and no React Compiler runs on this build.
  // eslint-disable-next-line react-hooks/incompatible-library -- see above
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    scrollMargin: HEADER_HEIGHT,
    initialOffset: initialOffset ?? 0,
    // Lets the first render already show rows (the real size follows at once).
    initialRect: { width: minWidth, height: 600 },
  });
  const items = virtualizer.getVirtualItems();
  const totalSize = virtualizer.getTotalSize();

  // A new row set (filter, sort, reload) starts at the top; the first one keeps `initialOffset`.
  const firstRows = useRef(rows);
  useEffect(() => {
    if (firstRows.current === rows) return;
    firstRows.current = rows;
    virtualizer.scrollToOffset(0);
  }, [rows, virtualizer]);

  const hasRows = items.length > 0;
  useEffect(() => {
    if (hasRows) onRowsShown?.();
  }, [hasRows, rows, onRowsShown]);

  const gridStyle: CSSProperties = { gridTemplateColumns: template };

  return (
    <div
      ref={scrollRef}
      className={classes.scroller}
      style={{ height: `min(${height}, ${MAX_HEIGHT_PX}px)` }}
      role="table"
      aria-label={label}
      aria-rowcount={rows.length + 1}
      aria-colcount={columns.length}
      tabIndex={0}
      onScroll={onOffsetChange ? (event) => onOffsetChange(event.currentTarget.scrollTop) : undefined}
      {...dataAttributes}
    >
      <div className={classes.inner} style={{ minWidth }}>
        <div role="rowgroup" className={classes.head}>
          <div role="row" aria-rowindex={1} className={classes.header} style={{ ...gridStyle, height: HEADER_HEIGHT }}>
            {columns.map((column, i) => {
              const header = headers[i] ?? column.id;
              const sortedHere = column.sortKey !== undefined && sort?.column === column.sortKey ? sort.direction : undefined;
              const cellClass = column.align === 'end' ? `${classes.cell} ${classes.end}` : classes.cell;
              if (column.sortKey === undefined || !onSort) {
                return (
                  <div key={column.id} role="columnheader" className={cellClass} title={header}>
                    {header}
                  </div>
                );
              }
              const key = column.sortKey;
              return (
                <div key={column.id} role="columnheader" className={cellClass} aria-sort={sortedHere ? ARIA_SORT[sortedHere] : 'none'}>
                  <button type="button" className={`${classes.sortButton} ${column.align === 'end' ? classes.end : ''}`} onClick={() => onSort(key)}>
                    {header}
                    <span className={classes.sortArrow} aria-hidden="true">
                      {sortedHere === 'asc' ? '▲' : sortedHere === 'desc' ? '▼' : '↕'}
                    </span>
                  </button>
                </div>
              );
            })}
          </div>
        </div>
        <div role="rowgroup" className={classes.body} style={{ height: rows.length > 0 ? totalSize : undefined }}>
          {rows.length === 0 ? (
            <div role="row" className={classes.emptyRow} style={gridStyle}>
              <div role="cell" className={classes.empty}>
                {empty}
              </div>
            </div>
          ) : (
            items.map((item) => (
              <Row
                key={item.key}
                row={rows[item.index] as R}
                index={item.index}
                start={item.start - HEADER_HEIGHT}
                columns={columns}
                gridStyle={template}
              />
            ))
          )}
        </div>
      </div>
    </div>
  );
}

interface RowProps<R> {
  row: R;
  index: number;
  start: number;
  columns: readonly VirtualColumn<R, string>[];
  gridStyle: string;
}

function RowImpl<R>({ row, index, start, columns, gridStyle }: RowProps<R>) {
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      className={index % 2 === 1 ? `${classes.row} ${classes.odd}` : classes.row}
      style={{ gridTemplateColumns: gridStyle, height: ROW_HEIGHT, transform: `translateY(${start}px)` }}
    >
      {columns.map((column) => (
        <div key={column.id} role="cell" className={column.align === 'end' ? `${classes.cell} ${classes.end}` : classes.cell} title={column.title?.(row)}>
          {column.cell(row)}
        </div>
      ))}
    </div>
  );
}

const Row = memo(RowImpl) as <R>(props: RowProps<R>) => ReactElement;

export const tableClasses = classes;
