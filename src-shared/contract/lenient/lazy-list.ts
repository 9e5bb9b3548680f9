/**
 * Shared (the main process uses it). A list answer of records read by the tolerant reader on demand instead of
 * all at once: reading the heavy certificate's 120,000 movements costs more than parsing them (bench 2),
 * and its first window needs 100 of them plus one field of each (the sort key). Reading stays exactly the
 * reader's (D41): every element read is what readAnswer would give for it, and once every element has been read,
 * in order, `rows` and `drift` are readAnswer's data and drift report for the same answer (property: tests/main/kept-movements-lazy.test.ts).
 *
 * Only the plain case is read lazily: a list whose every element is a record holding at least one of its fields
 * under the contract's own name, under a schema that is a list of records without a declared identity. readAnswer
 * keeps such an element as one row (D202 leaves out only records with none of their fields or without identity), so
 * the row count is known before reading. Anything else (null elements, a record where the list should be, an
 * envelope, a list of lists, a row that may be left out) is read whole: `LazyListAnswer.of` answers undefined.
 */
import type { z } from 'zod';
import type { OperationDef } from '../operation';
import { identityOf } from '../field-meaning';
import { compileReader, isPlainObject, readField } from './compile-reader';
import { DriftCollector, type DriftReport } from './drift';
import { defOf } from '../zod-def';

/** The path of a list element, and of a field in it, as readAnswer names them in the drift report. */
const ELEMENT_PATH = '[]';

export class LazyListAnswer<T = unknown> {
  private readonly read: Array<T | undefined>;
  /** Elements read in order so far, their drift counted. */
  private done = 0;
  private readonly drifts: DriftCollector;
  private report: DriftReport | undefined;
  private readonly element: ReturnType<typeof compileReader>;

  private constructor(
    private readonly raw: readonly Record<string, unknown>[],
    private readonly shape: Record<string, z.ZodType>,
    element: z.ZodType,
    essential: OperationDef['success']['essential'],
    private readonly onRead: ((drift: DriftReport) => void) | undefined,
    /** Fields of every element already read by fieldReader (as the answer arrived, D615), by key. */
    private readonly known: ReadonlyMap<string, unknown[]>,
  ) {
    this.read = new Array<T | undefined>(raw.length);
    this.drifts = new DriftCollector(new Set(Object.keys(essential ?? {})));
    this.element = compileReader(element);
  }

  /**
   * The answer to read lazily, or undefined when it is not the plain case (read it with readAnswer). `ahead` is
   * what was read of the same list's first elements as they came (ListReadAhead): only the elements it was not
   * told are checked here, in the same pass as its fields; a field it read for every element is not read again.
   */
  static of<T = unknown>(
    schema: z.ZodType,
    json: unknown,
    essential: OperationDef['success']['essential'] = {},
    onRead?: (drift: DriftReport) => void,
    ahead: ListReadAhead = new ListReadAhead(schema),
  ): LazyListAnswer<T> | undefined {
    if (!Array.isArray(json) || !ahead.add(json, ahead.checked)) return undefined;
    const list = defOf(schema);
    const known = new Map([...ahead.fields].filter(([, values]) => values.length === json.length));
    return new LazyListAnswer<T>(
      json as Record<string, unknown>[],
      defOf(list.element!).shape!,
      list.element!,
      essential,
      onRead,
      known,
    );
  }

  /** Rows in the list (every element is one). */
  get length(): number {
    return this.raw.length;
  }

  /** Every element read and its drift counted (the report made and told). */
  get complete(): boolean {
    return this.report !== undefined;
  }

  /** Element `i` as the reader reads it (read now if it was not yet; its drift is counted when the in-order reading reaches it). */
  at(i: number): T {
    let row = this.read[i];
    if (row === undefined) {
      row = readField(this.element, this.raw[i], ELEMENT_PATH, new DriftCollector()) as T;
      this.read[i] = row;
    }
    return row;
  }

  /** One field of every element, as the reader reads that field (a sort key, before the rows are read). */
  field(key: string): unknown[] {
    const field = this.shape[key];
    if (!field) throw new Error(`campo fora do contrato: ${key}`);
    const known = this.known.get(key);
    if (known) return known;
    const reader = compileReader(field);
    const path = `${ELEMENT_PATH}.${key}`;
    const scratch = new DriftCollector();
    const out = new Array<unknown>(this.raw.length);
    for (let i = 0; i < this.raw.length; i++) {
      const raw = this.raw[i] as Record<string, unknown>;
      out[i] = readField(reader, Object.hasOwn(raw, key) ? raw[key] : undefined, path, scratch);
    }
    return out;
  }

