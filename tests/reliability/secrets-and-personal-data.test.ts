/**
 * Secrets and personal data never leak (issue "Reliability and security", §2).
 *
 * One full working session through the IPC harness, with every IPC payload
 * recorded both ways: login (a wrong password first), a subscription key set
 * from the clipboard, settings changes and a detour through another
 * environment, every read and every write operation, the error paths (404,
 * 422, duplicate write, 503 retried, malformed answer, lost answer, expired
 * token), CSV exports of movements and of the history, a CPF reveal, logout.
 *
 * Then: no subscription key, token or password in any IPC payload (except the
 * password the employee typed, in the login request itself), in the main
 * process's log lines, or in any file the app wrote (the user-data folder
 * minus the embedded sandbox's own folder, plus the exported files); and no
 * unmasked CPF in the log lines or the journal.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationIds, operations, type OperationDef, type OperationId } from '../../src-shared/contract';
import { formatCpf, isValidCpf } from '../../src-shared/cpf';
import { type IpcResult, unrelayed } from '../../src-shared/ipc';
import { FINGERPRINT_KEY_ACCOUNT } from '../../src-main/journal/fingerprint-key';
import { data, type IpcHarness, startIpcHarness } from '../support/ipc-harness';
import { KEYS, send } from '../support/raw-http';
import { demoWorld } from '../support/sandbox-fixture';
import { picks } from '../support/world-picks';
import { signatureBody } from '../sandbox/valid-requests';
import { operationInput } from './support/ipc-samples';

const world = demoWorld();
const p = picks(world);

const USER = 'atendente';
const PASSWORD = world.users.find((u) => u.username === USER)!.password;
const WRONG_PASSWORD = 'Senha-Errada-Confiabilidade-7391';
/** Set for the Test environment through the clipboard port; unknown to the sandbox (401). */
const TEST_KEY = 'chave-confiabilidade-TESTE-9f8e7d6c5b4a';

interface Recorded {
  direction: 'to-main' | 'to-renderer';
  channel: string;
  text: string;
}

let h: IpcHarness;
let exportDir: string;
const recorded: Recorded[] = [];
/** Access and refresh tokens the app itself received (read from the answers to its Op1 calls). */
const appTokens = new Set<string>();
/** Tokens of a separate login straight against the sandbox, same user. */
let directTokens: { accessToken: string; refreshToken: string };
/** The access token the app held while logged in. */
const heldTokens = new Set<string>();

/** The app's own fetch, recording the token pair of every successful Op1 answer. */
const recordingFetch: typeof fetch = async (input, init) => {
  const response = await globalThis.fetch(input, init);
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (new URL(url).pathname === operations.op1.path && response.ok) {
    const body = (await response.clone().json()) as { accessToken?: string; refreshToken?: string };
    if (body.accessToken) appTokens.add(body.accessToken);
    if (body.refreshToken) appTokens.add(body.refreshToken);
  }
  return response;
};

type Call = (input?: unknown) => Promise<IpcResult<unknown>>;
const channel = (domain: string, name: string): Call =>
  (h.api as unknown as Record<string, Record<string, Call>>)[domain]![name]!;
const callOp = (id: OperationId, payload: unknown) =>
  channel((operations[id] as OperationDef).domain, (operations[id] as OperationDef).name)(payload);

async function loginAndRemember(): Promise<void> {
  await h.login(USER, PASSWORD);
  const token = h.services.session.accessToken();
  expect(token).toBeTruthy();
  heldTokens.add(token!);
}

/** Every file under a folder, with its path relative to it. */
function filesUnder(root: string, skip: (rel: string) => boolean = () => false): Array<{ rel: string; bytes: Buffer }> {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .map((path) => ({ rel: relative(root, path), path }))
    .filter(({ rel }) => !skip(rel))
    .map(({ rel, path }) => ({ rel, bytes: readFileSync(path) }));
}

/** UUIDs and long hex runs (journal ids, SHA-256 fingerprints) can hold 11 digits in a row by chance: not CPFs. */
const RANDOM_IDS = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{32,}/gi;

