/**
 * Main process. journal-fingerprints.json: the keyed fingerprints of the
 * writes begun within the duplicate window, by journal entry id (D61).
 *
 * Kept apart from the append-only journal so they can be dropped once the
 * window has passed: the file is replaced atomically with only the live ones
 * at every new write, at start-up and by the periodic prune, and removed when
 * none is left. Written before the journal's begin line, so a write on disk
 * always has its fingerprint (a crash in between leaves a fingerprint with no
 * entry, which matches nothing). A missing or unreadable file only weakens
 * duplicate detection to comparing what the attempts were about.
 */
import { dirname } from 'node:path';
import { z } from 'zod';
import { writeFileAtomicSync } from '../../src-shared/node/atomic-file';
import type { FileSystemPort } from '../../src-shared/node/file-system';

const FORMAT = 'balcao-journal-fingerprints';

const fileSchema = z.object({
  format: z.literal(FORMAT),
  version: z.literal(1),
  entries: z.array(z.object({ id: z.string(), fingerprint: z.string(), startedAt: z.iso.datetime() })),
});

interface Record {
  fingerprint: string;
  startedAt: string;
}

export class RecentFingerprints {
  private readonly records = new Map<string, Record>();
  /** The file still holds fingerprints already dropped here (a prune could not write): prune again. */
  private stale = false;

  constructor(
    readonly path: string,
    private readonly files: FileSystemPort,
    private readonly clock: () => Date,
    private readonly windowMs: number,
  ) {}

  /** Reads the file (if any) and drops what the window no longer covers. Never throws: a start-up must not fail on it. */
  load(): void {
    let text: string;
    try {
      text = this.files.readFileSync(this.path, 'utf8');
    } catch {
      return;
    }
    try {
      const parsed = fileSchema.parse(JSON.parse(text));
      for (const e of parsed.entries) this.records.set(e.id, { fingerprint: e.fingerprint, startedAt: e.startedAt });
    } catch {
      // Unreadable: useless for matching, and it may hold fingerprints: replace it.
      this.stale = true;
    }
    this.prune();
  }

  get(id: string): string | undefined {
    return this.records.get(id)?.fingerprint;
  }

  /** Adds one and writes the file (with expired ones dropped); on failure throws and leaves things as they were. */
  add(id: string, fingerprint: string, startedAt: string): void {
    const before = new Map(this.records);
    this.dropExpired();
    this.records.set(id, { fingerprint, startedAt });
    try {
      this.persist();
    } catch (error) {
      this.records.clear();
      for (const [k, v] of before) this.records.set(k, v);
      throw error;
    }
  }

  /** Drops fingerprints older than the window, on disk too. False when the file could not be rewritten (retried next time). */
  prune(): boolean {
    if (!this.dropExpired() && !this.stale) return true;
    try {
      this.persist();
      return true;
    } catch {
      this.stale = true;
      return false;
    }
  }

  /** Forgets fingerprints older than the window; true when any was dropped. */
  private dropExpired(): boolean {
    const since = this.clock().getTime() - this.windowMs;
    let dropped = false;
    for (const [id, record] of this.records) {
      if (Date.parse(record.startedAt) < since) {
        this.records.delete(id);
        dropped = true;
      }
    }
    if (dropped) this.stale = true;
    return dropped;
  }

  /** Throws the file system's error as it came: the journal reports it as its own (same folder, same problem). */
  private persist(): void {
    if (this.records.size === 0) this.files.rmSync(this.path, { force: true });
    else {
      const entries = [...this.records].map(([id, r]) => ({ id, fingerprint: r.fingerprint, startedAt: r.startedAt }));
      this.files.mkdirSync(dirname(this.path), { recursive: true });
      writeFileAtomicSync(this.path, JSON.stringify({ format: FORMAT, version: 1, entries }), this.files);
    }
    this.stale = false;
  }
}
