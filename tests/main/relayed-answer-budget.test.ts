/**
 * A fund's detailed balance (Op14) grows with the certificate's history: about 40,000 entries (17 MB) for each fund
 * of the demo's heavy certificate. Read through its IPC handler, it costs main little of its own CPU: the kept lists'
 * thread reads it and main relays the JSON it wrote (D729): 67-82 ms of main's CPU on a quiet machine, most of it
 * the HTTP client taking 17 MB off the socket and the garbage of those buffers. Read in main, the same answer cost
 * 229-257 ms (parse, tolerant reader, and the structured clone of 40,000 records). Its table's .xlsx is written in
 * the same thread from those bytes: about 55 ms of main's CPU (the file's writes, the journal), against 593 ms when
 * main parsed, sorted and wrote it. Deterministic: main's own CPU time is counted, not a race against the clock.
 */
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { operations } from '../../src-shared/contract';
import { channelName, type IpcResult, unrelayed } from '../../src-shared/ipc';
import { APP_FRAME_EVENT, type IpcHarness, startIpcHarness } from '../support/ipc-harness';

const HEAVY = { idcliente: '68035292072', idcertificado: '000000635085', idcobertura: 'VGBL01' };

let h: IpcHarness;
const saveTo = { path: '' };
beforeAll(async () => {
  h = await startIpcHarness({ savePath: () => saveTo.path });
  await h.login();
}, 60_000);
afterAll(() => h.stop());

it("relays the heavy certificate's fund balance at a small cost of main's own CPU", async () => {
  const op = operations.op14;
  const handler = h.handler(channelName(op.domain, op.name));
  // Main's side as Electron runs it: the handler, and the serialization of its answer for IPC.
  const read = async (idfundo: string) =>
    serialize(await handler(APP_FRAME_EVENT, JSON.stringify({ path: { ...HEAVY, idfundo } })));
  // The thread started and the code paths warmed on another fund first.
  await read('FND0006');
  const before = process.threadCpuUsage();
  const answer = await read('FND0009');
  const used = process.threadCpuUsage(before);
  const ms = (used.user + used.system) / 1000;
  const result = unrelayed(deserialize(answer)) as IpcResult<{ data: unknown[] }>;
  expect(result.ok && result.data.data.length).toBeGreaterThan(30_000);
  expect(ms).toBeLessThan(150);
}, 120_000);

it("writes the heavy certificate's fund balance table (.xlsx) at a small cost of main's own CPU", async () => {
  const path = { ...HEAVY, idfundo: 'FND0009' };
  const file = (name: string) => join(h.userDataDir, name);
  // Warmed first: the writers' code, and the answer the screen read (an export takes it, D729).
  saveTo.path = file('warm.xlsx');
  expect(
    (await h.api.export.file({ kind: 'balance', format: 'xlsx', path: { ...HEAVY, idfundo: 'FND0006' } })).ok,
  ).toBe(true);
  expect((await h.api.pension.getDetailedBalance({ path })).ok).toBe(true);
  saveTo.path = file('saldo.xlsx');
  const before = process.threadCpuUsage();
  const result = await h.api.export.file({
    kind: 'balance',
    format: 'xlsx',
    path,
    sort: { column: 'valorMovimento', direction: 'desc' },
  });
  const used = process.threadCpuUsage(before);
  expect(result.ok && result.data.rows).toBeGreaterThan(30_000);
  const ms = (used.user + used.system) / 1000;
  expect(ms).toBeLessThan(150);
}, 120_000);