/** CPFs in clear in a text: the given ones in either form, and any 11-digit run or formatted CPF with valid check digits. */
function clearCpfs(text: string, known: readonly string[]): string[] {
  const found = new Set<string>();
  for (const cpf of known) {
    if (text.includes(cpf) || text.includes(formatCpf(cpf))) found.add(formatCpf(cpf));
  }
  const scrubbed = text.replace(RANDOM_IDS, ' ');
  for (const match of scrubbed.matchAll(/(?<!\d)\d{11}(?!\d)|(?<!\d)\d{3}\.\d{3}\.\d{3}-\d{2}(?!\d)/g)) {
    if (isValidCpf(match[0])) found.add(formatCpf(match[0]));
  }
  return [...found];
}

beforeAll(async () => {
  exportDir = mkdtempSync(join(tmpdir(), 'balcao-reliability-export-'));
  h = await startIpcHarness({
    record: (direction, wire, payload) =>
      // An answer relayed unread (D729) is scanned as the JSON its bytes are.
      void recorded.push({ direction, channel: wire, text: JSON.stringify(unrelayed(payload)) ?? '' }),
    savePath: (defaultName) => join(exportDir, defaultName),
    fetch: recordingFetch,
  });
  const sandboxUrl = await h.sandboxUrl();

  // The same user logged in directly: another token pair, which must not show up anywhere either.
  const direct = await send(sandboxUrl, 'op1', {
    key: KEYS.atendente,
    body: { predicate: { Username: USER, Password: PASSWORD }, type: 'usuario', queryType: 'autenticacao' },
  });
  expect(direct.status).toBe(200);
  directTokens = direct.json as typeof directTokens;

  // Login: a wrong password first, then the right one.
  expect(await h.api.session.login({ username: USER, password: WRONG_PASSWORD })).toMatchObject({
    ok: false,
    error: { code: 'invalid-credentials' },
  });
  await loginAndRemember();
  data(await h.api.session.current());

  // Settings and keys: the Test environment points at the sandbox, with a key pasted from the clipboard.
  data(await h.api.app.info());
  data(await h.api.settings.get());
  data(await h.api.settings.update({ theme: 'dark', language: 'en', requestTimeoutSeconds: 30 }));
  data(await h.api.settings.update({ environments: { test: { baseUrl: sandboxUrl, companyCode: '0001' } } }));
  h.ports.clipboardText.value = TEST_KEY;
  expect(data(await h.api.keychain.setFromClipboard({ environment: 'test' }))).toMatchObject({
    set: true,
    lastFour: TEST_KEY.slice(-4),
  });
  expect(h.ports.clipboardText.value).toBe('');
  data(await h.api.keychain.status({ environment: 'test' }));
  data(await h.api.keychain.status({ environment: 'sandbox' }));
  expect(data(await h.api.settings.testConnection({ environment: 'test' }))).toMatchObject({ outcome: 'key-rejected' });
  expect(data(await h.api.settings.testConnection({ environment: 'sandbox' }))).toMatchObject({ outcome: 'ok' });
  // Working in Test: the key is refused; back to the sandbox (each switch ends the session).
  data(await h.api.settings.update({ activeEnvironment: 'test' }));
  expect(await h.api.session.login({ username: USER, password: PASSWORD })).toMatchObject({
    ok: false,
    error: { code: 'key-rejected' },
  });
  data(await h.api.settings.update({ activeEnvironment: 'sandbox', language: 'pt-BR' }));
  await loginAndRemember();

  // Every read, then every write.
  const reads = operationIds.filter((id) => (operations[id] as OperationDef).kind === 'read');
  const writes = operationIds.filter((id) => (operations[id] as OperationDef).kind === 'write');
  expect(reads.length + writes.length).toBe(operationIds.length - 1);
  for (const id of reads) data(await callOp(id, operationInput(world, id)));
  for (const id of writes) data(await callOp(id, operationInput(world, id)));

  // Error paths, where details are most likely to end up in a log.
  expect(await h.api.customers.getCustomer({ path: { idpessoafisica: p.unknownCpf } })).toMatchObject({
    ok: false,
    error: { code: 'not-found' },
  });
  expect(await h.api.customers.getCustomer({ path: { idpessoafisica: '12345678900' } })).toMatchObject({
    ok: false,
    error: { code: 'invalid-input' },
  });
  const op3 = operationInput(world, 'op3');
  expect(await h.api.claims.createClaimNotice({ ...op3, confirmDuplicate: false } as never)).toMatchObject({
    ok: false,
    error: { code: 'duplicate-write' },
  });
  expect(
    await h.api.pension.requestContribution({
      path: operationInput(world, 'op4').path as never,
      body: { valor: 10, fundos: [{ codigo: p.fund.codigo, percentualDistribuicao: 50 }] },
    }),
  ).toMatchObject({ ok: false, error: { code: 'business-rule' } });
  expect(
    await h.api.signatures.communicateLifeSignatureHash({
      body: signatureBody('PV0000000000', {
        responsavel: { cpf: p.pensionHolder.cliente.cpf, nome: 'Fulano', email: 'f@example.com.br' },
      }),
    } as never),
  ).toMatchObject({ ok: false, error: { code: 'not-found' } });
  await h.faults([{ kind: 'error503', operations: ['op8'], times: 1 }]);
  data(await h.api.customers.getCustomer(operationInput(world, 'op8') as never));
  await h.faults([{ kind: 'malformed', operations: ['op21'], times: 1 }]);
  expect(await callOp('op21', operationInput(world, 'op21'))).toMatchObject({
    ok: false,
    error: { code: 'invalid-response' },
  });
  await h.faults([{ kind: 'drop', operations: ['op3'], times: 1 }]);
  expect(await callOp('op3', operationInput(world, 'op3'))).toMatchObject({
    ok: false,
    error: { code: 'outcome-unknown' },
  });
  await h.faults([]);
  await fetch(`${sandboxUrl}/_sandbox/tokens/expire`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
  });
  expect(await callOp('op18', operationInput(world, 'op18'))).toMatchObject({
    ok: false,
    error: { code: 'session-expired' },
  });
  await loginAndRemember();

  // Exports (they hold customer data by design, never secrets), the history, a CPF reveal.
  const movementsPath = {
    idcliente: p.pensionHolder.cliente.cpf,
    idcertificado: p.pensionCertificate.numeroCertificado,
  };
  data(await h.api.pension.listFinancialMovements({ path: movementsPath }));
  const movements = data(await h.api.export.file({ kind: 'movements', format: 'excel-br', path: movementsPath }));
  data(await h.api.export.file({ kind: 'history', format: 'rfc4180', filter: {} }));
  data(await h.api.app.showInFolder({ journalEntryId: movements.journalEntryId }));
  data(await h.api.journal.recordCpfReveal({ cpf: p.pensionHolder.cliente.cpf }));
  data(await h.api.journal.list({}));
  data(await h.api.journal.list({ text: p.pensionHolder.cliente.cpf.slice(3, 9) }));

  data(await h.api.session.logout());
  expect(data(await h.api.session.current()).loggedIn).toBe(false);
  // The journal's fingerprint secret (D61), made by the first write: kept in the keychain only.
  fingerprintSecret = (await h.ports.secretStore.get(FINGERPRINT_KEY_ACCOUNT)) ?? '';
}, 120_000);

