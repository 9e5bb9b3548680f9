/**
 * Shared (renderer and main). The movements table's view of a certificate's
 * financial movements (Op12): filter, sort, totals and facets. Used alike by
 * the renderer's table and by the CSV export, so what the employee sees is
 * what gets exported.
 *
 * Any field of a movement may be missing (null: the service left it out).
 * Missing values are never guessed: totals skip them and count
 * them, sorting puts them last in both directions, and the type and fund
 * filters select them with NOT_INFORMED ("não informado").
 *
 * Built for the heavy certificate (100,000+ rows): single passes, keys
 * computed once per row, no Date objects (calendar days come from the
 * digits of `dataMovimento`, see format/calendar-date.ts), and missing
 * values found by null checks (text is trimmed only once per distinct value,
 * or when the "não informado" filter is on).
 */
import type { ApiResult } from '../contract/types';
import { calendarDateOf, isPlainWallClock } from '../format/calendar-date';
import type { MovementFilter, MovementSort } from '../ipc/inputs';
import { unitsOf } from './fund-balance';
import { isMissingText } from './missing';
import { SETTLED_STATUS, settlementKey } from './settlement';
import { FACET_MAX_VALUES, isFilterValue } from './movement-filter-bounds';

/** A movement as the tolerant reader gives it: every field may be null. */
export type Movement = ApiResult<'op12'>[number];

/** The fields this module reads: the renderer may pass richer rows. */
export type MovementLike = Pick<
  Movement,
  | 'dataMovimento'
  | 'tipoMovimento'
  | 'codigoFundo'
  | 'tipoCobertura'
  | 'descricaoMovimento'
  | 'codigoMovimento'
  | 'indentificacaoMovimento'
  | 'valorMovimento'
  | 'quantidadeCotasMovimento'
> & {
  /** Op12's; Op14's entries have no such field and are settled (settlement.ts). */
  statusMovimento?: string | null;
};

export interface MovementTotals {
  /** Movements, with or without values. */
  count: number;
  /** Sum of the valorMovimento present, added in integer cents (how many were missing: MovementMissing.valor). */
  sumValor: number;
  /** Sum of the quantidadeCotasMovimento present, added in integer units of 10⁻⁸ quota. */
  sumCotas: number;
  /** By type; movements without a type under NOT_INFORMED (''). */
  byTipo: Record<string, { count: number; sumValor: number }>;
  /** The settled movements only (settlement.ts): the totals that mean something (D410). */
  settled: SettledTotals;
  /** The movements kept out of `settled`, by status code (NO_STATUS '': the service gave none). */
  unsettled: Record<string, { count: number; sumValor: number }>;
}

/** Settled movements: how many, their values by type (never one sum across types), their quotas, what lacked either. */
export interface SettledTotals {
  count: number;
  byTipo: Record<string, { count: number; sumValor: number }>;
  sumCotas: number;
  /** Settled movements without a value: in `count` and in their type's count, not in its sum. */
  noValor: number;
  noCotas: number;
}

/**
 * The distinct values present (a missing value is not a choice: see MovementMissing and NOT_INFORMED). Types and
 * funds are the filters' choices, within the filter's bound (movement-filter-bounds.ts, D197).
 */
export interface MovementFacets {
  tiposMovimento: string[];
  fundos: string[];
  coberturas: string[];
}

/** How many movements lack each value: what the totals left out, and whether "não informado" is a choice. */
export interface MovementMissing {
  /** Without valorMovimento: not in sumValor. */
  valor: number;
  /** Without quantidadeCotasMovimento: not in sumCotas. */
  cotas: number;
  tipo: number;
  fundo: number;
  cobertura: number;
  /** Without coverage or fund: in no coverage/fund pair (their fund's balance cannot be asked for). */
  semPar: number;
}

/**
 * In a filter's `tiposMovimento` or `fundos`: the movements whose value is
 * missing. The empty text, since no real type or fund is blank (a blank value
 * is shown as "—" and counts as missing).
 */
export const NOT_INFORMED = '';

// Text folding lives in src-shared/text (the journal, the sandbox and the screens search alike).
import { foldText } from '../text/fold-text';
export { foldText };

