/** journal.jsonl: recording, filtering, duplicate detection, torn lines, kill -9, and no raw CPF on disk. */
import * as nodeFs from 'node:fs';
import { appendFileSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatCpf } from '../../src-shared/cpf';
import { OperationsJournal } from '../../src-main/journal/journal';
import type { ArchiveSearch } from '../../src-main/journal/journal-index-client';
import type { DuplicateProbe } from '../../src-main/journal/journal-types';
import { canonicalJson, fingerprintKeyId, keyedFingerprint } from '../../src-main/journal/request-fingerprint';
import { archiveFolder, listArchive } from '../../src-main/journal/journal-archive';
import { ArchiveIndex } from '../../src-main/journal/journal-index';
import { indexFilePath } from '../../src-main/journal/journal-index-file';
import { fixture, runAndKill, runFixture } from './fixtures/child';

/** Valid CPFs (check digits right); the second one starts with 0 as the integer form in Op3/Op10 loses it. */
const CPF = '52998224725';
const CPF_LEADING_ZERO = '01234567890';

const dirs: string[] = [];
function journalPath(): string {
  const dir = mkdtempSync(join(tmpdir(), 'balcao-journal-'));
  dirs.push(dir);
  return join(dir, 'journal.jsonl');
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A clock the test moves by hand. */
function manualClock(start: string) {
  let now = new Date(start).getTime();
  return {
    clock: () => new Date(now),
    set: (iso: string) => (now = new Date(iso).getTime()),
    advance: (ms: number) => (now += ms),
  };
}

/** The installation secret of these tests (the app's comes from the keychain: fingerprint-key.ts). */
const SECRET = Buffer.alloc(32, 7);
const KEY = { id: fingerprintKeyId(SECRET), secret: SECRET };
const requestFingerprint = (action: string, environment: string, request: unknown) =>
  keyedFingerprint(KEY, action, environment, request);

function input(overrides: Partial<DuplicateProbe> = {}): DuplicateProbe {
  const request = { path: { idcliente: CPF, idcertificado: '123456' }, body: { valorAporte: 150 } };
  return {
    user: 'maria.souza',
    environment: 'sandbox',
    action: 'op4',
    title: 'Solicitar aporte esporádico',
    customerCpf: CPF,
    identifiers: { certificado: '123456' },
    fingerprint: requestFingerprint('op4', 'sandbox', request),
    ...overrides,
  };
}

/** No raw CPF in the file: neither the ones used nor any 11-digit run outside ids and fingerprints (hex, digits by chance). */
function expectNoRawCpf(path: string): void {
  const text = readFileSync(path, 'utf8');
  for (const cpf of [CPF, CPF_LEADING_ZERO, CPF_LEADING_ZERO.slice(1)]) {
    expect(text).not.toContain(cpf);
    expect(text).not.toContain(formatCpf(cpf));
  }
  const rest = text.replace(/"(id|fingerprint)":"[0-9a-f-]*"/g, '');
  expect(rest).not.toMatch(/(?<!\d)\d{11}(?!\d)/);
  expect(rest).not.toMatch(/\d{3}\.\d{3}\.\d{3}-\d{2}/);
}

describe('operations journal', () => {
  it('begin is on disk before it returns; finish records the outcome; both survive a reopen', () => {
    const path = journalPath();
    const time = manualClock('2026-03-10T13:00:00.000Z');
    const journal = new OperationsJournal(path, time.clock);
    const entry = journal.begin(input());
    expect(entry).toMatchObject({
      startedAt: '2026-03-10T13:00:00.000Z',
      user: 'maria.souza',
      environment: 'sandbox',
      action: 'op4',
      title: 'Solicitar aporte esporádico',
      customerCpfMasked: '***.982.247-**',
      identifiers: { certificado: '123456' },
      status: 'pending',
    });
    expect(entry.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // Already on disk, as a begin line (another reader sees it before finish).
    const lines = readFileSync(path, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ type: 'begin', id: entry.id });
    expect(new OperationsJournal(path, time.clock).list()[0]?.id).toBe(entry.id);

    time.advance(1500);
    const done = journal.finish(entry.id, 'succeeded', { protocol: 'APT2026000123', httpStatus: 201 });
    expect(done).toMatchObject({
      status: 'succeeded',
      finishedAt: '2026-03-10T13:00:01.500Z',
      result: { protocol: 'APT2026000123', httpStatus: 201 },
    });
    expect(journal.list()).toEqual([done]);

    // Within the duplicate window the fingerprint comes back too (from journal-fingerprints.json).
    const reopened = new OperationsJournal(path, time.clock);
    expect(reopened.list()).toEqual([done]);
    expect(reopened.readReport).toEqual({ entries: 1, skippedLines: 0 });
  });

  it('refuses to finish an unknown entry or one already finished', () => {
    const journal = new OperationsJournal(journalPath());
    expect(() => journal.finish('nao-existe', 'succeeded')).toThrow(/não encontrado/);
    const entry = journal.begin(input());
    journal.finish(entry.id, 'failed', { httpStatus: 422, messages: ['Valor abaixo do mínimo.'] });
    expect(() => journal.finish(entry.id, 'succeeded')).toThrow(/já foi concluído/);
  });

  it('lists newest first and filters by São Paulo day, action, status, text and limit', () => {
    const path = journalPath();
    const time = manualClock('2026-02-27T15:00:00.000Z');
    const journal = new OperationsJournal(path, time.clock);
    const a = journal.begin(input({ title: 'Solicitar aporte esporádico', identifiers: { certificado: '111' } }));
    journal.finish(a.id, 'succeeded', { protocol: 'APT-0001' });
    // 02:30 UTC on 1 March is still 28 February, 23:30, in São Paulo (UTC-3).
    time.set('2026-03-01T02:30:00.000Z');
    const b = journal.begin(
      input({ action: 'op3', title: 'Abrir aviso de sinistro', identifiers: { linhaNegocio: 'VIDA' } }),
    );
    journal.finish(b.id, 'failed', { httpStatus: 422 });
    time.set('2026-03-01T12:00:00.000Z');
    const c = journal.begin(
      input({ action: 'export', title: 'Exportação de movimentações', customerCpf: undefined, identifiers: {} }),
    );
    journal.finish(c.id, 'succeeded', { file: '/home/maria/movimentacoes.csv', rows: 12 });
    const d = journal.begin(
      input({
        action: 'op7',
        title: 'Informar data de assinatura da proposta (vida)',
        identifiers: { proposta: 'PRP-778' },
      }),
    );

    const ids = (filter?: Parameters<OperationsJournal['list']>[0]) => journal.list(filter).map((e) => e.id);
    expect(ids()).toEqual([d.id, c.id, b.id, a.id]);
    expect(ids({ from: '2026-02-28', to: '2026-02-28' })).toEqual([b.id]);
    expect(ids({ from: '2026-03-01' })).toEqual([d.id, c.id]);
    expect(ids({ to: '2026-02-27' })).toEqual([a.id]);
    expect(ids({ actions: ['op3', 'op7'] })).toEqual([d.id, b.id]);
    expect(ids({ statuses: ['pending', 'failed'] })).toEqual([d.id, b.id]);
    expect(ids({ text: 'apt-0001' })).toEqual([a.id]); // protocol
    expect(ids({ text: 'prp-778' })).toEqual([d.id]); // identifier
    expect(ids({ text: 'ESPORADICO' })).toEqual([a.id]); // title, without accents or case
    expect(ids({ text: 'exportação' })).toEqual([c.id]);
    expect(ids({ text: '  ' })).toHaveLength(4);
    expect(ids({ limit: 2 })).toEqual([d.id, c.id]);
    expect(ids({ actions: ['op4'], statuses: ['failed'] })).toEqual([]);
  });

  it('finds a recent duplicate within the window: succeeded, pending, unknown or failed with a 5xx — not other failures', () => {
    const path = journalPath();
    const time = manualClock('2026-03-10T13:00:00.000Z');
    const journal = new OperationsJournal(path, time.clock);
    const first = journal.begin(input());
    // Still under way (a double click): a duplicate.
    expect(journal.findRecentDuplicate(input())?.id).toBe(first.id);
    journal.finish(first.id, 'succeeded', { protocol: 'APT-1' });

    time.advance(9 * 60_000);
    expect(journal.findRecentDuplicate(input())).toMatchObject({ id: first.id, status: 'succeeded' });
    expect(
      journal.findRecentDuplicate(input({ fingerprint: requestFingerprint('op4', 'sandbox', { other: true }) })),
    ).toBeUndefined();
    // A journal opened with a shorter window (the one place it is set) no longer sees it.
    const [shorter, longer] = [5, 10].map(
      (minutes) => new OperationsJournal(path, time.clock, { duplicateWindowMs: minutes * 60_000 }),
    );
    expect(shorter!.findRecentDuplicate(input())).toBeUndefined();
    expect(longer!.findRecentDuplicate(input())?.id).toBe(first.id);
    shorter!.close();
    longer!.close();
    time.advance(60_001);
    expect(journal.findRecentDuplicate(input())).toBeUndefined();

    // A failed attempt is not a duplicate (retrying is right) — unless a 5xx other than 503 leaves it uncertain.
    const failed = journal.begin(input());
    journal.finish(failed.id, 'failed', { httpStatus: 503 });
    expect(journal.findRecentDuplicate(input())).toBeUndefined();
    const refused = journal.begin(input());
    journal.finish(refused.id, 'failed', { httpStatus: 422 });
    expect(journal.findRecentDuplicate(input())).toBeUndefined();
    time.advance(500);
    const gatewayError = journal.begin(input());
    journal.finish(gatewayError.id, 'failed', { httpStatus: 500 });
    expect(journal.findRecentDuplicate(input())?.id).toBe(gatewayError.id);
    // An unknown outcome (timeout) is: the API may have done it.
    time.advance(1000);
    const timedOut = journal.begin(input());
    journal.finish(timedOut.id, 'unknown', { messages: ['Tempo esgotado.'] });
    expect(journal.findRecentDuplicate(input())?.id).toBe(timedOut.id);
    // And the newest of several is the one reported.
    time.advance(1000);
    const latest = journal.begin(input());
    expect(journal.findRecentDuplicate(input())?.id).toBe(latest.id);
  });

  it('a pending entry from an earlier run reads as unknown after reopening (its outcome was never recorded)', () => {
    const path = journalPath();
    const first = new OperationsJournal(path);
    const entry = first.begin(input());
    expect(first.list()[0]?.status).toBe('pending');
    first.close();

    const afterRestart = new OperationsJournal(path);
    expect(afterRestart.list()[0]).toMatchObject({ id: entry.id, status: 'unknown' });
    expect(afterRestart.list({ statuses: ['unknown'] })).toHaveLength(1);
    expect(afterRestart.list({ statuses: ['pending'] })).toHaveLength(0);
    // Still a possible duplicate: it may have reached the API.
    expect(afterRestart.findRecentDuplicate(input())?.id).toBe(entry.id);
    // The file itself only says what happened: no invented finish line.
    expect(readFileSync(path, 'utf8').trim().split('\n')).toHaveLength(1);
  });

  it('skips and reports a torn last line; the next append starts on a fresh line and reads back', () => {
    const path = journalPath();
    const journal = new OperationsJournal(path);
    const kept = journal.begin(input());
    journal.finish(kept.id, 'succeeded');
    journal.close();
    const torn = JSON.stringify({ type: 'begin', id: 'x', startedAt: new Date().toISOString(), user: 'maria' }).slice(
      0,
      40,
    );
    appendFileSync(path, torn);

    const reopened = new OperationsJournal(path);
    expect(reopened.readReport).toEqual({ entries: 1, skippedLines: 1, firstSkippedLine: 3 });
    const added = reopened.begin(input({ title: 'Depois do corte' }));
    reopened.finish(added.id, 'succeeded');
    reopened.close();

    expect(readFileSync(path, 'utf8').split('\n')[2]).toBe(torn);
    const third = new OperationsJournal(path);
    expect(third.readReport).toEqual({ entries: 2, skippedLines: 1, firstSkippedLine: 3 });
    expect(third.list().map((e) => [e.title, e.status])).toEqual([
      ['Depois do corte', 'succeeded'],
      ['Solicitar aporte esporádico', 'succeeded'],
    ]);
  });

  it('skips a corrupt middle line and keeps every other entry', () => {
    const path = journalPath();
    const journal = new OperationsJournal(path);
    const a = journal.begin(input({ title: 'A' }));
    journal.finish(a.id, 'succeeded');
    journal.close();
    appendFileSync(path, '{"type":"begin","id":\u0000\u0000\u0000 lixo\n');
    appendFileSync(path, `${JSON.stringify({ type: 'begin', id: 'b', startedAt: 'ontem' })}\n`); // valid JSON, not an entry
    const again = new OperationsJournal(path);
    const b = again.begin(input({ title: 'B' }));
    again.close();

    const reopened = new OperationsJournal(path);
    expect(reopened.readReport).toEqual({ entries: 2, skippedLines: 2, firstSkippedLine: 3 });
    expect(reopened.list().map((e) => [e.id, e.status])).toEqual([
      [b.id, 'unknown'],
      [a.id, 'succeeded'],
    ]);
  });

  it('never stores a raw CPF: customer, identifiers, title, user, messages and file names are masked', () => {
    const path = journalPath();
    const journal = new OperationsJournal(path);
    const e1 = journal.begin(
      input({ customerCpf: formatCpf(CPF), identifiers: { idcliente: CPF, certificado: '123456' } }),
    );
    journal.finish(e1.id, 'failed', {
      httpStatus: 422,
      messages: [`CPF ${CPF} sem certificado ativo.`, `Cliente ${formatCpf(CPF)}.`],
    });
    // Op3 sends the CPF as an integer: the leading zero is gone.
    const e2 = journal.begin(
      input({
        action: 'op3',
        customerCpf: CPF_LEADING_ZERO.slice(1),
        identifiers: { idcliente: CPF_LEADING_ZERO.slice(1) },
        title: `Aviso para ${CPF_LEADING_ZERO}`,
      }),
    );
    journal.finish(e2.id, 'succeeded', { protocol: 'SIN20260310000001' });
    const e3 = journal.begin(
      input({ action: 'cpf-reveal', user: CPF_LEADING_ZERO, customerCpf: CPF, identifiers: {} }),
    );
    journal.finish(e3.id, 'succeeded');
    const e4 = journal.begin(input({ action: 'export', customerCpf: undefined }));
    journal.finish(e4.id, 'succeeded', { file: `/home/maria/movimentacoes-${CPF}.csv`, rows: 3 });
    journal.close();

    expectNoRawCpf(path);
    const entries = new OperationsJournal(path).list();
    const byId = new Map(entries.map((e) => [e.id, e]));
    expect(byId.get(e1.id)).toMatchObject({
      customerCpfMasked: '***.982.247-**',
      identifiers: { idcliente: '***.982.247-**', certificado: '123456' },
      result: { messages: ['CPF ***.982.247-** sem certificado ativo.', 'Cliente ***.982.247-**.'] },
    });
    expect(byId.get(e2.id)).toMatchObject({
      customerCpfMasked: '***.345.678-**',
      identifiers: { idcliente: '***.345.678-**' },
    });
    expect(byId.get(e2.id)?.title).toBe('Aviso para ***.345.678-**');
    expect(byId.get(e3.id)?.user).toBe('***.345.678-**');
    expect(byId.get(e4.id)?.result?.file).toBe('/home/maria/movimentacoes-***.982.247-**.csv');
    expect(byId.get(e4.id)?.customerCpfMasked).toBeUndefined();
  });

  it('creates the user-data folder and the file (owner-only) on the first append, not before', () => {
    const dir = mkdtempSync(join(tmpdir(), 'balcao-journal-'));
    dirs.push(dir);
    const path = join(dir, 'nested', 'journal.jsonl');
    const journal = new OperationsJournal(path);
    expect(journal.readReport).toEqual({ entries: 0, skippedLines: 0 });
    expect(journal.list()).toEqual([]);
    journal.begin(input());
    journal.close();
    expect(readFileSync(path, 'utf8').endsWith('\n')).toBe(true);
    if (process.platform !== 'win32') expect(statSync(path).mode & 0o077).toBe(0);
  });
});

describe('request fingerprint', () => {
  it('ignores key order at every level, and differs by action, environment and request', () => {
    const a = {
      path: { idcliente: CPF, idcertificado: '1' },
      body: { valor: 10, dados: { banco: '001', agencia: '1234' } },
    };
    const b = {
      body: { dados: { agencia: '1234', banco: '001' }, valor: 10 },
      path: { idcertificado: '1', idcliente: CPF },
    };
    expect(canonicalJson(b)).toBe(canonicalJson(a));
    expect(requestFingerprint('op4', 'sandbox', b)).toBe(requestFingerprint('op4', 'sandbox', a));
    expect(requestFingerprint('op4', 'sandbox', a)).toMatch(new RegExp(`^${KEY.id}:[0-9a-f]{64}$`));
    expect(requestFingerprint('op4', 'test', a)).not.toBe(requestFingerprint('op4', 'sandbox', a));
    expect(requestFingerprint('op5', 'sandbox', a)).not.toBe(requestFingerprint('op4', 'sandbox', a));
    expect(requestFingerprint('op4', 'sandbox', { ...a, body: { ...a.body, valor: 11 } })).not.toBe(
      requestFingerprint('op4', 'sandbox', a),
    );
    // Arrays keep their order: it is meaningful.
    expect(canonicalJson({ x: [2, 1] })).not.toBe(canonicalJson({ x: [1, 2] }));
  });
});

describe('crash safety', () => {
  it('kill -9 during appends: every acknowledged begin survives, at most one torn line per crash, no raw CPF', async () => {
    const path = journalPath();
    const acknowledged: string[] = [];
    let skippedBefore = 0;
    for (let round = 0; round < 6; round++) {
      const run = await runAndKill(fixture('journal-writer.ts'), [path, CPF], 5 + Math.floor(Math.random() * 120));
      const ids = run.stdout.split('\n').filter((line) => /^[0-9a-f-]{36}$/.test(line));
      expect(ids.length).toBeGreaterThan(0);
      acknowledged.push(...ids);

      const journal = new OperationsJournal(path);
      const present = new Map(journal.list().map((e) => [e.id, e]));
      for (const id of acknowledged)
        expect(present.has(id), `entry ${id} acknowledged before the kill is missing`).toBe(true);
      expect(journal.readReport.skippedLines - skippedBefore).toBeLessThanOrEqual(1);
      skippedBefore = journal.readReport.skippedLines;
      // Every acknowledged entry ended, or was cut between begin and finish (at most one per crash).
      const unknown = acknowledged.filter((id) => present.get(id)?.status === 'unknown');
      expect(unknown.length).toBeLessThanOrEqual(round + 1);
      for (const id of acknowledged) expect(['succeeded', 'unknown']).toContain(present.get(id)?.status);
    }
    expectNoRawCpf(path);
  }, 240_000); // a drill of real kill -9s: on a loaded 2-core machine it can take minutes, and it waits for state, not time

  it('kill -9 while an index file is written (D510): the next start finds everything, loses nothing, leaves no leftover', async () => {
    const path = journalPath();
    const clock = manualClock('2026-02-01T12:00:00.000Z');
    const writer = new OperationsJournal(path, clock.clock, { segmentBytes: 5_000 });
    const ids: string[] = [];
    for (let i = 0; i < 120; i++) {
      clock.advance(7 * 60_000);
      const entry = writer.begin(input({ title: `Aporte ${i}`, identifiers: { certificado: String(i) } }));
      writer.finish(entry.id, i % 4 ? 'succeeded' : 'failed', { protocol: `SIN${i}` });
      ids.push(entry.id);
    }
    writer.close();
    const segments = listArchive(nodeFs, path);
    expect(segments.length).toBeGreaterThan(4);
    // What the segments hold, read line by line: what every start must find.
    const linear = new OperationsJournal(path, clock.clock).list();

    for (const crashAt of [1, 3]) {
      for (const segment of segments) rmSync(indexFilePath(segment), { force: true });
      const run = await runFixture(fixture('index-writer.ts'), [path, String(crashAt)]);
      expect(run.signal, run.stderr).toBe('SIGKILL');
      // The crash left half an index file under its temporary name, never under the index's own.
      expect(nodeFs.readdirSync(archiveFolder(path)).some((name) => name.endsWith('.tmp'))).toBe(true);

      const index = new ArchiveIndex(path);
      const archived = index.query({ filter: {}, shadowed: [] }).entries;
      expect(index.work).toEqual({ loaded: crashAt - 1, built: segments.length - crashAt + 1 });
      expect(nodeFs.readdirSync(archiveFolder(path)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
      const journal = new OperationsJournal(path, clock.clock, { archiveSearch: inThisProcess(index) });
      const found = await journal.search({});
      expect(found).toEqual(linear);
      expect(new Set(found.map((e) => e.id))).toEqual(new Set(ids));
      expect(archived.length).toBeGreaterThan(0);
      journal.close();
    }

    // An index file torn at its own name (a file system that does not keep the write before the rename): refused too.
    const torn = indexFilePath(segments[1]!);
    nodeFs.writeFileSync(torn, nodeFs.readFileSync(torn).subarray(0, 100));
    const index = new ArchiveIndex(path);
    const journal = new OperationsJournal(path, clock.clock, { archiveSearch: inThisProcess(index) });
    expect(await journal.search({})).toEqual(linear);
    expect(index.work).toEqual({ loaded: segments.length - 1, built: 1 });
    journal.close();
  }, 240_000); // real child processes on a loaded 2-core machine: it waits for their end, not for a time
});

/** The journal's archive search answered by this index, in this process. */
function inThisProcess(index: ArchiveIndex): ArchiveSearch {
  return {
    query: (_path, query) => Promise.resolve(structuredClone(index.query(structuredClone(query)))),
    open: () => Promise.reject(new Error('not used here')),
    warm: () => Promise.resolve(),
    forget: () => undefined,
  };
}
