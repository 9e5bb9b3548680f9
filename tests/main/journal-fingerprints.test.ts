/**
 * Request fingerprints (D61): keyed with the installation's
 * secret from the keychain, kept apart from the journal, dropped once the
 * duplicate window has passed; journals written before carry no usable hash
 * any more; attempts made with another key are still recognised by what
 * they were about.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cpfDigits, formatCpf } from '../../src-shared/cpf';
import { FINGERPRINT_KEY_ACCOUNT, FingerprintKeyring } from '../../src-main/journal/fingerprint-key';
import { OperationsJournal } from '../../src-main/journal/journal';
import type { DuplicateProbe } from '../../src-main/journal/journal-types';
import {
  canonicalJson,
  type FingerprintKey,
  fingerprintKeyId,
  keyedFingerprint,
} from '../../src-main/journal/request-fingerprint';
import { MemorySecretStore } from '../../src-main/keychain/memory-secret-store';
import { KeychainUnavailableError } from '../../src-main/errors';
import type { SecretStore } from '../../src-main/keychain/secret-store';
import { data, startIpcHarness } from '../support/ipc-harness';
import { demoWorld } from '../support/sandbox-fixture';
import { picks } from '../support/world-picks';

const CPF = '52998224725';

const dirs: string[] = [];
function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'balcao-fingerprints-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function manualClock(start: string) {
  let now = new Date(start).getTime();
  return { clock: () => new Date(now), advance: (ms: number) => (now += ms) };
}

const keyOf = (fill: number): FingerprintKey => {
  const secret = Buffer.alloc(32, fill);
  return { id: fingerprintKeyId(secret), secret };
};

function contribution(
  key: FingerprintKey,
  overrides: { certificate?: string; valor?: number; cpf?: string } = {},
): DuplicateProbe {
  const cpf = overrides.cpf ?? CPF;
  const certificate = overrides.certificate ?? '123456';
  const request = { path: { idcliente: cpf, idcertificado: certificate }, body: { valor: overrides.valor ?? 150 } };
  return {
    user: 'maria.souza',
    environment: 'sandbox',
    action: 'op4',
    title: 'Solicitar aporte esporádico',
    customerCpf: cpf,
    identifiers: { idcertificado: certificate },
    fingerprint: keyedFingerprint(key, 'op4', 'sandbox', request),
  };
}

/** Every file under a folder, as text. */
function allText(dir: string): string {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => readFileSync(join(d.parentPath, d.name), 'latin1'))
    .join('\n');
}

/** The 1,000 CPFs a mask like ***.982.247-** can hide (check digits follow from the first nine). */
function candidatesFor(masked: string): string[] {
  const middle = masked.slice(4, 7) + masked.slice(8, 11);
  const out: string[] = [];
  for (let head = 0; head < 1000; head++) {
    const nine = String(head).padStart(3, '0') + middle;
    const digits = nine.split('').map(Number);
    const check = (len: number) => {
      const sum = digits.slice(0, len).reduce((s, d, i) => s + d * (len + 1 - i), 0);
      const r = (sum * 10) % 11;
      return r === 10 ? 0 : r;
    };
    digits.push(check(9));
    digits.push(check(10));
    out.push(digits.join(''));
  }
  return out;
}

