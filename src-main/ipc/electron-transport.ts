/** The handler layer over Electron's ipcMain, refusing any message not sent by our own main frame. */
import { ipcMain } from 'electron';
import type { IpcTransport } from './transport';
import { trustedSenderHandler } from './trusted-handler';

export function electronTransport(log: (line: string) => void): IpcTransport {
  return {
    handle(wireChannel, handler) {
      ipcMain.handle(wireChannel, trustedSenderHandler(wireChannel, handler, log));
    },
  };
}