// --- Filter ------------------------------------------------------------------

/** The values a multi-select filter lets through, and whether it lets the missing ones through. */
interface Choice {
  values: Set<string>;
  missing: boolean;
}

const choiceOf = (values: readonly string[] | undefined): Choice | undefined =>
  values !== undefined && values.length > 0
    ? { values: new Set(values), missing: values.includes(NOT_INFORMED) }
    : undefined;

/** A set lookup per row; the blank test only when "não informado" is chosen and the value is not one of the others. */
function passes(choice: Choice, value: string | null): boolean {
  return (
    (value !== null && value !== NOT_INFORMED && choice.values.has(value)) || (choice.missing && isMissingText(value))
  );
}

/**
 * The movements that pass every filter given, in their original order.
 * - `from`/`to`: inclusive, on the calendar day written in `dataMovimento`
 *   (a movement without a readable date is left out when either is set);
 * - `tiposMovimento`, `fundos`: the movement's value is one of them, or is
 *   missing when NOT_INFORMED is one of them (an empty list filters
 *   nothing, like an untouched multi-select);
 * - `text`: found in the description, code or identification, ignoring case
 *   and accents (blank text filters nothing; a missing field holds no text).
 */
export function applyMovementFilter<M extends MovementLike>(
  movements: readonly M[],
  filter: MovementFilter | undefined,
): M[] {
  const test = filter && movementTest(filter);
  if (!test) return movements.slice();
  const out: M[] = [];
  for (let i = 0; i < movements.length; i++) {
    const m = movements[i] as M;
    if (test(m)) out.push(m);
  }
  return out;
}

/** applyMovementFilter's test of one movement, or undefined when the filter lets every movement through. */
export function movementTest(filter: MovementFilter): ((m: MovementLike) => boolean) | undefined {
  const from = filter.from;
  const to = filter.to;
  const byDate = from !== undefined || to !== undefined;
  const tipos = choiceOf(filter.tiposMovimento);
  const fundos = choiceOf(filter.fundos);
  const needle = textNeedle(filter);
  if (!byDate && !tipos && !fundos && needle === '') return undefined;
  return (m) => {
    if (tipos && !passes(tipos, m.tipoMovimento)) return false;
    if (fundos && !passes(fundos, m.codigoFundo)) return false;
    if (byDate) {
      const day = calendarDateOf(m.dataMovimento);
      if (day === undefined || (from !== undefined && day < from) || (to !== undefined && day > to)) return false;
    }
    return needle === '' || textFound(m, needle);
  };
}

// --- Text search ------------------------------------------------------------------

/** The fields the text filter looks in. */
const TEXT_FIELDS = ['descricaoMovimento', 'codigoMovimento', 'indentificacaoMovimento'] as const;

/** The filter's text as it is searched for (trimmed and folded); '' when it filters nothing. */
export function textNeedle(filter: MovementFilter | undefined): string {
  return filter?.text !== undefined ? foldText(filter.text.trim()) : '';
}

/** Whether the folded `needle` is in one of the movement's text fields, each folded now. */
function textFound(m: MovementLike, needle: string): boolean {
  for (const field of TEXT_FIELDS) if (foldText(m[field] ?? '').includes(needle)) return true;
  return false;
}

/**
 * Between the fields of a movement's searchable text. A needle without it is found in the searchable text exactly
 * when it is found in one of the fields (a match cannot run from one field into the next); a needle holding it
 * (a control character only an odd IPC payload would send) is searched field by field (`searchableByText`).
 */
const TEXT_SEPARATOR = '\u0000';

/** Whether a folded needle can be looked for in searchable texts (else: movementTest, field by field). */
export function searchableByText(needle: string): boolean {
  return needle !== '' && !needle.includes(TEXT_SEPARATOR);
}

/**
 * Each movement's text fields folded once (the filter's own folding), joined by TEXT_SEPARATOR into one flat
 * string, a stretch of `step` rows at a time (paused between stretches, like columnRankSteps): a text filter is then
 * one `includes` per row, with no folding. `rowAt(i)` is row i.
 */