describe('keyed fingerprints', () => {
  it('journal files alone cannot give the CPF back: no plain hash of any candidate request is anywhere in the user-data folder', async () => {
    const world = demoWorld();
    const p = picks(world);
    const h = await startIpcHarness();
    try {
      await h.login();
      const cpf = p.pensionHolder.cliente.cpf;
      const request = {
        path: { idcliente: cpf, idcertificado: p.pensionCertificate.numeroCertificado },
        body: {
          valor: 1500.5,
          fundos: [{ codigo: p.fund.codigo, percentualDistribuicao: 100 }],
          emails: { destinatario: 'cliente@example.com.br' },
        },
      };
      data(await h.api.pension.requestContribution(request));
      const entry = data(await h.api.journal.list({ actions: ['op4'] })).entries[0]!;
      expect(entry.customerCpfMasked).toBe(`***.${formatCpf(cpf).slice(4, 11)}-**`);
      // The attacker of the issue: knows everything but the hidden CPF digits, tries the 1,000 candidates with SHA-256.
      const text = allText(h.userDataDir);
      const candidates = candidatesFor(entry.customerCpfMasked!);
      expect(candidates).toContain(cpfDigits(cpf));
      for (const candidate of candidates) {
        const guess = { ...request, path: { ...request.path, idcliente: candidate } };
        const plain = createHash('sha256')
          .update(canonicalJson({ action: 'op4', environment: 'sandbox', request: guess }))
          .digest('hex');
        expect(
          text.includes(plain),
          `plain SHA-256 of the request with CPF ${candidate.slice(0, 3)}… found on disk`,
        ).toBe(false);
      }
      // What is on disk is keyed: only the secret in the keychain (here the ports' store) reproduces it.
      const secret = await h.ports.secretStore.get(FINGERPRINT_KEY_ACCOUNT);
      expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(text).not.toContain(secret!);
      const key = await new FingerprintKeyring(h.ports.secretStore).current();
      expect(text).toContain(keyedFingerprint(key, 'op4', 'sandbox', request).split(':')[1]);
      // The journal itself holds none at all.
      expect(readFileSync(join(h.userDataDir, 'journal.jsonl'), 'utf8')).not.toMatch(/[0-9a-f]{64}/);
    } finally {
      await h.stop();
    }
  });

  it('fingerprints live in journal-fingerprints.json only while the duplicate window lasts', () => {
    const dir = folder();
    const path = join(dir, 'journal.jsonl');
    const sidecar = join(dir, 'journal-fingerprints.json');
    const time = manualClock('2026-03-10T13:00:00.000Z');
    const key = keyOf(3);
    const journal = new OperationsJournal(path, time.clock);
    const a = journal.begin(contribution(key));
    journal.finish(a.id, 'succeeded');
    expect(statSync(sidecar).mode & 0o077).toBe(0);
    expect(readFileSync(sidecar, 'utf8')).toContain(contribution(key).fingerprint);
    time.advance(6 * 60_000);
    const b = journal.begin(contribution(key, { valor: 300 }));
    journal.finish(b.id, 'succeeded');
    // 11 minutes after the first: its fingerprint goes, the second's stays.
    time.advance(5 * 60_000);
    journal.pruneFingerprints();
    expect(readFileSync(sidecar, 'utf8')).not.toContain(contribution(key).fingerprint);
    expect(readFileSync(sidecar, 'utf8')).toContain(contribution(key, { valor: 300 }).fingerprint);
    expect(journal.list().find((e) => e.id === a.id)?.fingerprint).toBeUndefined();
    time.advance(5 * 60_000 + 1);
    journal.pruneFingerprints();
    expect(readdirSync(dir)).toEqual(['journal.jsonl']);
    // A restart after the window has nothing to bring back.
    journal.close();
    expect(new OperationsJournal(path, time.clock).list().every((e) => e.fingerprint === undefined)).toBe(true);
  });

  it('a start-up drops what expired while the app was closed', () => {
    const dir = folder();
    const path = join(dir, 'journal.jsonl');
    const time = manualClock('2026-03-10T13:00:00.000Z');
    const journal = new OperationsJournal(path, time.clock);
    journal.finish(journal.begin(contribution(keyOf(3))).id, 'succeeded');
    journal.close();
    time.advance(10 * 60_000 + 1);
    new OperationsJournal(path, time.clock).close();
    expect(readdirSync(dir)).toEqual(['journal.jsonl']);
  });

  it('a journal written before keyed fingerprints loses its plain hashes at the first start, keeps every entry, and a recent attempt still counts as a duplicate', () => {
    const dir = folder();
    const path = join(dir, 'journal.jsonl');
    const time = manualClock('2026-03-10T13:00:00.000Z');
    const legacyHash = (valor: number) =>
      createHash('sha256')
        .update(
          canonicalJson({
            action: 'op4',
            environment: 'sandbox',
            request: { path: { idcliente: CPF, idcertificado: '123456' }, body: { valor } },
          }),
        )
        .digest('hex');
    const begin = (id: string, startedAt: string, valor: number) =>
      JSON.stringify({
        type: 'begin',
        id,
        startedAt,
        user: 'maria.souza',
        environment: 'sandbox',
        action: 'op4',
        title: 'Solicitar aporte esporádico',
        identifiers: { idcertificado: '123456' },
        fingerprint: legacyHash(valor),
        customerCpfMasked: '***.982.247-**',
      });
    const finish = (id: string, finishedAt: string) =>
      JSON.stringify({ type: 'finish', id, status: 'succeeded', finishedAt });
    writeFileSync(
      path,
      [
        begin('old-1', '2026-03-01T10:00:00.000Z', 100),
        finish('old-1', '2026-03-01T10:00:01.000Z'),
        begin('recent-1', '2026-03-10T12:55:00.000Z', 150),
        finish('recent-1', '2026-03-10T12:55:02.000Z'),
        // Torn in the middle of its hash by a crash: the piece of hash goes too.
        begin('torn', '2026-03-10T12:56:00.000Z', 170).slice(0, -30),
      ].join('\n') + '\n',
    );
    const journal = new OperationsJournal(path, time.clock);
    expect(allText(dir)).not.toMatch(/"fingerprint":"[0-9a-f]+/);
    expect(allText(dir)).not.toContain(legacyHash(100).slice(0, 20));
    expect(journal.list().map((e) => [e.id, e.status])).toEqual([
      ['recent-1', 'succeeded'],
      ['old-1', 'succeeded'],
    ]);
    expect(journal.readReport.skippedLines).toBe(1);
    // The same contribution 5 minutes later, now with a keyed fingerprint: recognised by what it is about.
    expect(journal.findRecentDuplicate(contribution(keyOf(4)))?.id).toBe('recent-1');
    expect(journal.findRecentDuplicate(contribution(keyOf(4), { certificate: '999999' }))).toBeUndefined();
    // A second start has nothing left to scrub.
    journal.close();
    const again = new OperationsJournal(path, time.clock);
    expect(again.list()).toHaveLength(2);
  });

  it('an attempt made with another key (an earlier run without keychain) is compared by operation, customer and identifiers', () => {
    const dir = folder();
    const path = join(dir, 'journal.jsonl');
    const time = manualClock('2026-03-10T13:00:00.000Z');
    const earlier = new OperationsJournal(path, time.clock);
    const a = earlier.begin(contribution(keyOf(5)));
    earlier.finish(a.id, 'succeeded');
    earlier.close();
    time.advance(60_000);
    const now = new OperationsJournal(path, time.clock);
    const other = keyOf(6);
    expect(now.findRecentDuplicate(contribution(other))?.id).toBe(a.id);
    expect(now.findRecentDuplicate(contribution(other, { valor: 999 }))?.id).toBe(a.id);
    expect(now.findRecentDuplicate(contribution(other, { certificate: '654321' }))).toBeUndefined();
    expect(now.findRecentDuplicate(contribution(other, { cpf: '11144477735' }))).toBeUndefined();
    // With the same key the comparison is exact: another amount is another request.
    expect(now.findRecentDuplicate(contribution(keyOf(5), { valor: 999 }))).toBeUndefined();
    expect(now.findRecentDuplicate(contribution(keyOf(5)))?.id).toBe(a.id);
  });
});

describe('the installation secret', () => {
  it('is made once, kept in the keychain, and found again by the next run', async () => {
    const keychain = new MemorySecretStore();
    const first = await new FingerprintKeyring(keychain).current();
    expect(first.storage).toBe('keychain');
    const stored = await keychain.get(FINGERPRINT_KEY_ACCOUNT);
    expect(stored).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await new FingerprintKeyring(keychain).current();
    expect(again.id).toBe(first.id);
    expect(again.secret.equals(first.secret)).toBe(true);
    // Concurrent first uses share one read.
    const ring = new FingerprintKeyring(new MemorySecretStore());
    const [x, y] = await Promise.all([ring.current(), ring.current()]);
    expect(x).toBe(y);
  });

  it('replaces a damaged value in the keychain', async () => {
    const keychain = new MemorySecretStore();
    await keychain.set(FINGERPRINT_KEY_ACCOUNT, 'not a secret');
    const key = await new FingerprintKeyring(keychain).current();
    expect(key.secret).toHaveLength(32);
    expect(await keychain.get(FINGERPRINT_KEY_ACCOUNT)).not.toBe('not a secret');
  });

  it('without a keychain: a secret for this run only, in memory, with the reason (the subscription key rules)', async () => {
    const unavailable: SecretStore = {
      get: () => Promise.reject(new KeychainUnavailableError('Nenhum chaveiro do sistema está disponível.')),
      set: () => Promise.reject(new KeychainUnavailableError('Nenhum chaveiro do sistema está disponível.')),
      delete: () => Promise.reject(new KeychainUnavailableError('Nenhum chaveiro do sistema está disponível.')),
    };
    const a = await new FingerprintKeyring(unavailable).current();
    const b = await new FingerprintKeyring(unavailable).current();
    expect(a).toMatchObject({
      storage: 'session-memory',
      keychainProblem: 'Nenhum chaveiro do sistema está disponível.',
    });
    expect(a.id).not.toBe(b.id);
  });

  it('a failure that is not about the keychain is not hidden', async () => {
    const broken: SecretStore = {
      get: () => Promise.reject(new TypeError('bug')),
      set: async () => undefined,
      delete: async () => false,
    };
    await expect(new FingerprintKeyring(broken).current()).rejects.toThrow('bug');
  });
});
