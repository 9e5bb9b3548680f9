/**
 * The embedded sandbox runs in a worker thread (D285): main's event loop does not parse its requests. Checked by
 * counting main's own work, not by racing the clock: the CPU time main's thread spends while the sandbox takes an
 * 8 MiB body of 700,000 keys stays far under what the sandbox spends on it (seconds when it ran in main).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationDefs, operationIds } from '../../src-shared/contract';
import { REQUEST_BODY_LIMIT_BYTES } from '../../src-shared/contract/operation';
import { type EmbeddedSandbox, embeddedSandbox } from '../../src-main/embedded-sandbox';

/** Main's CPU (user + system, ms) while `work` runs: what our code path costs this thread, whatever the machine's load. */
async function mainThreadCpuMs(work: () => Promise<unknown>): Promise<number> {
  const before = process.threadCpuUsage();
  await work();
  const used = process.threadCpuUsage(before);
  return (used.user + used.system) / 1000;
}

/** A JSON object of `keys` keys, just under the body limit. */
function bigBody(keys: number): Buffer {
  const parts = new Array<string>(keys);
  for (let i = 0; i < keys; i++) parts[i] = `"${i.toString(36)}":0`;
  const body = Buffer.from(`{${parts.join(',')}}`);
  expect(body.length).toBeLessThan(REQUEST_BODY_LIMIT_BYTES);
  return body;
}

describe('the embedded sandbox in its own thread', () => {
  let dir: string;
  let sandbox: EmbeddedSandbox;
  const lines: string[] = [];

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'balcao-sandbox-thread-'));
    sandbox = embeddedSandbox(dir, (line) => lines.push(line));
  });
  afterAll(async () => {
    await sandbox.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('starts once, answers health and the control API, on a thread that is not main', async () => {
    const [first, second] = await Promise.all([sandbox.start(), sandbox.start()]);
    expect(second.url).toBe(first.url);
    const thread = await sandbox.thread();
    expect(thread.threadId).not.toBe(threadId);
    const health = await fetch(`${first.url}/_sandbox/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ ok: true, operations: operationIds.length });
  });

  it('takes an 8 MiB body of 700,000 keys without main parsing it', async () => {
    const { url } = await sandbox.start();
    const body = bigBody(700_000);
    let status = 0;
    // Bytes ready and one write: what an outside caller costs main is nothing, so the client here should cost little.
    // The sandbox may refuse such a body as it arrives (D275) and close: then there is no answer to read, and the
    // rest of our write meets a closed socket. Either way the work was the sandbox thread's, not main's.
    const send = () =>
      new Promise<void>((resolve, reject) => {
        const request = httpRequest(
          `${url}${operationDefs.op1.path}`,
          { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': body.length } },
          (answer) => {
            status = answer.statusCode ?? 0;
            answer.resume().on('error', () => undefined);
          },
        );
        request.on('error', (error: NodeJS.ErrnoException) => {
          if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
        });
        request.on('close', () => resolve());
        request.end(body);
      });
    await send();
    const cpu = await mainThreadCpuMs(send);
    // Refused (not a login), when an answer came before the close.
    if (status !== 0) expect(status).toBeGreaterThanOrEqual(400);
    expect(cpu).toBeLessThan(50);
  });

  it('stops, and starts again on first use', async () => {
    const before = await sandbox.thread();
    await sandbox.stop();
    // Closed: its port no longer answers.
    await expect(fetch(`${before.url}/_sandbox/health`)).rejects.toThrow();
    const after = await sandbox.thread();
    expect((await fetch(`${after.url}/_sandbox/health`)).status).toBe(200);
  });
});
