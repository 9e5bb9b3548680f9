/**
 * Main process. The search records (journal-filter.ts) of the entries the journal holds in memory (the active
 * segment and the newest archived one), made once when an entry is read, written or changed (its outcome, its
 * check), never at each search: a History search over them only compares short folded strings.
 */
import { recordMatcher, type SearchRecord, searchRecordOf } from './journal-filter';
import { matchesProbe, type SearchProbe } from './journal-search';
import type { JournalEntry, JournalFilter } from './journal-types';

export class KeptRecords {
  /** By id, with the entry object the record was made from: another copy of the same id is never given its record. */
  private readonly kept = new Map<string, { entry: JournalEntry; record: SearchRecord }>();

  /** After the entry was added or changed. */
  note(entry: JournalEntry): void {
    this.kept.set(entry.id, { entry, record: searchRecordOf(entry) });
  }

  /** An entry with the record made for it elsewhere (the journal index's thread, at start-up). */
  keep(entry: JournalEntry, record: SearchRecord): void {
    this.kept.set(entry.id, { entry, record });
  }

  drop(id: string): void {
    this.kept.delete(id);
  }

  clear(): void {
    this.kept.clear();
  }

  /** entryMatcher's rule, from the kept records; an entry not kept (read from an older segment) gets its record made. */
  matcher(filter: JournalFilter, probe?: SearchProbe): (entry: JournalEntry) => boolean {
    const matches = recordMatcher(filter);
    return (entry) => {
      const kept = this.kept.get(entry.id);
      const record = kept?.entry === entry ? kept.record : searchRecordOf(entry);
      return matches(record, () => probe !== undefined && matchesProbe(probe, entry));
    };
  }
}
