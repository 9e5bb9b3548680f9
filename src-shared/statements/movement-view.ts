/**
 * The movements table's view of a certificate's financial movements (Op12):
 * filter, sort, totals and facets. Used alike by the renderer's table and by
 * the CSV export, so what the employee sees is what gets exported.
 *
 * Built for the heavy certificate (100,000+ rows): single passes, keys
 * computed once per row, no Date objects (calendar days come from the
 * digits of `dataMovimento`, see format/calendar-date.ts).
 */
import type { z } from 'zod';
import type { FinancialMovement } from '../contract/resources/pension';
import { calendarDateOf } from '../format/calendar-date';
import type { MovementFilter, MovementSort } from '../ipc/inputs';

export type Movement = z.output<typeof FinancialMovement>;

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
>;

export interface MovementTotals {
  count: number;
  /** Sum of valorMovimento, added in integer cents. */
  sumValor: number;
  /** Sum of quantidadeCotasMovimento, added in integer units of 10⁻⁸ quota. */
  sumCotas: number;
  byTipo: Record<string, { count: number; sumValor: number }>;
}

export interface MovementFacets {
  tiposMovimento: string[];
  fundos: string[];
  coberturas: string[];
}

// Text folding lives in src-shared/text (the journal, the sandbox and the screens search alike).
import { foldText } from '../text/fold-text';
export { foldText };

// --- Filter ------------------------------------------------------------------

const nonEmptySet = (values: readonly string[] | undefined): Set<string> | undefined =>
  values !== undefined && values.length > 0 ? new Set(values) : undefined;

/**
 * The movements that pass every filter given, in their original order.
 * - `from`/`to`: inclusive, on the calendar day written in `dataMovimento`
 *   (a movement without a readable date is left out when either is set);
 * - `tiposMovimento`, `fundos`: the movement's value is one of them (an
 *   empty list filters nothing, like an untouched multi-select);
 * - `text`: found in the description, code or identification, ignoring case
 *   and accents (blank text filters nothing).
 */
export function applyMovementFilter<M extends MovementLike>(movements: readonly M[], filter: MovementFilter | undefined): M[] {
  if (!filter) return movements.slice();
  const from = filter.from;
  const to = filter.to;
  const byDate = from !== undefined || to !== undefined;
  const tipos = nonEmptySet(filter.tiposMovimento);
  const fundos = nonEmptySet(filter.fundos);
  const needle = filter.text !== undefined ? foldText(filter.text.trim()) : '';
  if (!byDate && !tipos && !fundos && needle === '') return movements.slice();

  const out: M[] = [];
  for (let i = 0; i < movements.length; i++) {
    const m = movements[i] as M;
    if (tipos && !tipos.has(m.tipoMovimento)) continue;
    if (fundos && !fundos.has(m.codigoFundo)) continue;
    if (byDate) {
      const day = calendarDateOf(m.dataMovimento);
      if (day === undefined || (from !== undefined && day < from) || (to !== undefined && day > to)) continue;
    }
    if (
      needle !== '' &&
      !foldText(m.descricaoMovimento ?? '').includes(needle) &&
      !foldText(m.codigoMovimento ?? '').includes(needle) &&
      !foldText(m.indentificacaoMovimento ?? '').includes(needle)
    )
      continue;
    out.push(m);
  }
  return out;
}

// --- Sort ----------------------------------------------------------------------

const DATE_PARTS = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?)?/;
const CANONICAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

/**
 * A text key that orders timestamps by their written digits (wall clock, the
 * offset ignored): `YYYYMMDDHHmmss` plus any fraction. Unreadable text gives
 * '' (first in ascending order).
 */
