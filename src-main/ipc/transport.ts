/** How handlers are attached to a channel: Electron's ipcMain in the app, an in-process bus elsewhere. */
import type { IpcWireResult } from '../../src-shared/ipc';

export type ChannelHandler = (payload: unknown) => Promise<IpcWireResult<unknown>>;

export interface IpcTransport {
  handle(wireChannel: string, handler: ChannelHandler): void;
}