export function* searchableTextSteps(
  n: number,
  rowAt: (i: number) => MovementLike,
  step: number,
): Generator<void, string[], void> {
  const texts = new Array<string>(n);
  // Array.prototype.join makes a flat string (a `+` chain would keep a rope of three pieces per row).
  const parts = ['', '', ''];
  yield* inStretches(n, step, (from, to) => {
    for (let i = from; i < to; i++) {
      const m = rowAt(i);
      for (let f = 0; f < TEXT_FIELDS.length; f++) parts[f] = foldText(m[TEXT_FIELDS[f]!] ?? '');
      texts[i] = parts.join(TEXT_SEPARATOR);
    }
  });
  return texts;
}

// --- Sort ----------------------------------------------------------------------

const DATE_PARTS = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?)?/;

/**
 * A text key that orders timestamps by their written digits (wall clock, the
 * offset ignored): `YYYY-MM-DDTHH:mm:ss` plus any fraction. A missing or
 * unreadable date gives '' (sorted last by sortMovements).
 */
export function dateSortKey(text: string | null | undefined): string {
  if (typeof text !== 'string') return '';
  // The service's usual shape, a valid date and time, already orders as text: the key the match below would
  // build from it, checked by character codes (the opening's order asks it of every one of 120,000 dates).
  if (isPlainWallClock(text)) return text;
  const m = DATE_PARTS.exec(text);
  if (!m) return '';
  const [, y, mo, d, h = '00', mi = '00', s = '00', fraction = ''] = m;
  return `${y}-${mo}-${d}T${h}:${mi}:${s}${fraction === '' ? '' : `.${fraction}`}`;
}

let collator: Intl.Collator | undefined;
/** pt-BR order, case- and accent-aware, digits compared as numbers. */
function ptCollator(): Intl.Collator {
  collator ??= new Intl.Collator('pt-BR', { numeric: true, sensitivity: 'variant' });
  return collator;
}

/** Sorted unique values in pt-BR order (ties broken by code units, so the order is total). */
function sortedUnique(values: Iterable<string>): string[] {
  const c = ptCollator();
  return [...new Set(values)].sort((a, b) => c.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0));
}

/** Rank of a missing value in textRanks. */
const MISSING_RANK = -1;

/**
 * Runs `body` over [0, n) in stretches of `step` rows, pausing (a `yield`) between two stretches; with an infinite
 * step, in one stretch and without a pause.
 */
function* inStretches(n: number, step: number, body: (from: number, to: number) => void): Generator<void, void, void> {
  for (let from = 0; from < n; from += step) {
    if (from > 0) yield;
    body(from, Math.min(n, from + step));
  }
}

/** Rank of each row's text in pt-BR order of the distinct texts (MISSING_RANK when missing): rows then compare numbers. */
function* textRanks(n: number, read: (i: number) => string | null, step: number): Generator<void, Float64Array, void> {
  const distinct = new Set<string>();
  yield* inStretches(n, step, (from, to) => {
    for (let i = from; i < to; i++) distinct.add(read(i) ?? NOT_INFORMED);
  });
  const order = new Map<string, number>();
  // The blank test once per distinct value, not per row.
  sortedUnique(distinct).forEach((v, i) => order.set(v, isMissingText(v) ? MISSING_RANK : i));
  const ranks = new Float64Array(n);
  yield* inStretches(n, step, (from, to) => {
    for (let i = from; i < to; i++) ranks[i] = order.get(read(i) ?? NOT_INFORMED) ?? MISSING_RANK;
  });
  return ranks;
}

/**
 * A sorted copy. Stable in both directions: movements with equal keys keep
 * their original order (descending does not reverse the ties). Movements
 * whose key is missing come after all the others in both directions, in
 * their original order. Dates compare as text of their digits;
 * tipoMovimento and codigoFundo in pt-BR order.
 */
export function sortMovements<M extends MovementLike>(movements: readonly M[], sort: MovementSort | undefined): M[] {
  if (!sort) return movements.slice();
  return rowsInOrder(movements, sortOrder(movements, sort));
}

/** sortMovements' order as row indexes. */
export function sortOrder(movements: readonly MovementLike[], sort: MovementSort): Uint32Array {
  const column = sort.column;
  return orderByRanks(
    columnRanks(column, movements.length, (i) => (movements[i] as MovementLike)[column]),
    sort.direction,
  );
}

