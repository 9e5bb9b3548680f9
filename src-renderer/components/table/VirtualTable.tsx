/**
 * A table for tens of thousands of rows: only the rows in view (plus a small
 * overscan) are in the DOM, whatever the size of `rows`.
 *
 * - One scroll container (`role="table"`, focusable so the keyboard scrolls it)
 *   holding a sticky header row and a body as tall as all the rows together
 *   (up to MAX_BODY_PX, see below).
 * - Rows have ONE fixed height, so nothing is measured and nothing is kept
 *   per row: the visible range is arithmetic on the scroll offset
 *   (scroll-scale.ts), the same work for 100 rows or 1,000,000.
 * - Rows are absolutely positioned (`translateY`) and memoized: scrolling
 *   re-renders only the rows entering the view.
 * - The body is never taller than MAX_BODY_PX (browsers cut taller elements
 *   short, Chromium at ~932,000 rows of 36 px). Beyond it the scroll offset
 *   is mapped onto the list (scroll-scale.ts): the scrollbar spans every row,
 *   and the wheel and the keys (arrows, Page Up/Down, Space, Home/End) scroll
 *   by the list's own pixels, so they never skip a row. Below it the table
 *   scrolls natively, the offset in the list being the scrollTop.
 * - ARIA: `aria-rowcount` is every row (header included), each rendered row
 *   carries its `aria-rowindex`, so assistive technology knows where it is;
 *   both derive from the total and each row's index (row-navigation.ts), not
 *   from the rows drawn. Sortable headers carry `aria-sort`.
 * - Keyboard: on the focused table the keys scroll (as any scroller); Enter
 *   focuses the first row in view, then the arrows, Page Up/Down and
 *   Home/End move the focused row through the whole list (drawing the rows
 *   it reaches), and Esc gives the focus back to the table. A screen reader
 *   reads each row as it is focused, with its position.
 *
 * - Rows it does not hold (D142): `rows` may be a RowSource instead of an
 *   array (windowed-rows.ts): the table reads its length and the rows at
 *   hand, tells it which rows it shows (`want`), and draws a row still on its
 *   way as an empty, busy one until it arrives.
 *
 * The height of the container is capped, which caps the DOM rows too:
 * 1,800 px / 36 px + 2 × overscan + header < 100.
 */
