/**
 * Recording how an unknown outcome was checked (D103): one more line, never a
 * rewrite; shown with who and when, after a restart and from any segment
 * (the entry's newest copy wins, listed once); only unknown outcomes; and the
 * duplicate check follows it (not concluded: no warning; concluded: warning).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { OperationsJournal } from '../../src-main/journal/journal';
import type { JournalBeginInput } from '../../src-main/journal/journal-types';

const dirs: string[] = [];
function journalPath(): string {
  const dir = mkdtempSync(join(tmpdir(), 'balcao-resolve-'));
  dirs.push(dir);
  return join(dir, 'journal.jsonl');
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function manualClock(start = '2026-05-20T13:00:00Z') {
  let now = new Date(start).getTime();
  return { clock: () => new Date(now), advance: (ms: number) => (now += ms) };
}

const FINGERPRINT = 'k1:abc';
const attempt = (n = 0): JournalBeginInput & { fingerprint: string } => ({
  user: 'atendente',
  environment: 'sandbox',
  action: 'op5',
  title: 'Alterar dados de pagamento do título',
  customerCpf: '27208447136',
  identifiers: { idtitulo: String(327202888 + n) },
  fingerprint: `${FINGERPRINT}${n}`,
});

describe('resolving an unknown outcome (D103)', () => {
  it('is appended, shown with who and when, kept after a restart; only unknown outcomes can be', () => {
    const path = journalPath();
    const time = manualClock();
    const journal = new OperationsJournal(path, time.clock);
    const unknown = journal.begin(attempt());
    journal.finish(unknown.id, 'unknown');
    const done = journal.begin(attempt(1));
    journal.finish(done.id, 'succeeded', { protocol: 'X1' });
    const before = readFileSync(path, 'utf8');

    time.advance(60_000);
    const resolved = journal.resolve(unknown.id, {
      outcome: 'not-concluded',
      note: 'Consultei o serviço; CPF 272.084.471-36 sem alteração.',
      by: 'supervisor',
    });
    expect(resolved?.resolution).toEqual({
      outcome: 'not-concluded',
      note: 'Consultei o serviço; CPF ***.084.471-** sem alteração.',
      by: 'supervisor',
      at: '2026-05-20T13:01:00.000Z',
    });
    expect(journal.resolve(done.id, { outcome: 'concluded', note: 'x', by: 'a' })).toBeUndefined();
    expect(
      journal.resolve('00000000-0000-4000-8000-000000000000', { outcome: 'concluded', note: 'x', by: 'a' }),
    ).toBeUndefined();
    const after = readFileSync(path, 'utf8');
    // Append-only: what was there is untouched, one line more.
    expect(after.startsWith(before)).toBe(true);
    expect(after.slice(before.length).trim().split('\n')).toHaveLength(1);
    expect(after).not.toContain('272.084.471-36');
    journal.close();

    const reopened = new OperationsJournal(path, time.clock);
    const listed = reopened.list();
    expect(listed).toHaveLength(2);
    expect(listed.find((e) => e.id === unknown.id)?.resolution?.outcome).toBe('not-concluded');
    expect(reopened.readReport.skippedLines).toBe(0);
    reopened.close();
  });

  it('the duplicate check follows it: not concluded does not warn, concluded does', () => {
    const time = manualClock();
    const journal = new OperationsJournal(journalPath(), time.clock);
    const first = journal.begin(attempt());
    journal.finish(first.id, 'unknown');
    expect(journal.findRecentDuplicate(attempt())?.id).toBe(first.id);
    journal.resolve(first.id, { outcome: 'not-concluded', note: 'não chegou', by: 'atendente' });
    expect(journal.findRecentDuplicate(attempt())).toBeUndefined();
    // Checked again, the other way (the newest check counts).
    journal.resolve(first.id, { outcome: 'concluded', note: 'chegou, afinal', by: 'atendente' });
    expect(journal.findRecentDuplicate(attempt())?.resolution?.outcome).toBe('concluded');
    journal.close();
  });

  it('whatever segment the entry was begun in, it is listed once, resolved, before and after restarts and rotations (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 30 }),
        fc.boolean(),
        (before, after, restart) => {
          const path = journalPath();
          const time = manualClock();
          const options = { segmentBytes: 2_000 };
          let journal = new OperationsJournal(path, time.clock, options);
          const target = journal.begin(attempt(0));
          journal.finish(target.id, 'unknown');
          for (let i = 1; i <= before; i++) journal.finish(journal.begin(attempt(i)).id, 'succeeded');
          if (restart) {
            journal.close();
            journal = new OperationsJournal(path, time.clock, options);
          }
          expect(
            journal.resolve(target.id, { outcome: 'concluded', note: 'cliente confirmou', by: 'atendente' }),
          ).toBeDefined();
          for (let i = 1; i <= after; i++) journal.finish(journal.begin(attempt(100 + i)).id, 'succeeded');
          const check = (j: OperationsJournal) => {
            const copies = j.list().filter((e) => e.id === target.id);
            expect(copies).toHaveLength(1);
            expect(copies[0]!.resolution?.outcome).toBe('concluded');
            expect(copies[0]!.status).toBe('unknown');
            expect(j.list({ statuses: ['unknown'] }).map((e) => e.id)).toEqual([target.id]);
          };
          check(journal);
          journal.close();
          const reopened = new OperationsJournal(path, time.clock, options);
          check(reopened);
          reopened.close();
        },
      ),
      { numRuns: 10 },
    );
  });
});

describe('the check of an unknown outcome in the History search', () => {
  it('finds the entry by the protocol the check recorded and by words of its note, after a restart too', () => {
    const path = journalPath();
    const time = manualClock();
    const journal = new OperationsJournal(path, time.clock);
    const unknown = journal.begin(attempt());
    journal.finish(unknown.id, 'unknown');
    const other = journal.begin(attempt(1));
    journal.finish(other.id, 'unknown');
    const resolved = journal.resolve(unknown.id, {
      outcome: 'concluded',
      note: 'Confirmado por telefone com a central',
      protocol: 'SIN20260520000042',
      by: 'supervisor',
    });
    expect(resolved?.resolution?.protocol).toBe('SIN20260520000042');
    const found = (j: OperationsJournal, text: string) => j.list({ text }).map((e) => e.id);
    expect(found(journal, 'SIN20260520000042')).toEqual([unknown.id]);
    expect(found(journal, 'central')).toEqual([unknown.id]);
    journal.close();
    const reopened = new OperationsJournal(path, time.clock);
    expect(found(reopened, 'sin20260520000042')).toEqual([unknown.id]);
    reopened.close();
  });
});
