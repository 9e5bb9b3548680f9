/**
 * Issue 12 through IPC, as the renderer sees it: a write the service
 * completed is reported completed (with its protocol) even when the journal
 * cannot record it (item 1); a journal that cannot be written before sending
 * says what and where (item 14); History needs a login (item 8); "Mostrar na
 * pasta" opens the real file (item 10); an export cut by kill -9 leaves no
 * statement behind (item 13); an export or print the journal could not record
 * says so with its result (D60).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { OperationsJournal } from '../../../src-main/journal/journal';
import type { FileSystemPort } from '../../../src-shared/node/file-system';
import { chromiumAvailable } from '../../harness/chromium';
import { chromiumStatementPrinter } from '../../harness/chromium-statement-printer';
import { MemorySecretStore } from '../../../src-main/keychain/memory-secret-store';
import type { StatementPrinterPort } from '../../../src-main/ports';
import { validRequests } from '../../sandbox/valid-requests';
import { faultyFiles } from '../../support/faulty-files';
import { data, type IpcHarness, startIpcHarness } from '../../support/ipc-harness';
import { demoWorld } from '../../support/sandbox-fixture';
import { picks } from '../../support/world-picks';
import { bundledScript } from '../../support/bundled-script';
import { fixture } from '../fixtures/child';
import { errorText } from '../../../src-renderer/i18n/error-text';
import type { JournalWarning } from '../../../src-shared/ipc/views';

const world = demoWorld();
const p = picks(world);
const valid = validRequests(world, '');
type ClaimInput = Parameters<IpcHarness['api']['claims']['createClaimNotice']>[0];
type ContributionInput = Parameters<IpcHarness['api']['pension']['requestContribution']>[0];
const claim = { path: valid.op3.params, body: valid.op3.body } as unknown as ClaimInput;
const contribution = { path: valid.op4.params, body: valid.op4.body } as unknown as ContributionInput;

const harnesses: IpcHarness[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const h of harnesses.splice(0)) await h.stop();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * A harness whose disk can fail, and whose network can arm that failure the
 * moment an answer to a write arrives: "the user-data folder filled up
 * after the request was sent".
 */
async function harness(
  options: {
    userDataDir?: string;
    secretStore?: MemorySecretStore;
    savePath?: (name: string) => string | undefined;
    files?: (disk: ReturnType<typeof faultyFiles>, userDataDir: string) => FileSystemPort;
    statementPrinter?: StatementPrinterPort;
  } = {},
) {
  const disk = faultyFiles();
  const armed: { fault?: Parameters<typeof disk.fail>[0] } = {};
  const userDataDir = options.userDataDir ?? mkdtempSync(join(tmpdir(), 'balcao-journal-ipc-'));
  if (!options.userDataDir) dirs.push(userDataDir);
  const h = await startIpcHarness({
    userDataDir,
    files: options.files?.(disk, userDataDir) ?? disk.files,
    ...(options.statementPrinter ? { statementPrinter: options.statementPrinter } : {}),
    ...(options.secretStore ? { secretStore: options.secretStore } : {}),
    ...(options.savePath ? { savePath: options.savePath } : {}),
    fetch: async (input, init) => {
      const response = await globalThis.fetch(input, init);
      const method = (input instanceof Request ? input.method : init?.method) ?? 'GET';
      if (armed.fault && method !== 'GET' && !String(input instanceof Request ? input.url : input).includes('/auth')) {
        disk.fail(armed.fault, userDataDir);
        armed.fault = undefined;
      }
      return response;
    },
  });
  harnesses.push(h);
  return { h, disk, armed, userDataDir };
}

async function claimsInSandbox(h: IpcHarness): Promise<number> {
  return ((await h.sandboxState()) as { claimNotices?: unknown[] }).claimNotices?.length ?? 0;
}

