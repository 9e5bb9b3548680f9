/**
 * How long a kept list lives and who may have it, through IPC with the real services and the embedded sandbox
 * (D141, D195, D196): after the five minutes, the windows and the summary asked at once share one read of Op12
 * (the heavy certificate is never read twice for one scroll); a list in use does not expire mid-scroll; an export
 * or print names the list the screen shows and is written from it, or refused when that list is gone; a read that
 * settles after its session ended keeps nothing and answers a session error.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ExportRequest, MovementSort, PrintRequest } from '../../../src-shared/ipc/inputs';
import { validRequests } from '../../sandbox/valid-requests';
import { data, type IpcHarness, startIpcHarness } from '../../support/ipc-harness';
import { demoWorld } from '../../support/sandbox-fixture';
import { errorText } from '../../../src-renderer/i18n/error-text';

const PATH = { idcliente: '27208447136', idcertificado: '000000925108' }; // 1,000 movements
const NEWEST: MovementSort = { column: 'dataMovimento', direction: 'desc' };
const MINUTE = 60_000;
const OP12_URL = '/movimentacoes-financeiras';

let h: IpcHarness;
/** Added to the clock the main process reads (the sandbox and the session keep real time). */
let offset = 0;
const advance = (ms: number) => void (offset += ms);
let file = 0;
let saved = '';
/** While set, requests whose URL holds `url` wait for it before going out (a read held in flight). */
let gate: { url: string; opened: Promise<void>; open(): void; reached: Promise<void>; reach(): void } | undefined;
const printed: string[] = [];

function hold(url = OP12_URL) {
  let open!: () => void;
  let reach!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const reached = new Promise<void>((resolve) => (reach = resolve));
  gate = { url, opened, open, reached, reach };
  return gate;
}

beforeEach(async () => {
  offset = 0;
  gate = undefined;
  printed.length = 0;
  h = await startIpcHarness({
    clock: () => new Date(Date.now() + offset),
    savePath: (name) => (saved = join(h.userDataDir, `${++file}-${name}`)),
    statementPrinter: {
      toPdf: async (html) => Buffer.from(`%PDF-1.4 ${html.length}`),
      print: async (html) => (printed.push(html), true),
    },
    fetch: async (input, init) => {
      const held = gate;
      if (held && String(input instanceof Request ? input.url : input).includes(held.url)) {
        held.reach();
        await held.opened;
      }
      return globalThis.fetch(input, init);
    },
  });
  await h.login();
});
afterEach(async () => {
  gate?.open();
  await h.stop();
});

const op12Calls = async () => (await h.sandboxRequests()).filter((r) => r.operation === 'op12').length;
const keptSize = () => (h.services.operations as unknown as { kept: { size(): Promise<number> } }).kept.size();
const open = async () => data(await h.api.movements.open({ path: PATH, sort: NEWEST, offset: 0, count: 100 }));
const csvLines = () => readFileSync(saved, 'utf8').split('\r\n').filter(Boolean).length - 1;

