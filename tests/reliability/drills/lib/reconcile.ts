/**
 * The drills' judge: does the client's journal agree with what the sandbox
 * stored? For every write a drill sent (known by its tag and fingerprint):
 *
 * - accepted by the sandbox ⇒ journaled exactly once, as succeeded or unknown;
 * - journaled as succeeded ⇒ the sandbox holds its record;
 * - acknowledged to the employee (the IPC call answered ok) ⇒ journaled as
 *   succeeded and stored by the sandbox exactly once;
 * - never stored twice (a write is never resent by the client).
 *
 * Records in the sandbox and journal entries that no sent write explains are
 * problems too (a drill knows everything it sent).
 */
import type { SandboxState } from '../../../../src-sandbox/state';
import { type DrillWrite, recordsByTag } from './drill-data';

export interface SentWrite {
  tag: string;
  op: DrillWrite;
  fingerprint: string;
  /** The journal entry, when the caller learnt it (IPC answers carry it). */
  journalEntryId?: string;
  /** The employee was told it succeeded. */
  acknowledged: boolean;
}

export interface JournalRecord {
  id: string;
  action: string;
  status: string;
  /** Present when read from the journal itself (the IPC view leaves it out). */
  fingerprint?: string;
}

export interface Reconciliation {
  sent: number;
  acknowledged: number;
  /** Writes the sandbox holds (countable ones; Op5 counts when it shows the tag). */
  accepted: number;
  /** Acknowledged writes missing from the sandbox or from the journal as succeeded. */
  lost: string[];
  /** Writes stored twice by the sandbox, or journaled twice. */
  duplicated: string[];
  /** Accepted by the sandbox but journaled as failed, or not at all. */
  unjournaled: string[];
  /** Journaled as succeeded with no sandbox record. */
  phantom: string[];
  /** Sandbox records or journal entries no sent write explains. */
  unexplained: string[];
  problems: string[];
}

export function reconcile(
  sent: readonly SentWrite[],
  journal: readonly JournalRecord[],
  state: SandboxState,
  options: { tagBelongs?: (tag: string) => boolean; writeActions?: readonly string[] } = {},
): Reconciliation {
  const { counts, paymentDataTag } = recordsByTag(state);
  const byFingerprint = new Map<string, JournalRecord[]>();
  const byId = new Map<string, JournalRecord>();
  for (const entry of journal) {
    byId.set(entry.id, entry);
    if (entry.fingerprint)
      byFingerprint.set(entry.fingerprint, [...(byFingerprint.get(entry.fingerprint) ?? []), entry]);
  }
  const r: Reconciliation = {
    sent: sent.length,
    acknowledged: 0,
    accepted: 0,
    lost: [],
    duplicated: [],
    unjournaled: [],
    phantom: [],
    unexplained: [],
    problems: [],
  };
  const explainedEntries = new Set<string>();
  const sentTags = new Set<string>();

  for (const write of sent) {
    sentTags.add(write.tag);
    const entries = [...(byFingerprint.get(write.fingerprint) ?? [])];
    if (write.journalEntryId && !entries.some((e) => e.id === write.journalEntryId)) {
      const entry = byId.get(write.journalEntryId);
      if (entry) entries.push(entry);
    }
    for (const e of entries) explainedEntries.add(e.id);
    const stored = write.op === 'op5' ? (paymentDataTag === write.tag ? 1 : 0) : (counts.get(write.tag) ?? 0);
    if (stored > 0) r.accepted++;
    if (write.acknowledged) r.acknowledged++;
    const label = `${write.op}:${write.tag}`;
    if (stored > 1) r.duplicated.push(`${label} gravado ${stored} vezes no sandbox`);
    if (entries.length > 1) r.duplicated.push(`${label} com ${entries.length} registros no diário`);
    const entry = entries[0];
    if (stored > 0 && (!entry || (entry.status !== 'succeeded' && entry.status !== 'unknown'))) {
      r.unjournaled.push(`${label} aceito pelo sandbox, no diário: ${entry?.status ?? 'ausente'}`);
    }
    // Op5 keeps only the last accepted value: an older success is legitimately no longer visible.
    if (entry?.status === 'succeeded' && stored === 0 && write.op !== 'op5')
      r.phantom.push(`${label} concluído no diário sem registro no sandbox`);
    if (write.acknowledged) {
      const acked = write.journalEntryId ? byId.get(write.journalEntryId) : entry;
      if (!acked || acked.status !== 'succeeded')
        r.lost.push(`${label} confirmado ao atendente, no diário: ${acked?.status ?? 'ausente'}`);
      else if (stored === 0 && write.op !== 'op5') r.lost.push(`${label} confirmado ao atendente e ausente do sandbox`);
    }
  }

  const belongs = options.tagBelongs ?? (() => true);
  for (const [tag] of counts)
    if (belongs(tag) && !sentTags.has(tag))
      r.unexplained.push(`registro no sandbox com etiqueta ${tag} que nenhuma gravação enviada explica`);
  const writeActions = options.writeActions ?? ['op2', 'op3', 'op4', 'op5', 'op6', 'op7'];
  for (const entry of journal) {
    if (writeActions.includes(entry.action) && !explainedEntries.has(entry.id))
      r.unexplained.push(
        `registro ${entry.id} (${entry.action}, ${entry.status}) no diário que nenhuma gravação enviada explica`,
      );
  }
  r.problems = [...r.lost, ...r.duplicated, ...r.unjournaled, ...r.phantom, ...r.unexplained];
  return r;
}