/** The rows at the order's indexes, in its order. */
export function rowsInOrder<M>(rows: readonly M[], order: Uint32Array): M[] {
  const out = new Array<M>(order.length);
  for (let i = 0; i < order.length; i++) out[i] = rows[order[i] as number] as M;
  return out;
}

/**
 * Each row's rank in the column's order, 0 for the first distinct key (NaN when the key is missing): dates as text
 * of their digits, amounts as numbers, texts in pt-BR order (collation done once per distinct value). Made once per
 * list and column, it makes every later order of that column one numeric sort (orderByRanks). `valueAt(i)` is row
 * i's value of the column.
 */
export function columnRanks(column: MovementSort['column'], n: number, valueAt: (i: number) => unknown): Float64Array {
  const steps = columnRankSteps(column, n, valueAt, Number.POSITIVE_INFINITY);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * columnRanks made a stretch of `step` rows at a time: the generator pauses between stretches (and around the one
 * native sort of the distinct keys, which cannot be split), so a thread can make a column's ranks between other
 * work, or give up, and the result is the same ranks whatever the step.
 */
export function* columnRankSteps(
  column: MovementSort['column'],
  n: number,
  valueAt: (i: number) => unknown,
  step: number,
): Generator<void, Float64Array, void> {
  switch (column) {
    case 'dataMovimento': {
      const keys = new Array<string>(n);
      const distinct = new Set<string>();
      yield* inStretches(n, step, (from, to) => {
        for (let i = from; i < to; i++) {
          const key = dateSortKey(valueAt(i) as string | null);
          keys[i] = key;
          if (key !== '') distinct.add(key);
        }
      });
      const rank = new Map<string, number>();
      [...distinct].sort().forEach((key, i) => rank.set(key, i));
      const ranks = new Float64Array(n);
      yield* inStretches(n, step, (from, to) => {
        for (let i = from; i < to; i++)
          ranks[i] = keys[i] === '' ? Number.NaN : (rank.get(keys[i] as string) as number);
      });
      return ranks;
    }
    case 'valorMovimento':
    case 'quantidadeCotasMovimento': {
      // A missing or non-finite amount is NaN here: missing.
      const values = new Float64Array(n);
      yield* inStretches(n, step, (from, to) => {
        for (let i = from; i < to; i++) values[i] = amountKey(valueAt(i));
      });
      return yield* denseRanks(values, step);
    }
    case 'tipoMovimento':
    case 'codigoFundo': {
      const ranks = yield* textRanks(n, (i) => valueAt(i) as string | null, step);
      for (let i = 0; i < n; i++) if (ranks[i] === MISSING_RANK) ranks[i] = Number.NaN;
      return ranks;
    }
  }
}

/**
 * An amount as its column orders it: the number, or NaN (missing, sorted last) when it is not a finite number. The
 * amounts' ranks are the dense ranking of these keys, so the keys order rows exactly as the ranks do.
 */
export function amountKey(value: unknown): number {
  return typeof value !== 'number' || !Number.isFinite(value) ? Number.NaN : value;
}

/** Whether a column's own values (amountKey) order it, without ranks made first. */
export function orderedByValue(column: MovementSort['column']): boolean {
  return column === 'valorMovimento' || column === 'quantidadeCotasMovimento';
}

/** Each value's position among the distinct values in ascending order (NaN stays NaN). */
function* denseRanks(values: Float64Array, step: number): Generator<void, Float64Array, void> {
  let present = 0;
  for (let i = 0; i < values.length; i++) if (!Number.isNaN(values[i])) present++;
  const sorted = new Float64Array(present);
  let at = 0;
  for (let i = 0; i < values.length; i++) if (!Number.isNaN(values[i])) sorted[at++] = values[i] as number;
  yield;
  sorted.sort();
  yield;
  // Distinct values in place (-0 and 0 are one value, as the comparison sees them).
  let distinct = 0;
  for (let i = 0; i < sorted.length; i++)
    if (distinct === 0 || sorted[i] !== sorted[distinct - 1]) sorted[distinct++] = sorted[i] as number;
  const ranks = new Float64Array(values.length);
  // The binary searches are most of the work (a cache miss per step): in stretches.
  yield* inStretches(values.length, step, (from, to) => {
    for (let i = from; i < to; i++) {
      const v = values[i] as number;
      if (Number.isNaN(v)) {
        ranks[i] = Number.NaN;
        continue;
      }
      let lo = 0;
      let hi = distinct - 1;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if ((sorted[mid] as number) < v) lo = mid + 1;
        else hi = mid;
      }
      ranks[i] = lo;
    }
  });
  return ranks;
}

