/** The handler layer over Electron's ipcMain, refusing any message not sent by our own main frame. */
import { ipcMain } from 'electron';
import { isTrustedSender } from '../security/ipc-sender';
import type { IpcTransport } from './transport';

export function electronTransport(log: (line: string) => void): IpcTransport {
  return {
    handle(wireChannel, handler) {
      ipcMain.handle(wireChannel, async (event, payload) => {
        if (!isTrustedSender(event)) {
          log(`IPC recusado em ${wireChannel}: remetente não confiável`);
          return {
            ok: false,
            error: { code: 'forbidden', message: 'Origem da mensagem não autorizada.', messageEn: 'Message origin not allowed.', details: [], retryable: false },
          };
        }
        return handler(payload);
      });
    },
  };
}
