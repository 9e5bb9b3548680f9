/**
 * Main process and the journal index's thread. History's filter (JournalFilter) as one rule, whether an entry is
 * read whole (the in-memory segments, the linear reading) or only its search record is kept (the archive index,
 * journal-index.ts): both go through `searchRecordOf`, so they cannot disagree on what matches.
 */
import { saoPauloDateOf } from '../../src-shared/format/calendar-date';
import { foldText } from '../../src-shared/text/fold-text';
import { matchesProbe, type SearchProbe } from './journal-search';
import type { JournalEntry, JournalFilter } from './journal-types';

/** What History's filter looks at in an entry: small, and free of anything the journal does not already keep masked. */
export interface SearchRecord {
  action: JournalEntry['action'];
  status: JournalEntry['status'];
  /** YYYY-MM-DD of startedAt on the São Paulo calendar: the day History's filters speak of. */
  day: string;
  /** protocolKey() of the service's protocol. */
  protocol: string;
  /** The fields the search text is looked for in, each folded, joined by FIELD_SEPARATOR. */
  text: string;
}

/** Between two fields of SearchRecord.text: a search text cannot run across it unless it holds one itself. */
const FIELD_SEPARATOR = '\u0000';

/** YYYY-MM-DD of a journal timestamp (ISO, UTC) on the São Paulo calendar. */
export const saoPauloDay = (iso: string): string => saoPauloDateOf(Date.parse(iso));

/** A protocol as compared: no spaces, upper case ("sin 2026…" finds "SIN2026…"). */
export function protocolKey(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

export function searchRecordOf(entry: JournalEntry): SearchRecord {
  // The check of an unknown outcome is found by its protocol and its note too (what the employee wrote of it).
  const checked = entry.resolution ? [entry.resolution.protocol ?? '', entry.resolution.note] : [];
  const fields = [
    // The reference a request receipt gives when the service gave no protocol (D361).
    entry.id,
    entry.title,
    entry.result?.protocol ?? '',
    entry.customerCpfMasked ?? '',
    ...Object.values(entry.identifiers),
    ...checked,
  ];
  return {
    action: entry.action,
    status: entry.status,
    day: saoPauloDay(entry.startedAt),
    protocol: protocolKey(entry.result?.protocol ?? ''),
    text: fields.map(foldText).join(FIELD_SEPARATOR),
  };
}

/** Whether a search text holds the fields' separator: it is then looked for in each field on its own. */
export function crossesFields(text: string): boolean {
  return text.includes(FIELD_SEPARATOR);
}

/** The search text as compared (trimmed, folded), or undefined when there is none. */
export function foldedSearchText(filter: JournalFilter): string | undefined {
  const text = filter.text?.trim();
  return text ? foldText(text) : undefined;
}

/**
 * Whether a record passes the filter. `probeHit` says whether the entry's keyed hashes hold the probe (a full
 * CPF or name words, D102): asked only when the text itself is not found, since an entry matches either way.
 */
export function recordMatcher(filter: JournalFilter): (record: SearchRecord, probeHit: () => boolean) => boolean {
  const text = foldedSearchText(filter);
  const protocol = protocolKey(filter.protocol ?? '');
  const acrossFields = text !== undefined && crossesFields(text);
  const inText = (record: SearchRecord) =>
    acrossFields ? record.text.split(FIELD_SEPARATOR).some((f) => f.includes(text!)) : record.text.includes(text!);
  return (record, probeHit) => {
    if (protocol !== '' && !record.protocol.includes(protocol)) return false;
    if (filter.actions && !filter.actions.includes(record.action)) return false;
    if (filter.statuses && !filter.statuses.includes(record.status)) return false;
    if (filter.from && record.day < filter.from) return false;
    if (filter.to && record.day > filter.to) return false;
    if (text !== undefined && !inText(record) && !probeHit()) return false;
    return true;
  };
}

/** The filter over whole entries (the in-memory segments). */
export function entryMatcher(filter: JournalFilter, probe?: SearchProbe): (entry: JournalEntry) => boolean {
  const matches = recordMatcher(filter);
  return (entry) => matches(searchRecordOf(entry), () => probe !== undefined && matchesProbe(probe, entry));
}

/** Newest first; a stable sort, so entries of the same instant keep the order they came in (newest-begun first). */
export function byNewestStart(a: JournalEntry, b: JournalEntry): number {
  return Date.parse(b.startedAt) - Date.parse(a.startedAt);
}
