/**
 * What ipcMain runs for a channel: the sender check (only our own main frame
 * may ask anything), then the channel's handler. Pure (no runtime `electron`
 * import), so the benchmark of the handler layer and the tests run exactly
 * the function the app registers with `ipcMain.handle`.
 */
import type { IpcWireResult } from '../../src-shared/ipc';
import { type IpcSenderEventLike, isTrustedSender } from '../security/ipc-sender';
import type { ChannelHandler } from './transport';
import { words } from '../../src-shared/words/error-codes';

export type InvokeHandler = (event: IpcSenderEventLike, payload: unknown) => Promise<IpcWireResult<unknown>>;

/** `trustedOrigins`: the app's origins of this run by default; the browser harness passes its page's origin. */
export function trustedSenderHandler(
  wireChannel: string,
  handler: ChannelHandler,
  log: (line: string) => void,
  trustedOrigins?: readonly string[],
): InvokeHandler {
  return async (event, payload) => {
    if (!(trustedOrigins ? isTrustedSender(event, trustedOrigins) : isTrustedSender(event))) {
      log(`IPC recusado em ${wireChannel}: remetente não confiável`);
      return {
        ok: false,
        error: {
          code: 'forbidden',
          words: words('ipc.originNotAllowed'),
          details: [],
          retryable: false,
        },
      };
    }
    return handler(payload);
  };
}