/**
 * Row indexes in rank order, `direction` ascending or descending; equal ranks in their original order in both
 * directions, missing (NaN) ranks last in their original order: sortMovements' order. One numeric sort without a
 * comparator: each row is the number rank × 2^k + index (exact: both are integers well under 2^26 for any list of
 * up to 2^26 rows), so the index breaks ties and is read back from the low bits.
 */
export function orderByRanks(ranks: Float64Array, direction: 'asc' | 'desc'): Uint32Array {
  const n = ranks.length;
  const shift = 2 ** Math.max(1, Math.ceil(Math.log2(n + 1)));
  let top = 0;
  let present = 0;
  for (let i = 0; i < n; i++) {
    const r = ranks[i] as number;
    if (Number.isNaN(r)) continue;
    present++;
    if (r > top) top = r;
  }
  const packed = new Float64Array(present);
  let at = 0;
  for (let i = 0; i < n; i++) {
    const r = ranks[i] as number;
    if (!Number.isNaN(r)) packed[at++] = (direction === 'asc' ? r : top - r) * shift + i;
  }
  packed.sort();
  const order = new Uint32Array(n);
  for (let i = 0; i < present; i++) order[i] = (packed[i] as number) % shift;
  for (let i = 0; i < n; i++) if (Number.isNaN(ranks[i])) order[at++] = i;
  return order;
}

// --- Totals and facets: one pass ------------------------------------------------

const CENTS = 100;
const QUOTA_UNITS = 1e8;
/** Partial sums are moved to a BigInt before they stop being exact integers. */
const FLUSH_AT = 2 ** 52;

/** Adds integers exactly, however many: a Number while it is safe, a BigInt beyond. */
class ExactSum {
  private small = 0;
  private big = 0n;

  /**
   * Adds `value` counted in units of 10^-decimals; `scaled` is Math.round(value × 10^decimals), which stops being
   * exact (or finite: a quota count near the largest double) past the safe integers: then the units are taken from
   * the value's own decimal digits.
   */
  add(scaled: number, value: number, decimals: number): void {
    if (!Number.isSafeInteger(scaled)) {
      this.big += unitsOf(value, decimals);
      return;
    }
    this.small += scaled;
    if (this.small >= FLUSH_AT || this.small <= -FLUSH_AT) this.flush();
  }

  value(scale: number): number {
    const total = this.big + BigInt(this.small);
    const whole = total / BigInt(scale);
    const rest = total - whole * BigInt(scale);
    return Number(whole) + Number(rest) / scale;
  }

  private flush(): void {
    this.big += BigInt(this.small);
    this.small = 0;
  }
}

interface TipoSlot {
  count: number;
  cents: number;
  settledCount: number;
  settledCents: number;
}

interface StatusSlot {
  count: number;
  cents: number;
}

/**
 * Totals, facets, missing values and the coverage → funds pairs of a list of
 * movements, gathered in ONE pass that may be split in slices
 * (`add(rows, from, to)` as often as wanted, in any order: every result is
 * order-independent), so a screen can spread the work of 1,000,000 rows over
 * several tasks.
 *
 * Per row: two null checks and integer additions, and a few string
 * comparisons. The distinct values (a handful of types, funds and coverages)
 * go through a Map, and through the blank test, only when they differ from
 * the previous row's, and are sorted once at the end. A missing amount or
 * quota is counted instead of added; a missing type is totalled under
 * NOT_INFORMED; a movement without coverage or fund joins no pair.
 */
