/** Any thread. A journal entry as History shows and exports it: without what only finds or matches it (its keyed hashes). */
import type { JournalEntryView } from '../../src-shared/ipc';
import type { JournalEntry } from './journal-types';

export function toJournalView(entry: JournalEntry): JournalEntryView {
  const { fingerprint: _internal, searchKeyId: _keyId, searchKeys: _keys, ...view } = entry;
  return view;
}