describe('one read of Op12 at a time per certificate (D195)', () => {
  it('after the five minutes, three windows and a summary asked at once read Op12 once, and all answer the same new list', async () => {
    const first = await open();
    const before = await op12Calls();
    advance(5 * MINUTE + 1);
    const asked = [0, 100, 200].map((at) =>
      h.api.movements.window({ path: PATH, sort: NEWEST, offset: at, count: 100 }),
    );
    const summary = h.api.movements.summary({ path: PATH });
    const windows = (await Promise.all(asked)).map(data);
    const totals = data(await summary);
    expect(await op12Calls()).toBe(before + 1);
    const lists = new Set([...windows.map((w) => w.list), totals.list]);
    expect(lists.size).toBe(1);
    expect(lists.has(first.list)).toBe(false);
    expect(windows.map((w) => w.offset)).toEqual([0, 100, 200]);
  });

  it('a read in flight is shared by an opening asked meanwhile, and dropped once it settled (the next opening reads again)', async () => {
    await open();
    advance(5 * MINUTE + 1);
    const held = hold();
    const before = await op12Calls();
    // Both callers ask for a read while the first one is held on its way; released only once both have asked.
    const operations = h.services.operations;
    const readMovements = operations.readMovements.bind(operations);
    let asked = 0;
    let bothAsked!: () => void;
    const both = new Promise<void>((resolve) => (bothAsked = resolve));
    operations.readMovements = (path) => {
      if (++asked === 2) bothAsked();
      return readMovements(path);
    };
    const window = h.api.movements.window({ path: PATH, sort: NEWEST, offset: 0, count: 100 });
    await held.reached;
    const opening = h.api.movements.open({ path: PATH, sort: NEWEST, offset: 0, count: 100 });
    await both;
    held.open();
    gate = undefined;
    const [w, o] = [data(await window), data(await opening)];
    expect(w.list).toBe(o.list);
    expect(await op12Calls()).toBe(before + 1);
    expect((await open()).list).not.toBe(o.list);
    expect(await op12Calls()).toBe(before + 2);
  });

  it('a list in use does not expire: an employee who scrolls every four minutes for twenty keeps the same list, unread again', async () => {
    const first = await open();
    const before = await op12Calls();
    for (let i = 1; i <= 5; i++) {
      advance(4 * MINUTE);
      expect(data(await h.api.movements.window({ path: PATH, sort: NEWEST, offset: i * 100, count: 100 })).list).toBe(
        first.list,
      );
    }
    expect(await op12Calls()).toBe(before);
    // Five minutes without a look: the next one reads again.
    advance(5 * MINUTE + 1);
    expect(data(await h.api.movements.summary({ path: PATH })).list).not.toBe(first.list);
    expect(await op12Calls()).toBe(before + 1);
  });

  it('a write for the customer while Op12 is on its way: that read is answered but not kept, and the next look reads again', async () => {
    const contribution = validRequests(demoWorld(), '').op4;
    const path = contribution.params as { idcliente: string; idcertificado: string };
    const held = hold();
    const opening = h.api.movements.open({ path, sort: NEWEST, offset: 0, count: 10 });
    await held.reached;
    data(await h.api.pension.requestContribution({ path, body: contribution.body as never, confirmDuplicate: true }));
    held.open();
    gate = undefined;
    const answered = data(await opening);
    expect(await keptSize()).toBe(0);
    const before = await op12Calls();
    expect(data(await h.api.movements.window({ path, sort: NEWEST, offset: 0, count: 10 })).list).not.toBe(
      answered.list,
    );
    expect(await op12Calls()).toBe(before + 1);
  });
});