export class MovementSummary {
  private count = 0;
  private readonly valor = new ExactSum();
  private readonly cotas = new ExactSum();
  private settledCount = 0;
  private readonly settledCotas = new ExactSum();
  private settledNoValor = 0;
  private settledNoCotas = 0;
  /** Unsettled movements by status key (settlement.ts). */
  private readonly statuses = new Map<string, StatusSlot>();
  /** By type (missing types under NOT_INFORMED). */
  private readonly tipos = new Map<string, TipoSlot>();
  /** Coverage → the funds its movements name (both present). */
  private readonly pairs = new Map<string, Set<string>>();
  private readonly fundos = new Set<string>();
  private readonly coberturas = new Set<string>();
  private readonly lacking: MovementMissing = { valor: 0, cotas: 0, tipo: 0, fundo: 0, cobertura: 0, semPar: 0 };

  /** Adds `movements[from .. to)` (the whole list by default). */
  add(movements: readonly MovementLike[], from = 0, to = movements.length): this {
    const valor = this.valor;
    const cotas = this.cotas;
    // Counted in locals (registers), written back once.
    let noValor = 0;
    let noCotas = 0;
    let noTipo = 0;
    let noFundo = 0;
    let noCobertura = 0;
    let noPar = 0;
    let lastTipo: string | null | undefined;
    let slot: TipoSlot | undefined;
    let tipoMissing = false;
    let lastCobertura: string | null | undefined;
    let lastFundo: string | null | undefined;
    let coberturaMissing = false;
    let fundoMissing = false;
    const settledCotas = this.settledCotas;
    let settledCount = 0;
    let settledNoValor = 0;
    let settledNoCotas = 0;
    let lastStatus: string | null | undefined;
    let statusSlot: StatusSlot | undefined;
    let settled = false;
    for (let i = from; i < to; i++) {
      const m = movements[i] as MovementLike;
      const v = m.valorMovimento;
      let cents = 0;
      const noV = v === null || !Number.isFinite(v);
      if (noV) noValor++;
      else valor.add((cents = Math.round(v * CENTS)), v, 2);
      const q = m.quantidadeCotasMovimento;
      const noQ = q === null || !Number.isFinite(q);
      const units = noQ ? 0 : Math.round(q * QUOTA_UNITS);
      if (noQ) noCotas++;
      else cotas.add(units, q, 8);

      // The status goes through the settlement rule only when it differs from the previous row's (an absent field,
      // Op14's, is not a missing status: asked every time).
      const status = m.statusMovimento;
      if (i === from || status !== lastStatus || status === undefined) {
        const key = settlementKey(m);
        settled = key === SETTLED_STATUS;
        statusSlot = undefined;
        if (!settled) {
          statusSlot = this.statuses.get(key);
          if (statusSlot === undefined) this.statuses.set(key, (statusSlot = { count: 0, cents: 0 }));
        }
        lastStatus = status;
      }
      if (settled) {
        settledCount++;
        if (noV) settledNoValor++;
        if (noQ) settledNoCotas++;
        else settledCotas.add(units, q as number, 8);
      } else if (statusSlot !== undefined) {
        statusSlot.count++;
        statusSlot.cents += cents;
      }

      const tipo = m.tipoMovimento;
      if (slot === undefined || tipo !== lastTipo) {
        tipoMissing = isMissingText(tipo);
        const key = tipoMissing ? NOT_INFORMED : (tipo as string);
        slot = this.tipos.get(key);
        if (slot === undefined) this.tipos.set(key, (slot = { count: 0, cents: 0, settledCount: 0, settledCents: 0 }));
        lastTipo = tipo;
      }
      if (tipoMissing) noTipo++;
      slot.count++;
      // Per type, cents stay exact in a Number up to ±45 trillion reais.
      slot.cents += cents;
      if (settled) {
        slot.settledCount++;
        slot.settledCents += cents;
      }

      const cobertura = m.tipoCobertura;
      const fundo = m.codigoFundo;
      if (cobertura !== lastCobertura || fundo !== lastFundo || i === from) {
        if (cobertura !== lastCobertura || i === from) {
          coberturaMissing = isMissingText(cobertura);
          if (!coberturaMissing) this.coberturas.add(cobertura as string);
          lastCobertura = cobertura;
        }
        if (fundo !== lastFundo || i === from) {
          fundoMissing = isMissingText(fundo);
          if (!fundoMissing) this.fundos.add(fundo as string);
          lastFundo = fundo;
        }
        if (!coberturaMissing && !fundoMissing) {
          let funds = this.pairs.get(cobertura as string);
          if (funds === undefined) this.pairs.set(cobertura as string, (funds = new Set()));
          funds.add(fundo as string);
        }
      }
      if (coberturaMissing || fundoMissing) {
        noPar++;
        if (coberturaMissing) noCobertura++;
        if (fundoMissing) noFundo++;
      }
    }
    const lacking = this.lacking;
    lacking.valor += noValor;
    lacking.cotas += noCotas;
    lacking.tipo += noTipo;
    lacking.fundo += noFundo;
    lacking.cobertura += noCobertura;
    lacking.semPar += noPar;
    this.settledCount += settledCount;
    this.settledNoValor += settledNoValor;
    this.settledNoCotas += settledNoCotas;
    this.count += Math.max(0, to - from);
    return this;
  }