import {
  memo,
  type CSSProperties,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { useT } from '../../i18n/i18n';
import { virtualTableMessages as messages } from './messages';
import { ariaRowCount, ariaRowIndex, firstRowInView, rowAfterKey } from './row-navigation';
import {
  offsetAfterKey,
  offsetForRow,
  rowTop,
  rowWindow,
  type RowWindow,
  sameWindow,
  type ScrollScale,
  scrollScale,
  toReal,
  toVirtual,
  wheelPixels,
} from './scroll-scale';
import { type FittedColumn, tableMinWidth } from './table-columns';
import { HEADER_HEIGHT, MAX_HEIGHT_PX, OVERSCAN, ROW_HEIGHT } from './table-metrics';
import classes from './VirtualTable.module.css';
import type { RowSource } from './windowed-rows';

/**
 * Body height assumed before the first measure, for the scroll mapping only: no row is drawn until the body is
 * measured (in a layout effect, before the first paint), so the rows are rendered once, for the height they have (D660).
 */
const INITIAL_VIEWPORT_PX = 600 - HEADER_HEIGHT;
/** What is drawn before the body is measured: no row. */
const NOT_MEASURED: RowWindow = { start: 0, end: 0, shift: 0 };

export interface VirtualColumn<R, S extends string = string> extends FittedColumn {
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
  /** The rows, or a source of rows kept elsewhere (the main process); a new identity is a new row set (scrolled to the top). */
  rows: readonly R[] | RowSource<R>;
  /** Keep the identity stable (module constant or memo): rows are memoized against it. */
  columns: readonly VirtualColumn<R, S>[];
  /** Header texts, one per column. */
  headers: readonly string[];
  sort?: TableSort<S> | undefined;
  onSort?: (column: S) => void;
  /** Below this width the table scrolls sideways instead of squeezing; by default the columns' least widths added. */
  minWidth?: number;
  /** Called with the width the columns have (the scroller's, inside its border and scrollbar), at mount and on every resize. */
  onWidthChange?: (px: number) => void;
  /** CSS height of the scroll container (capped at 1,800 px). */
  height: string;
  /** Shown in place of rows when there are none. */
  empty?: ReactNode;
  /** Where to start scrolled to (returning to a tab), as `onOffsetChange` gave it; read once, at mount. */
  initialOffset?: number | (() => number);
  /** Called on every scroll with the offset in the list (px; the scrollTop unless the list is taller than the body): keep it cheap (a ref write). */
  onOffsetChange?: (offset: number) => void;
  /** Called after a commit that shows rows, each time `rows` changes. */
  onRowsShown?: () => void;
  /** Extra attributes for the table element (`data-*`). */
  dataAttributes?: Record<`data-${string}`, string | number>;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** The attribute that marks a drawn row with its index in the list. */
const ROW_INDEX_ATTRIBUTE = 'data-row-index';

interface Position {
  /** Offset in the list (px from the first row's top). */
  virtual: number;
  /** The scroller's scrollTop it was read at, or set to. */
  real: number;
}

const TOP: Position = { virtual: 0, real: 0 };

export function VirtualTable<R, S extends string = string>(props: VirtualTableProps<R, S>) {
  const {
    label,
    rows,
    columns,
    headers,
    sort,
    onSort,
    height,
    empty,
    initialOffset,
    onOffsetChange,
    onRowsShown,
    onWidthChange,
    dataAttributes,
  } = props;
  const minWidth = props.minWidth ?? tableMinWidth(columns);
  const t = useT(messages);
  const hintId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  /** True while a row holds the focus: scrolled out of the DOM, it hands the focus to the table, not to the page. */
  const rowFocused = useRef(false);
  const template = useMemo(() => columns.map((c) => c.width).join(' '), [columns]);

  const [viewport, setViewport] = useState<number>();
  const scale = useMemo(
    () => scrollScale(rows.length, ROW_HEIGHT, viewport ?? INITIAL_VIEWPORT_PX),
    [rows.length, viewport],
  );
  // The position belongs to a row set: a new one (filter, sort, reload) is drawn from the top at once.
  const [state, setState] = useState<{ of: readonly R[] | RowSource<R>; at: Position }>(() => {
    const offset = Math.max(0, typeof initialOffset === 'function' ? initialOffset() : (initialOffset ?? 0));
    return { of: rows, at: { virtual: offset, real: toReal(scale, offset) } };
  });
  const position = state.of === rows ? state.at : TOP;
  const range = useMemo(
    () => (viewport === undefined ? NOT_MEASURED : rowWindow(scale, position.virtual, position.real, OVERSCAN)),
    [viewport, scale, position],
  );

  // What the event handlers need between renders (written after each commit, read only in handlers).
  const live = useRef({ rows, scale, range, onOffsetChange });
  useLayoutEffect(() => {
    live.current = { rows, scale, range, onOffsetChange };
  });
  // The latest position, even when it changed nothing on screen (so no render took it).
  const latest = useRef(position);
  // The last offset the table set itself: its scroll event must not round the list offset to a real pixel.
  const expected = useRef<Position | undefined>(undefined);

  /**
   * Takes a new position: re-renders only when the rows drawn change, and
   * from an event (`sync`) at once, in the scroll's own frame.
   */
  const show = useCallback((next: Position, sync: boolean) => {
    const current = live.current;
    latest.current = next;
    current.onOffsetChange?.(next.virtual);
    const nextRange = rowWindow(current.scale, next.virtual, next.real, OVERSCAN);
    if (sameWindow(nextRange, current.range)) return;
    current.range = nextRange;
    const update = () => setState({ of: current.rows, at: next });
    if (sync) flushSync(update);
    else update();
  }, []);

  /** Scrolls to an offset in the list (clamped); `sync` from an event handler. */
  const scrollToVirtual = useCallback(
    (virtual: number, sync: boolean) => {
      const element = scrollRef.current;
      if (!element) return;
      const { scale: s } = live.current;
      if (!s.scaled) {
        expected.current = undefined;
        element.scrollTop = virtual;
        show({ virtual: element.scrollTop, real: element.scrollTop }, sync);
        return;
      }
      // The list offset stays exact; the scrollTop is its nearest whole pixel.
      const target = { virtual: toVirtual(s, toReal(s, virtual)), real: Math.round(toReal(s, virtual)) };
      expected.current = target;
      element.scrollTop = target.real;
      show(target, sync);
    },
    [show],
  );

  // The scroller's size (and the first measure, before the first paint: the rows and the columns fitted to it paint
  // at once, rendered once).
  const widthListener = useRef(onWidthChange);
  useLayoutEffect(() => {
    widthListener.current = onWidthChange;
  });
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const measure = () => {
      setViewport(Math.max(0, element.clientHeight - HEADER_HEIGHT));
      widthListener.current?.(element.clientWidth);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Scroll events: the list offset follows the scrollTop (mapped when scaled).
  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const onScroll = () => {
      const real = element.scrollTop;
      const { scale: s } = live.current;
      const mine = expected.current;
      if (!s.scaled) show({ virtual: real, real }, true);
      else if (mine && Math.abs(real - mine.real) <= 1) show({ virtual: mine.virtual, real }, true);
      else {
        // The scrollbar, a touch, or the browser: the list offset follows the scrollTop.
        expected.current = undefined;
        show({ virtual: toVirtual(s, real), real }, true);
      }
    };
    // Scaled, the wheel scrolls the list's own pixels (the browser's would be multiplied by the ratio).
    const onWheel = (event: WheelEvent) => {
      const { scale: s } = live.current;
      if (!s.scaled || event.ctrlKey || event.defaultPrevented) return;
      const dy = wheelPixels(s, event.deltaY, event.deltaMode);
      if (dy === 0) return;
      event.preventDefault();
      if (event.deltaX !== 0) element.scrollLeft += event.deltaMode === 0 ? event.deltaX : event.deltaX * ROW_HEIGHT;
      scrollToVirtual(latest.current.virtual + dy, true);
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      element.removeEventListener('scroll', onScroll);
      element.removeEventListener('wheel', onWheel);
    };
  }, [show, scrollToVirtual]);

  // A new row set (filter, sort, reload) starts at the top, before it is painted; the first one keeps `initialOffset`.
  const firstRows = useRef(rows);
  useLayoutEffect(() => {
    if (firstRows.current === rows) return;
    firstRows.current = rows;
    expected.current = undefined;
    latest.current = TOP;
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
    live.current.onOffsetChange?.(0);
    setState({ of: rows, at: TOP });
  }, [rows]);

  // Put the scroller where the position says: at mount (`initialOffset`), and when the mapping changes (a resize while scaled).
  useLayoutEffect(() => {
    const { virtual } = latest.current;
    if (virtual === 0 && scrollRef.current?.scrollTop === 0) return;
    scrollToVirtual(virtual, false);
  }, [scale, scrollToVirtual]);

  // Rows kept elsewhere: ask for the ones about to be shown (a no-op when they are at hand).
  useEffect(() => {
    if (!Array.isArray(rows)) (rows as RowSource<R>).want?.(range.start, range.end);
  }, [rows, range.start, range.end]);

  const hasRows = range.end > range.start;
  useEffect(() => {
    if (hasRows) onRowsShown?.();
  }, [hasRows, rows, onRowsShown]);

  // A focused row scrolled away (wheel, scrollbar) leaves the DOM: the focus stays in the table.
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element || !rowFocused.current) return;
    const active = document.activeElement;
    if (active === null || active === document.body) {
      rowFocused.current = false;
      element.focus({ preventScroll: true });
    }
  }, [range]);

  /** Focuses row `index` of the list, scrolling it into view (drawn at once) first. */
  function focusRow(index: number) {
    const element = scrollRef.current;
    if (!element) return;
    const { scale: s } = live.current;
    scrollToVirtual(offsetForRow(s, index, latest.current.virtual), true);
    element.querySelector<HTMLElement>(`[${ROW_INDEX_ATTRIBUTE}="${index}"]`)?.focus({ preventScroll: true });
  }

  /** Keys on a focused row: move through the list; Esc back to the table. */
  function onRowKeyDown(event: KeyboardEvent<HTMLDivElement>, row: HTMLElement): void {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      scrollRef.current?.focus({ preventScroll: true });
      return;
    }
    const { scale: s, rows: current } = live.current;
    const next = rowAfterKey(
      Number(row.getAttribute(ROW_INDEX_ATTRIBUTE)),
      event.key,
      current.length,
      s.viewportPx / ROW_HEIGHT,
    );
    if (next === undefined) return;
    event.preventDefault();
    focusRow(next);
  }

  /** On the table itself: Enter goes into the rows; scaled, the keys scroll the list's own pixels; otherwise the browser scrolls. */
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    if (target !== event.currentTarget) {
      if (target.hasAttribute(ROW_INDEX_ATTRIBUTE)) onRowKeyDown(event, target);
      return;
    }
    if (event.key === 'Enter' && live.current.rows.length > 0) {
      event.preventDefault();
      focusRow(firstRowInView(latest.current.virtual, ROW_HEIGHT, live.current.rows.length));
      return;
    }
    const { scale: s } = live.current;
    if (!s.scaled) return;
    const next = offsetAfterKey(s, latest.current.virtual, event.key, event.shiftKey);
    if (next === undefined) return;
    event.preventDefault();
    scrollToVirtual(next, true);
  }

  const gridStyle: CSSProperties = { gridTemplateColumns: template };
  const drawn: ReactElement[] = [];
  const rowAt = Array.isArray(rows)
    ? (index: number) => (rows as readonly R[])[index]
    : (index: number) => (rows as RowSource<R>).at(index);
  for (let index = range.start; index < range.end; index++) {
    drawn.push(
      <Row
        key={index}
        row={rowAt(index)}
        index={index}
        start={rowTop(range, index, ROW_HEIGHT)}
        columns={columns}
        gridStyle={template}
      />,
    );
  }

  return (
    <div
      ref={scrollRef}
      className={classes.scroller}
      style={{ height: `min(${height}, ${MAX_HEIGHT_PX}px)` }}
      role="table"
      aria-label={label}
      aria-rowcount={ariaRowCount(rows.length)}
      aria-colcount={columns.length}
      aria-describedby={hintId}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        rowFocused.current = (event.target as HTMLElement).hasAttribute(ROW_INDEX_ATTRIBUTE);
      }}
      {...dataAttributes}
    >
      <span id={hintId} hidden>
        {t('keys')}
      </span>
      <div className={classes.inner} style={{ minWidth }}>
        <div role="rowgroup" className={classes.head}>
          <div role="row" aria-rowindex={1} className={classes.header} style={{ ...gridStyle, height: HEADER_HEIGHT }}>
            {columns.map((column, i) => {
              const header = headers[i] ?? column.id;
              const sortedHere =
                column.sortKey !== undefined && sort?.column === column.sortKey ? sort.direction : undefined;
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
                <div
                  key={column.id}
                  role="columnheader"
                  className={cellClass}
                  aria-sort={sortedHere ? ARIA_SORT[sortedHere] : 'none'}
                >
                  <button
                    type="button"
                    className={`${classes.sortButton} ${column.align === 'end' ? classes.end : ''}`}
                    onClick={() => onSort(key)}
                  >
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
        <div role="rowgroup" className={classes.body} style={bodyStyle(scale, rows.length)}>
          {rows.length === 0 ? (
            <div role="row" className={classes.emptyRow} style={gridStyle}>
              <div role="cell" className={classes.empty}>
                {empty}
              </div>
            </div>
          ) : (
            drawn
          )}
        </div>
      </div>
    </div>
  );
}

interface RowProps<R> {
  /** Undefined: on its way (a RowSource's block not yet here). */
  row: R | undefined;
  index: number;
  start: number;
  columns: readonly VirtualColumn<R, string>[];
  gridStyle: string;
}

function RowImpl<R>({ row, index, start, columns, gridStyle }: RowProps<R>) {
  return (
    <div
      role="row"
      aria-rowindex={ariaRowIndex(index)}
      {...{ [ROW_INDEX_ATTRIBUTE]: index }}
      tabIndex={-1}
      className={index % 2 === 1 ? `${classes.row} ${classes.odd}` : classes.row}
      style={{ gridTemplateColumns: gridStyle, height: ROW_HEIGHT, transform: `translateY(${start}px)` }}
      aria-busy={row === undefined ? true : undefined}
    >
      {row === undefined ? null : <Cells row={row} columns={columns} />}
    </div>
  );
}

/** The cells alone: a row that only moves (scaled scrolling) does not format them again. */
function CellsImpl<R>({ row, columns }: { row: R; columns: readonly VirtualColumn<R, string>[] }) {
  return columns.map((column) => (
    <div
      key={column.id}
      role="cell"
      className={column.align === 'end' ? `${classes.cell} ${classes.end}` : classes.cell}
      title={column.title?.(row)}
    >
      {column.cell(row)}
    </div>
  ));
}

const Row = memo(RowImpl) as <R>(props: RowProps<R>) => ReactElement;
const Cells = memo(CellsImpl) as <R>(props: { row: R; columns: readonly VirtualColumn<R, string>[] }) => ReactElement;

/** The body is as tall as the rows, up to MAX_BODY_PX; scaled, it clips the rows drawn past its ends. */
function bodyStyle(scale: ScrollScale, rowCount: number): CSSProperties | undefined {
  if (rowCount === 0) return undefined;
  return scale.scaled ? { height: scale.bodyPx, overflow: 'clip' } : { height: scale.bodyPx };
}

export const tableClasses = classes;