let fingerprintSecret = '';

afterAll(async () => {
  await h?.stop();
  rmSync(exportDir, { recursive: true, force: true });
});

function secrets(): Record<string, string> {
  const list: Record<string, string> = {
    'demo subscription key': KEYS.atendente,
    'subscription key set for Test': TEST_KEY,
    password: PASSWORD,
    'wrong password': WRONG_PASSWORD,
    'direct access token': directTokens.accessToken,
    'direct refresh token': directTokens.refreshToken,
  };
  if (fingerprintSecret) {
    list['journal fingerprint secret'] = fingerprintSecret;
    list['journal fingerprint secret (hex)'] = Buffer.from(fingerprintSecret, 'base64url').toString('hex');
  }
  [...appTokens].forEach((token, i) => (list[`app token #${i + 1}`] = token));
  [...heldTokens].forEach((token, i) => (list[`held access token #${i + 1}`] = token));
  return list;
}

describe('secrets never leave the main process', () => {
  it('the flow really ran with tokens and the journal secret (the scan has something to find)', () => {
    expect(fingerprintSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Three logins in the sandbox (one refused in Test) → three access/refresh pairs.
    expect(appTokens.size).toBe(6);
    expect(heldTokens.size).toBe(3);
    for (const token of heldTokens) expect(appTokens.has(token)).toBe(true);
    expect(directTokens.accessToken).not.toBe([...heldTokens][0]);
    expect(recorded.length).toBeGreaterThan(60);
    expect(h.logLines.length).toBeGreaterThan(30);
  });

  it('no key, token or password in any IPC payload, either way (the password only in the login request itself)', () => {
    const leaks: string[] = [];
    for (const [what, secret] of Object.entries(secrets())) {
      for (const record of recorded) {
        if (!record.text.includes(secret)) continue;
        const typedPassword =
          (secret === PASSWORD || secret === WRONG_PASSWORD) &&
          record.direction === 'to-main' &&
          record.channel === 'balcao:session.login';
        if (!typedPassword) leaks.push(`${what} in ${record.direction} ${record.channel}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('no key, token or password in the main process log', () => {
    const leaks = Object.entries(secrets()).flatMap(([what, secret]) =>
      h.logLines.filter((line) => line.includes(secret)).map((line) => `${what}: ${line.slice(0, 120)}`),
    );
    expect(leaks).toEqual([]);
  });

  it('no key, token or password in any file the app wrote (user-data folder but the sandbox, and the exports)', () => {
    const sandboxFolder = `sandbox${sep}`;
    const files = [
      ...filesUnder(h.userDataDir, (rel) => rel.startsWith(sandboxFolder)).map((f) => ({
        ...f,
        rel: `userData/${f.rel}`,
      })),
      ...filesUnder(exportDir).map((f) => ({ ...f, rel: `exports/${f.rel}` })),
    ];
    const names = files.map((f) => f.rel);
    expect(names).toEqual(expect.arrayContaining(['userData/journal.jsonl', 'userData/settings.json']));
    expect(names.filter((n) => n.startsWith('exports/'))).toHaveLength(2);
    const leaks: string[] = [];
    for (const [what, secret] of Object.entries(secrets())) {
      for (const file of files) {
        // Bytes, not text: a secret in any encoding the app might use (UTF-8, or the UTF-16 of a BOM'd export).
        if (file.bytes.includes(Buffer.from(secret, 'utf8')) || file.bytes.includes(Buffer.from(secret, 'utf16le')))
          leaks.push(`${what} in ${file.rel}`);
      }
    }
    expect(leaks).toEqual([]);
  });
});

describe('CPFs are masked where they are not for the customer', () => {
  const demoCpfs = [
    ...world.customers.map((c) => c.cliente.cpf),
    ...world.users.map((u) => u.cpf),
    ...world.customers.flatMap((c) =>
      c.pensionCertificates
        .map((cert) => cert.financialResponsible?.cpf)
        .filter((cpf): cpf is string => typeof cpf === 'string'),
    ),
  ];

  it('the journal and the log did see the customers (masked)', () => {
    const journal = readFileSync(join(h.userDataDir, 'journal.jsonl'), 'utf8');
    expect(journal).toContain('cpf-reveal');
    expect(journal).toMatch(/\*\*\*\.\d{3}\.\d{3}-\*\*/);
    expect(h.logLines.join('\n')).toMatch(/\*\*\*\.\d{3}\.\d{3}-\*\*/);
  });

  it('no CPF in clear in the main process log', () => {
    expect(clearCpfs(h.logLines.join('\n'), demoCpfs)).toEqual([]);
  });

  it('no CPF in clear in journal.jsonl', () => {
    expect(clearCpfs(readFileSync(join(h.userDataDir, 'journal.jsonl'), 'utf8'), demoCpfs)).toEqual([]);
  });

  it('exports do hold the customer data (they are for the customer): the check above is not vacuous', () => {
    const movementsFile = filesUnder(exportDir).find((f) => f.rel.startsWith('movimentacoes'));
    expect(movementsFile).toBeDefined();
    // The scan finds a CPF when one is there.
    expect(clearCpfs(`x ${p.pensionHolder.cliente.cpf} y`, demoCpfs)).toEqual([formatCpf(p.pensionHolder.cliente.cpf)]);
    expect(clearCpfs(`x ${formatCpf(p.unknownCpf)} y`, [])).toEqual([formatCpf(p.unknownCpf)]);
  });
});