export function dateSortKey(text: string | null | undefined): string {
  if (typeof text !== 'string') return '';
  // The service's usual shape already orders as text.
  if (text.length === 19 && CANONICAL_DATE_TIME.test(text)) return text;
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

/** Rank of each distinct text in pt-BR order: rows then compare integers. */
function textRanks<M>(movements: readonly M[], read: (m: M) => string): Int32Array {
  const distinct = new Set<string>();
  for (const m of movements) distinct.add(read(m) ?? '');
  const order = new Map<string, number>();
  sortedUnique(distinct).forEach((v, i) => order.set(v, i));
  const ranks = new Int32Array(movements.length);
  for (let i = 0; i < movements.length; i++) ranks[i] = order.get(read(movements[i] as M) ?? '') ?? 0;
  return ranks;
}

/** Numbers in ascending order, NaN (a value that is not a number) after all of them. */
function numberKeys<M>(movements: readonly M[], read: (m: M) => number): Float64Array {
  const keys = new Float64Array(movements.length);
  for (let i = 0; i < movements.length; i++) {
    const v = read(movements[i] as M);
    keys[i] = typeof v === 'number' && !Number.isNaN(v) ? v : Number.POSITIVE_INFINITY;
  }
  return keys;
}

/**
 * A sorted copy. Stable in both directions: movements with equal keys keep
 * their original order (descending does not reverse the ties). Dates compare
 * as text of their digits; tipoMovimento and codigoFundo in pt-BR order.
 */
export function sortMovements<M extends MovementLike>(movements: readonly M[], sort: MovementSort | undefined): M[] {
  if (!sort) return movements.slice();
  const n = movements.length;
  const dir = sort.direction === 'desc' ? -1 : 1;
  const index = new Uint32Array(n);
  for (let i = 0; i < n; i++) index[i] = i;

  let compare: (a: number, b: number) => number;
  switch (sort.column) {
    case 'dataMovimento': {
      const keys = new Array<string>(n);
      for (let i = 0; i < n; i++) keys[i] = dateSortKey((movements[i] as M).dataMovimento);
      compare = (a, b) => {
        const ka = keys[a] as string;
        const kb = keys[b] as string;
        return ka < kb ? -dir : ka > kb ? dir : a - b;
      };
      break;
    }
    case 'valorMovimento':
    case 'quantidadeCotasMovimento': {
      const column = sort.column;
      const keys = numberKeys(movements, (m) => m[column]);
      compare = (a, b) => {
        const ka = keys[a] as number;
        const kb = keys[b] as number;
        return ka < kb ? -dir : ka > kb ? dir : a - b;
      };
      break;
    }
    case 'tipoMovimento':
    case 'codigoFundo': {
      const column = sort.column;
      const keys = textRanks(movements, (m) => m[column]);
      compare = (a, b) => ((keys[a] as number) - (keys[b] as number)) * dir || a - b;
      break;
    }
  }
  index.sort(compare);
  const out = new Array<M>(n);
  for (let i = 0; i < n; i++) out[i] = movements[index[i] as number] as M;
  return out;
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

  add(units: number): void {
    this.small += units;
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

const toUnits = (value: number, scale: number): number => (Number.isFinite(value) ? Math.round(value * scale) : 0);

interface TipoSlot {
  count: number;
  cents: number;
}

/**
 * Totals, facets and the coverage → funds pairs of a list of movements,
 * gathered in ONE pass that may be split in slices (`add(rows, from, to)`
 * as often as wanted, in any order: every result is order-independent), so
 * a screen can spread the work of 1,000,000 rows over several tasks.
 *
 * Per row: two integer additions and a few string comparisons. The distinct
 * values (a handful of types, funds and coverages) go through a Map only when
 * they differ from the previous row's, and are sorted once at the end.
 */
export class MovementSummary {
  private count = 0;
  private readonly valor = new ExactSum();
  private readonly cotas = new ExactSum();
  private readonly tipos = new Map<string, TipoSlot>();
  /** Coverage → the funds its movements name. */
  private readonly pairs = new Map<string, Set<string>>();
  private readonly fundos = new Set<string>();

  /** Adds `movements[from .. to)` (the whole list by default). */
  add(movements: readonly MovementLike[], from = 0, to = movements.length): this {
    const valor = this.valor;
    const cotas = this.cotas;
    let lastTipo: string | undefined;
    let slot: TipoSlot | undefined;
    let lastCobertura: string | undefined;
    let lastFundo: string | undefined;
    for (let i = from; i < to; i++) {
      const m = movements[i] as MovementLike;
      const cents = toUnits(m.valorMovimento, CENTS);
      valor.add(cents);
      cotas.add(toUnits(m.quantidadeCotasMovimento, QUOTA_UNITS));
      const tipo = m.tipoMovimento ?? '';
      if (slot === undefined || tipo !== lastTipo) {
        slot = this.tipos.get(tipo);
        if (slot === undefined) this.tipos.set(tipo, (slot = { count: 0, cents: 0 }));
        lastTipo = tipo;
      }
      slot.count++;
      // Per type, cents stay exact in a Number up to ±45 trillion reais.
      slot.cents += cents;
      const cobertura = m.tipoCobertura;
      const fundo = m.codigoFundo;
      if (cobertura !== lastCobertura || fundo !== lastFundo || i === from) {
        let funds = this.pairs.get(cobertura);
        if (funds === undefined) this.pairs.set(cobertura, (funds = new Set()));
        funds.add(fundo);
        this.fundos.add(fundo);
        lastCobertura = cobertura;
        lastFundo = fundo;
      }
    }
    this.count += Math.max(0, to - from);
    return this;
  }

  /** Count and sums (money in cents, quotas in 10⁻⁸ units: no float drift however many rows). */
  totals(): MovementTotals {
    const byTipo: MovementTotals['byTipo'] = {};
    for (const [tipo, t] of this.tipos) byTipo[tipo] = { count: t.count, sumValor: t.cents / CENTS };
    return { count: this.count, sumValor: this.valor.value(CENTS), sumCotas: this.cotas.value(QUOTA_UNITS), byTipo };
  }

  /** The distinct movement types, funds and coverages, each sorted in pt-BR order. */
  facets(): MovementFacets {
    return { tiposMovimento: sortedUnique(this.tipos.keys()), fundos: sortedUnique(this.fundos), coberturas: sortedUnique(this.pairs.keys()) };
  }

  /** Each coverage with the set of funds its movements name (unsorted; the caller orders them). */
  coverageFunds(): ReadonlyMap<string, ReadonlySet<string>> {
    return this.pairs;
  }
}

/** Count and sums of the movements (money in cents, quotas in 10⁻⁸ units: no float drift however many rows). */
export function movementTotals(movements: readonly MovementLike[]): MovementTotals {
  return new MovementSummary().add(movements).totals();
}

/** The distinct movement types, funds and coverages, each sorted in pt-BR order: the filter's choices. */
export function movementFacets(movements: readonly MovementLike[]): MovementFacets {
  return new MovementSummary().add(movements).facets();
}

/** Filter then sort, as the table and the export both do. */
export function movementView<M extends MovementLike>(movements: readonly M[], filter?: MovementFilter, sort?: MovementSort): M[] {
  const filtered = applyMovementFilter(movements, filter);
  return sort ? sortMovements(filtered, sort) : filtered;
}