  /** Reads up to `count` more elements in order, counting their drift; true once the list is complete. */
  readNext(count: number): boolean {
    const end = Math.min(this.raw.length, this.done + count);
    for (let i = this.done; i < end; i++) {
      // Read again even when a window read it already: the drift is counted in the answer's order, as readAnswer counts it.
      const row = readField(this.element, this.raw[i], ELEMENT_PATH, this.drifts) as T;
      if (this.read[i] === undefined) this.read[i] = row;
    }
    this.done = end;
    if (end === this.raw.length && !this.report) {
      this.report = this.drifts.report();
      try {
        this.onRead?.(this.report);
      } catch {
        // Diagnostics must not turn a good answer into a failure.
      }
    }
    return this.complete;
  }

  /** Every row, in the answer's order (the rest read now if need be): readAnswer's data. */
  get rows(): T[] {
    this.readNext(Infinity);
    return this.read as T[];
  }

  /** The drift report of the whole answer (the rest read now if need be): readAnswer's drift. */
  get drift(): DriftReport {
    this.readNext(Infinity);
    return this.report!;
  }
}

/**
 * LazyListAnswer.of's check of a list's elements, and fields of each read as `field(key)` reads them, done as the
 * elements come, in order: slice by slice while the answer arrives (D615), or the whole list in one pass. Each
 * element is checked once, with its fields read in the same pass; `of` then checks only the elements it was not
 * told, and takes a field read for every element as known.
 */
export class ListReadAhead {
  /** Elements told so far, each one the plain case's (while `plain`). */
  checked = 0;
  /** False once the schema or an element is not the plain case: the list is read whole, nothing more is read. */
  plain: boolean;
  /** The fields read, by key, one value per element told. */
  readonly fields = new Map<string, unknown[]>();
  private readonly shape: Record<string, z.ZodType> = {};
  private readonly readers: Array<{
    key: string;
    path: string;
    values: unknown[];
    read: ReturnType<typeof compileReader>;
  }> = [];
  private readonly scratch = new DriftCollector();

  constructor(
    schema: z.ZodType,
    keys: readonly string[] = [],
    /** Told the indexes of the elements each `add` checked, [from, to), once their fields are read. */
    private readonly told: (from: number, to: number) => void = () => undefined,
  ) {
    const list = defOf(schema);
    const record = list.type === 'array' && list.element ? defOf(list.element) : undefined;
    this.plain = record?.type === 'object' && record.shape !== undefined && identityOf(list.element!) === undefined;
    if (!this.plain) return;
    this.shape = record!.shape!;
    for (const key of keys) {
      const field = this.shape[key];
      if (!field) throw new Error(`campo fora do contrato: ${key}`);
      const values: unknown[] = [];
      this.fields.set(key, values);
      this.readers.push({ key, path: `${ELEMENT_PATH}.${key}`, values, read: compileReader(field) });
    }
  }

  /** Checks the next elements, `elements[from…]`, and reads their fields; false once the list is not plain. */
  add(elements: readonly unknown[], from = 0): boolean {
    if (!this.plain) return false;
    const first = this.checked;
    const { shape, readers, scratch } = this;
    for (let i = from; i < elements.length; i++) {
      const row = elements[i];
      if (!isPlainObject(row) || !holdsAField(row, shape)) {
        this.plain = false;
        this.fields.clear();
        return false;
      }
      for (const { key, path, values, read } of readers)
        values.push(readField(read, Object.hasOwn(row, key) ? row[key] : undefined, path, scratch));
    }
    this.checked += elements.length - from;
    this.told(first, this.checked);
    return true;
  }
}

/** Whether the record holds one of the schema's fields with a value (readAnswer keeps it as a row, D202). */
function holdsAField(row: Record<string, unknown>, shape: Record<string, z.ZodType>): boolean {
  for (const key in row) if (Object.hasOwn(shape, key) && row[key] !== null && row[key] !== undefined) return true;
  return false;
}
