/**
 * A fund's detailed balance (Op14) grows with the certificate's history: about 40,000 entries (17 MB) for each fund
 * of the demo's heavy certificate. Read through its IPC handler, main never parses it: the kept lists' thread reads it
 * and main relays the JSON it wrote (D729). Its table's .xlsx is written in the same thread from those bytes.
 *
 * Deterministic: what is held is that no long text is parsed on main while it happens (main parsed the whole answer
 * before D729), and main's own CPU time, with room for a loaded machine. On a quiet one: the read 67-82 ms (mostly the
 * HTTP client taking 17 MB off the socket), against 229-257 ms when main read it; the .xlsx about 55 ms, against
 * 593 ms when main parsed, sorted and wrote it. A fresh-clone CI at a load of 6 measured 182 and 198 ms.
 */
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { operations } from '../../src-shared/contract';
import { channelName, type IpcResult, unrelayed } from '../../src-shared/ipc';
import { APP_FRAME_EVENT, type IpcHarness, startIpcHarness } from '../support/ipc-harness';

const HEAVY = { idcliente: '68035292072', idcertificado: '000000635085', idcobertura: 'VGBL01' };

/** Main's own CPU time (ms) for `work`, and the longest text JSON.parse read on main meanwhile. */
async function onMain<T>(work: () => Promise<T>): Promise<{ ms: number; longestParse: number; value: T }> {
  const parse = JSON.parse;
  let longestParse = 0;
  JSON.parse = (text: string, reviver?: Parameters<typeof parse>[1]) => {
    longestParse = Math.max(longestParse, String(text).length);
    return parse(text, reviver) as unknown;
  };
  const before = process.threadCpuUsage();
  try {
    const value = await work();
    const used = process.threadCpuUsage(before);
    return { ms: (used.user + used.system) / 1000, longestParse, value };
  } finally {
    JSON.parse = parse;
  }
}

/** Longer than anything main parses of its own here (an IPC input, a journal line); far shorter than the answer. */
const LONG_TEXT = 64 * 1024;

let h: IpcHarness;
const saveTo = { path: '' };
beforeAll(async () => {
  h = await startIpcHarness({ savePath: () => saveTo.path });
  await h.login();
}, 60_000);
afterAll(() => h.stop());

it("relays the heavy certificate's fund balance without parsing it on main", async () => {
  const op = operations.op14;
  const handler = h.handler(channelName(op.domain, op.name));
  // Main's side as Electron runs it: the handler, and the serialization of its answer for IPC.
  const read = async (idfundo: string) =>
    serialize(await handler(APP_FRAME_EVENT, JSON.stringify({ path: { ...HEAVY, idfundo } })));
  // The thread started and the code paths warmed on another fund first.
  await read('FND0006');
  const { ms, longestParse, value: answer } = await onMain(() => read('FND0009'));
  const result = unrelayed(deserialize(answer)) as IpcResult<{ data: unknown[] }>;
  expect(result.ok && result.data.data.length).toBeGreaterThan(30_000);
  expect(longestParse).toBeLessThan(LONG_TEXT);
  expect(ms).toBeLessThan(400);
}, 120_000);

it("writes the heavy certificate's fund balance table (.xlsx) without parsing or writing its rows on main", async () => {
  const path = { ...HEAVY, idfundo: 'FND0009' };
  const file = (name: string) => join(h.userDataDir, name);
  // Warmed first: the writers' code, and the answer the screen read (an export takes it, D729).
  saveTo.path = file('warm.xlsx');
  expect(
    (await h.api.export.file({ kind: 'balance', format: 'xlsx', path: { ...HEAVY, idfundo: 'FND0006' } })).ok,
  ).toBe(true);
  expect((await h.api.pension.getDetailedBalance({ path })).ok).toBe(true);
  saveTo.path = file('saldo.xlsx');
  const {
    ms,
    longestParse,
    value: result,
  } = await onMain(() =>
    h.api.export.file({ kind: 'balance', format: 'xlsx', path, sort: { column: 'valorMovimento', direction: 'desc' } }),
  );
  expect(result.ok && result.data.rows).toBeGreaterThan(30_000);
  expect(longestParse).toBeLessThan(LONG_TEXT);
  expect(ms).toBeLessThan(300);
}, 120_000);
