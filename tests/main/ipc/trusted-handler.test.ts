/** What ipcMain runs for a channel (trustedSenderHandler, the function electronTransport registers): the sender check first. */
import { describe, expect, it } from 'vitest';
import { trustedSenderHandler } from '../../../src-main/ipc/trusted-handler';
import type { IpcSenderEventLike } from '../../../src-main/security/ipc-sender';
import { APP_FRAME_EVENT } from '../../support/ipc-harness';

function eventFrom(url: string, options: { parent?: unknown; sameAsMain?: boolean } = {}): IpcSenderEventLike {
  const frame = { url, parent: options.parent ?? null, detached: false };
  return { senderFrame: frame, sender: { mainFrame: options.sameAsMain === false ? { ...frame } : frame } };
}

describe('trustedSenderHandler', () => {
  it("runs the channel for the app's own page and refuses anything else without running it", async () => {
    const log: string[] = [];
    const payloads: unknown[] = [];
    const handler = trustedSenderHandler(
      'balcao:customers.getCustomer',
      async (payload) => {
        payloads.push(payload);
        return { ok: true, data: 'resposta' };
      },
      (line) => void log.push(line),
    );

    expect(await handler(APP_FRAME_EVENT, { path: {} })).toEqual({ ok: true, data: 'resposta' });
    for (const event of [
      eventFrom('https://evil.example.com/'),
      eventFrom('file:///tmp/index.html'),
      eventFrom('balcao://app/index.html', { parent: {} }),
      eventFrom('balcao://app/index.html', { sameAsMain: false }),
      { senderFrame: null, sender: APP_FRAME_EVENT.sender },
    ]) {
      expect(await handler(event, { path: {} })).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    }
    expect(payloads).toHaveLength(1);
    expect(log).toHaveLength(5);
    expect(log[0]).toMatch(/IPC recusado em balcao:customers\.getCustomer/);
  });
});