describe('a write whose answer arrived while the journal could not record it (item 1)', () => {
  it('is reported completed, with the protocol and what went wrong where — never "unexpected error, try again" — and stops a second claim', async () => {
    const { h, disk, armed, userDataDir } = await harness();
    await h.login();
    const before = await claimsInSandbox(h);
    armed.fault = 'disk-full';
    const result = await h.api.claims.createClaimNotice({ ...claim, confirmDuplicate: true });
    expect(result.ok).toBe(true);
    const outcome = data(result) as {
      result: { protocolo: string };
      journalEntryId: string;
      journalWarning?: JournalWarning;
    };
    expect(outcome.result.protocolo).toMatch(/^SIN\d{14}$/);
    expect(errorText(outcome.journalWarning!, 'pt-BR')).toContain(outcome.result.protocolo);
    expect(errorText(outcome.journalWarning!, 'pt-BR')).toMatch(/concluiu a operação/);
    expect(errorText(outcome.journalWarning!, 'pt-BR')).toMatch(/disco está cheio/);
    expect(errorText(outcome.journalWarning!, 'pt-BR')).toContain(join(userDataDir, 'journal.jsonl'));
    expect(errorText(outcome.journalWarning!, 'pt-BR')).toMatch(/não envie a operação de novo/);
    expect(errorText(outcome.journalWarning!, 'en')).toMatch(/completed the operation.*disk is full/);
    expect(await claimsInSandbox(h)).toBe(before + 1);

    // History says what the service said, with the protocol.
    const listed = data(await h.api.journal.list({ actions: ['op3'] })).entries.find(
      (e) => e.id === outcome.journalEntryId,
    );
    expect(listed).toMatchObject({ status: 'succeeded', result: { protocol: outcome.result.protocolo } });
    // The same claim again is a probable duplicate, pointing at that protocol.
    const again = await h.api.claims.createClaimNotice(claim);
    expect(again).toMatchObject({
      ok: false,
      error: {
        code: 'duplicate-write',
        duplicateOf: { journalEntryId: outcome.journalEntryId, protocol: outcome.result.protocolo },
      },
    });
    expect(await claimsInSandbox(h)).toBe(before + 1);

    // Once the disk has room again, the outcome reaches the file.
    disk.heal();
    expect(h.services.journal.retryUnsaved()).toBe(true);
    expect(
      new OperationsJournal(join(userDataDir, 'journal.jsonl')).list().find((e) => e.id === outcome.journalEntryId),
    ).toMatchObject({
      status: 'succeeded',
      result: { protocol: outcome.result.protocolo },
    });
  }, 120_000); // the first real services and sandbox of the file start here: beyond 30 s on a loaded machine

  it('after a restart with the outcome still unwritten, the attempt reads as unknown and still stops a second claim', async () => {
    const secretStore = new MemorySecretStore();
    const first = await harness({ secretStore });
    await first.h.login();
    first.armed.fault = 'read-only';
    const outcome = data(await first.h.api.claims.createClaimNotice({ ...claim, confirmDuplicate: true })) as {
      journalEntryId: string;
      journalWarning?: unknown;
    };
    expect(outcome.journalWarning).toBeDefined();
    // The app closes (the outcome still cannot be written) and starts again on the same folder and keychain.
    await first.h.services.close();
    harnesses.splice(harnesses.indexOf(first.h), 1);
    const second = await harness({ userDataDir: first.userDataDir, secretStore });
    await second.h.login();
    const entry = data(await second.h.api.journal.list({})).entries.find((e) => e.id === outcome.journalEntryId);
    expect(entry?.status).toBe('unknown');
    expect(await second.h.api.claims.createClaimNotice(claim)).toMatchObject({
      ok: false,
      error: { code: 'duplicate-write', duplicateOf: { status: 'unknown' } },
    });
  });

  it("a refusal whose record could not be saved is still the service's refusal (and says the record failed), not a retryable internal error", async () => {
    const { h, armed } = await harness();
    await h.login();
    armed.fault = 'disk-full';
    const result = await h.api.pension.requestContribution({
      ...contribution,
      body: { ...contribution.body, valor: 50 },
      confirmDuplicate: true,
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({
      code: 'business-rule',
      httpStatus: 422,
      retryable: false,
      journalEntryId: expect.any(String),
    });
    expect(errorText(result.error, 'pt-BR')).toMatch(/não pôde ser registrado no Histórico.*disco está cheio/);
    expect(errorText(result.error, 'en')).toMatch(/could not be recorded.*disk is full/);
  });
});

describe('a journal that cannot be written before sending (item 14)', () => {
  it.each([
    ['disk-full', /disco está cheio/, /disk is full/],
    ['read-only', /somente leitura/, /read-only/],
  ] as const)('%s: nothing is sent, and the employee is told what is wrong and where', async (fault, pt, en) => {
    const { h, disk, userDataDir } = await harness();
    await h.login();
    disk.fail(fault, userDataDir);
    const result = await h.api.pension.requestContribution({ ...contribution, confirmDuplicate: true });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('local-write-failed');
    expect(result.error.retryable).toBe(false);
    expect(errorText(result.error, 'pt-BR')).toMatch(/^Nada foi enviado\./);
    expect(errorText(result.error, 'pt-BR')).toMatch(pt);
    expect(errorText(result.error, 'pt-BR')).toContain(join(userDataDir, 'journal.jsonl'));
    expect(errorText(result.error, 'en')).toMatch(en);
    expect((await h.sandboxRequests()).filter((r) => r.operation === 'op4')).toHaveLength(0);
  });
});

describe('History and the exported files (items 8, 10, 13)', () => {
  it('History and "show in folder" need a login', async () => {
    const target = { path: '' };
    const { h, userDataDir } = await harness({ savePath: () => target.path });
    target.path = join(userDataDir, 'historico.csv');
    await h.login();
    const exported = data(await h.api.export.file({ kind: 'history', format: 'rfc4180', filter: {} }));
    await h.api.session.logout();
    expect(await h.api.journal.list({})).toMatchObject({ ok: false, error: { code: 'not-logged-in' } });
    expect(await h.api.app.showInFolder({ journalEntryId: exported.journalEntryId })).toMatchObject({
      ok: false,
      error: { code: 'not-logged-in' },
    });
    expect(
      await h.api.journal.resolveUnknown({ id: exported.journalEntryId, outcome: 'concluded', note: 'conferido' }),
    ).toMatchObject({ ok: false, error: { code: 'not-logged-in' } });
    expect(h.ports.shellCalls).toEqual([]);
    // Logged in again: only an unknown outcome can be marked as checked, and a note is required.
    await h.login();
    expect(
      await h.api.journal.resolveUnknown({ id: exported.journalEntryId, outcome: 'concluded', note: 'conferido' }),
    ).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
    expect(
      await h.api.journal.resolveUnknown({ id: exported.journalEntryId, outcome: 'concluded', note: '  ' }),
    ).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
  });

  it('"show in folder" opens the real file even when its name holds 11 digits (the journal keeps them masked)', async () => {
    const target = { path: '' };
    const { h, userDataDir } = await harness({ savePath: () => target.path });
    target.path = join(userDataDir, `extrato-${p.pensionHolder.cliente.cpf}.csv`);
    await h.login();
    const exported = data(await h.api.export.file({ kind: 'history', format: 'excel-br', filter: {} }));
    const entry = data(await h.api.journal.list({ actions: ['export'] })).entries[0]!;
    expect(entry.result?.file).not.toContain(p.pensionHolder.cliente.cpf);
    data(await h.api.app.showInFolder({ journalEntryId: exported.journalEntryId }));
    expect(h.ports.shellCalls).toEqual([{ action: 'showItemInFolder', target: target.path }]);
  });

  it('kill -9 during an export: the next start removes the partial file (a full statement)', async () => {
    const userDataDir = mkdtempSync(join(tmpdir(), 'balcao-export-kill-'));
    dirs.push(userDataDir);
    const target = join(userDataDir, 'saida', 'movimentacoes.csv');
    const child = spawn(process.execPath, [bundledScript(fixture('export-writer.ts')), userDataDir, target], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<void>((done) => child.on('close', () => done()));
    // Kill it the moment the partial file is there: the export is streaming into it.
    const deadline = Date.now() + 180_000;
    while (!existsSync(`${target}.partial`) && Date.now() < deadline && child.exitCode === null)
      await new Promise((r) => setTimeout(r, 2));
    child.kill('SIGKILL');
    await exited;
    expect(existsSync(`${target}.partial`), `no partial file seen: ${stderr.slice(-500)}`).toBe(true);
    expect(existsSync(target)).toBe(false);

    const { h } = await harness({ userDataDir });
    expect(existsSync(`${target}.partial`)).toBe(false);
    expect(readdirSync(join(userDataDir, 'saida'))).toEqual([]);
    expect(existsSync(join(userDataDir, 'exports-in-progress.json'))).toBe(false);
    // The export itself was journaled before it started: it reads as unknown.
    await h.login();
    expect(data(await h.api.journal.list({ actions: ['export'] })).entries[0]?.status).toBe('unknown');
  }, 240_000); // a child that starts the real services and streams 120,000 rows: a minute and more on a loaded 2-core machine
});

describe('a statement saved or printed while the journal could not record its outcome (D60)', () => {
  const statementPath = {
    idcliente: p.pensionHolder.cliente.cpf,
    idcertificado: p.pensionCertificate.numeroCertificado,
  };
  const printer = chromiumAvailable() ? chromiumStatementPrinter() : undefined;
  afterAll(async () => printer?.close());

  it('the export is saved and says so, with what kept the History from recording it', async () => {
    const exportDir = mkdtempSync(join(tmpdir(), 'balcao-export-unrecorded-'));
    dirs.push(exportDir);
    // The disk fills up while the file is written: after the journal recorded the start, before the outcome.
    const files = (disk: ReturnType<typeof faultyFiles>, userDataDir: string): FileSystemPort => ({
      ...disk.files,
      createWriteStream: ((path, streamOptions) => {
        if (String(path).startsWith(exportDir)) disk.fail('disk-full', join(userDataDir, 'journal.jsonl'));
        return disk.files.createWriteStream(path, streamOptions);
      }) as FileSystemPort['createWriteStream'],
    });
    const { h } = await harness({ files, savePath: () => join(exportDir, 'movimentacoes.csv') });
    await h.login();
    const exported = data(await h.api.export.file({ kind: 'movements', format: 'excel-br', path: statementPath }));
    expect(existsSync(join(exportDir, 'movimentacoes.csv'))).toBe(true);
    expect(errorText(exported.journalWarning!, 'pt-BR')).toMatch(
      /^O arquivo movimentacoes\.csv foi salvo\. .*disco está cheio/,
    );
    expect(errorText(exported.journalWarning!, 'en')).toMatch(
      /^The file movimentacoes\.csv was saved\. .*disk is full/,
    );
  });

  it.skipIf(!printer)(
    'the print went to the printer and says so, with what kept the History from recording it',
    async () => {
      // The disk fills up while the statement is printing.
      let fill: () => void = () => undefined;
      const filling: StatementPrinterPort = {
        toPdf: (html) => printer!.toPdf(html),
        print: async (html) => {
          const sent = await printer!.print(html);
          fill();
          return sent;
        },
      };
      const { h, disk, userDataDir } = await harness({ statementPrinter: filling });
      fill = () => disk.fail('disk-full', join(userDataDir, 'journal.jsonl'));
      await h.login();
      const printed = data(await h.api.export.print({ kind: 'movements', path: statementPath }));
      expect(printed.outcome).toBe('sent');
      expect(errorText(printed.journalWarning!, 'pt-BR')).toMatch(
        /^O extrato foi enviado para impressão\. .*disco está cheio/,
      );
      expect(errorText(printed.journalWarning!, 'en')).toMatch(
        /^The statement was sent to the printer\. .*disk is full/,
      );
      // Closing the print dialog is no print: nothing to warn about, whatever the journal.
      disk.heal();
      printer!.printAnswer.value = false;
      const closed = data(await h.api.export.print({ kind: 'movements', path: statementPath }));
      printer!.printAnswer.value = true;
      expect(closed).toMatchObject({ outcome: 'cancelled' });
      expect(closed.journalWarning).toBeUndefined();
    },
    120_000, // two real Chromium prints of a statement: over 30 s on a loaded 2-core machine
  );
});
