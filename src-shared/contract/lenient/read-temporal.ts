/**
 * Shared. Date fields as the contract names them (field-meaning.ts, D203): a calendar day reads as the day
 * written, `YYYY-MM-DD`, whatever time or offset follows it (`1980-05-10T00:00:00Z` is 10/05/1980, never the
 * 09/05 of São Paulo's clock); an instant keeps its text (screens convert it to São Paulo). Both accept lowercase
 * `t`/`z` and epoch milliseconds, as drift, and read the serializers' "no date" values as absent.
 */
import { isPlainWallClock, parseWrittenDateTime } from '../../format/calendar-date';
import type { Temporal } from '../field-meaning';
import type { DriftCollector } from './drift';

const LOOSE_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:([Tt ])(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?([Zz]|[+-]\d{2}:?\d{2})?)?$/;

/** Epoch milliseconds a Date can hold (±100,000,000 days). */
const MAX_EPOCH_MS = 8.64e15;

/**
 * "No date" as .NET, Java and databases write it: year 1 (DateTime.MinValue, with or without an offset, and the
 * year 0 an offset may push it to), 1900-01-01, year 9999 (MaxValue), and for instants 1970-01-01T00:00:00Z.
 * A calendar day of 1970-01-01 is a real birthday: only the number 0 is epoch 0 there.
 */
export function isNoDate(written: string, kind: Temporal): boolean {
  const year = written.slice(0, 4);
  if (year === '0000' || year === '0001' || year === '9999') return true;
  if (written.startsWith('1900-01-01')) return true;
  return kind === 'instant' && /^1970-01-01[Tt ]00:00(?::00(?:\.0+)?)?(?:[Zz]|[+-]00:?00)$/.test(written);
}

export function readTemporal(kind: Temporal, value: unknown, path: string, drift: DriftCollector): string | null {
  if (typeof value === 'number') return fromEpochMillis(kind, value, path, drift);
  if (typeof value !== 'string') {
    drift.add(path, 'mistyped');
    return null;
  }
  // The service's usual shape is read as written (what the general path below gives it), without its matches.
  if (isPlainWallClock(value)) {
    if (!isNoDate(value, kind)) return kind === 'day' ? value.slice(0, 10) : value;
    drift.add(path, 'sentinel');
    return null;
  }
  const match = LOOSE_DATE_TIME.exec(value);
  if (!match) {
    drift.add(path, 'mistyped');
    return null;
  }
  if (isNoDate(value, kind)) {
    drift.add(path, 'sentinel');
    return null;
  }
  // The only letters the pattern lets through are the separator and the zone.
  const lowercase = match[4] === 't' || match[9] === 'z';
  const text = lowercase ? value.toUpperCase() : value;
  if (!parseWrittenDateTime(text)) {
    drift.add(path, 'mistyped');
    return null;
  }
  if (lowercase) drift.add(path, 'coerced');
  return kind === 'day' ? text.slice(0, 10) : text;
}

/**
 * Epoch milliseconds: an instant in UTC; a calendar day is the UTC date, which is the day a serializer meant
 * whether it wrote UTC midnight or São Paulo's (03:00Z).
 */
function fromEpochMillis(kind: Temporal, value: number, path: string, drift: DriftCollector): string | null {
  if (!Number.isInteger(value) || Math.abs(value) > MAX_EPOCH_MS) {
    drift.add(path, 'mistyped');
    return null;
  }
  if (value === 0) {
    drift.add(path, 'sentinel');
    return null;
  }
  const iso = new Date(value).toISOString();
  // Years past 9999 or before 1 ("+010000-…", "-000001-…") are no date a service means.
  if (!/^\d{4}-/.test(iso) || isNoDate(iso, kind)) {
    drift.add(path, 'sentinel');
    return null;
  }
  drift.add(path, 'coerced');
  return kind === 'day' ? iso.slice(0, 10) : iso;
}