describe('the export and the print are of the list on screen (D196)', () => {
  const request = (list?: number, path: Record<string, string> = PATH): ExportRequest => ({
    kind: 'movements',
    format: 'excel-br',
    path,
    sort: NEWEST,
    filter: { text: 'a' },
    ...(list !== undefined ? { list } : {}),
  });

  it('past its five minutes, the list the screen shows is still what is exported and printed: Op12 is not read again', async () => {
    const shown = await open();
    const rows = data(
      await h.api.movements.window({ path: PATH, sort: NEWEST, filter: { text: 'a' }, offset: 0, count: 0 }),
    ).viewRows;
    advance(5 * MINUTE + 1);
    const before = await op12Calls();
    expect(data(await h.api.export.file(request(shown.list))).rows).toBe(rows);
    expect(csvLines()).toBe(rows);
    expect(
      data(
        await h.api.export.print({
          kind: 'movements',
          path: PATH,
          sort: NEWEST,
          list: shown.list,
        } satisfies PrintRequest),
      ).rows,
    ).toBe(shown.listRows);
    expect(await op12Calls()).toBe(before);
  });

  it('a list that is gone (read again, or the session ended) is refused in both languages: no dialog, no journal entry, nothing read', async () => {
    const shown = await open();
    advance(5 * MINUTE + 1);
    // A look after the five minutes read it again: the list on screen is no longer kept.
    const fresh = data(await h.api.movements.window({ path: PATH, sort: NEWEST, offset: 0, count: 10 }));
    expect(fresh.list).not.toBe(shown.list);
    const journaled = data(await h.api.journal.list({ actions: ['export'] })).entries.length;
    const before = await op12Calls();
    const dialogs = h.ports.saveDialogs.length;
    for (const refused of [
      await h.api.export.file(request(shown.list)),
      await h.api.export.print({ kind: 'movements', path: PATH, list: shown.list }),
    ]) {
      expect(refused).toMatchObject({ ok: false, error: { code: 'not-found' } });
      if (!refused.ok) {
        expect(errorText(refused.error, 'pt-BR')).toMatch(/Atualize/);
        expect(errorText(refused.error, 'en')).toMatch(/Refresh/);
      }
    }
    // Another certificate's list id is no list of this one.
    expect(await h.api.export.file(request(fresh.list, { ...PATH, idcertificado: '000000100231' }))).toMatchObject({
      ok: false,
      error: { code: 'not-found' },
    });
    expect(h.ports.saveDialogs.length).toBe(dialogs);
    expect(printed).toHaveLength(0);
    expect(data(await h.api.journal.list({ actions: ['export'] })).entries.length).toBe(journaled);
    expect(await op12Calls()).toBe(before);

    // Signed out and in again: what the screen showed before is gone too.
    data(await h.api.session.logout());
    await h.login();
    expect(await h.api.export.file(request(fresh.list))).toMatchObject({ ok: false, error: { code: 'not-found' } });
  });

  it('a request without a list (an older screen) is answered as before: from the kept list, read again when there is none', async () => {
    await open();
    const before = await op12Calls();
    expect(data(await h.api.export.file(request())).rows).toBeGreaterThan(0);
    expect(await op12Calls()).toBe(before);
    advance(5 * MINUTE + 1);
    expect(data(await h.api.export.file(request())).rows).toBeGreaterThan(0);
    expect(await op12Calls()).toBe(before + 1);
  });
});

describe('a read that settles after its session ended (D196)', () => {
  it('signed out while Op12 was on its way: nothing is kept, and the answer is a session error', async () => {
    const held = hold();
    const opening = h.api.movements.open({ path: PATH, sort: NEWEST, offset: 0, count: 100 });
    await held.reached;
    data(await h.api.session.logout());
    held.open();
    expect(await opening).toMatchObject({ ok: false, error: { code: 'not-logged-in' } });
    expect(await keptSize()).toBe(0);
  });

  it("another employee signed in meanwhile: the first one's read is not kept for anyone, and it answers a session error", async () => {
    const held = hold();
    const opening = h.api.movements.open({ path: PATH, sort: NEWEST, offset: 0, count: 100 });
    await held.reached;
    data(await h.api.session.logout());
    await h.login('supervisor', 'Supervisor@2026');
    held.open();
    expect(await opening).toMatchObject({ ok: false, error: { code: 'session-expired' } });
    expect(await keptSize()).toBe(0);
    gate = undefined;
    // The supervisor's own opening reads for him.
    const before = await op12Calls();
    await open();
    expect(await op12Calls()).toBe(before + 1);
  });

  it('the same holds for any read the export reuses (RecentReads): a customer read in flight at sign-out is not kept', async () => {
    const CUSTOMER = { idpessoafisica: PATH.idcliente };
    const held = hold('/pessoas-fisicas/');
    const reading = h.api.customers.getCustomer({ path: CUSTOMER });
    await held.reached;
    data(await h.api.session.logout());
    held.open();
    gate = undefined;
    expect(await reading).toMatchObject({ ok: false, error: { code: 'not-logged-in' } });
    await h.login();
    const op8Calls = async () => (await h.sandboxRequests()).filter((r) => r.operation === 'op8').length;
    const before = await op8Calls();
    await h.services.operations.readForExport('op8', { path: CUSTOMER });
    expect(await op8Calls()).toBe(before + 1);
  });
});

describe('lists not used for a while are freed, not kept until the next look (D195)', () => {
  it('fifteen minutes without a look: freed, and an export of it is refused', async () => {
    const shown = await open();
    advance(15 * MINUTE + 1);
    expect(await keptSize()).toBe(0);
    expect(
      await h.api.export.file({ kind: 'movements', format: 'excel-br', path: PATH, list: shown.list }),
    ).toMatchObject({ ok: false, error: { code: 'not-found' } });
  });
});