  /** Count and sums of the values present (money in cents, quotas in 10⁻⁸ units: no float drift however many rows). */
  totals(): MovementTotals {
    const byTipo: MovementTotals['byTipo'] = {};
    const settledByTipo: SettledTotals['byTipo'] = {};
    for (const [tipo, t] of this.tipos) {
      byTipo[tipo] = { count: t.count, sumValor: t.cents / CENTS };
      if (t.settledCount > 0) settledByTipo[tipo] = { count: t.settledCount, sumValor: t.settledCents / CENTS };
    }
    const unsettled: MovementTotals['unsettled'] = {};
    for (const [status, t] of this.statuses) unsettled[status] = { count: t.count, sumValor: t.cents / CENTS };
    return {
      count: this.count,
      sumValor: this.valor.value(CENTS),
      sumCotas: this.cotas.value(QUOTA_UNITS),
      byTipo,
      settled: {
        count: this.settledCount,
        byTipo: settledByTipo,
        sumCotas: this.settledCotas.value(QUOTA_UNITS),
        noValor: this.settledNoValor,
        noCotas: this.settledNoCotas,
      },
      unsettled,
    };
  }

  /** How many movements lack each value (what the sums left out). */
  missing(): MovementMissing {
    return { ...this.lacking };
  }

  /**
   * The distinct movement types, funds and coverages present, each sorted in pt-BR order. The types and funds are
   * the filters' choices: only values a filter takes, at most FACET_MAX_VALUES of them (D197).
   */
  facets(): MovementFacets {
    const choices = (values: Iterable<string>) =>
      sortedUnique([...values].filter((v) => v !== NOT_INFORMED && isFilterValue(v))).slice(0, FACET_MAX_VALUES);
    return {
      tiposMovimento: choices(this.tipos.keys()),
      fundos: choices(this.fundos),
      coberturas: sortedUnique(this.coberturas),
    };
  }

  /** Each coverage with the set of funds its movements name (unsorted; the caller orders them). Movements missing either are in none. */
  coverageFunds(): ReadonlyMap<string, ReadonlySet<string>> {
    return this.pairs;
  }
}

/** Count and sums of the movements (money in cents, quotas in 10⁻⁸ units: no float drift however many rows). */
export function movementTotals(movements: readonly MovementLike[]): MovementTotals {
  return new MovementSummary().add(movements).totals();
}

/** How many movements lack each value. */
export function movementMissing(movements: readonly MovementLike[]): MovementMissing {
  return new MovementSummary().add(movements).missing();
}

/** The distinct movement types, funds and coverages present, each sorted in pt-BR order: the filter's choices. */
export function movementFacets(movements: readonly MovementLike[]): MovementFacets {
  return new MovementSummary().add(movements).facets();
}

/** Filter then sort, as the table and the export both do. */
export function movementView<M extends MovementLike>(
  movements: readonly M[],
  filter?: MovementFilter,
  sort?: MovementSort,
): M[] {
  const filtered = applyMovementFilter(movements, filter);
  return sort ? sortMovements(filtered, sort) : filtered;
}
