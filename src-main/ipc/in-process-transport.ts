/**
 * The handler layer without Electron: messages go through structured clone
 * (as IPC does), so tests and the browser harness drive exactly what the
 * renderer would, and can record every payload in both directions.
 */
import type { ChannelHandler, IpcTransport } from './transport';

export type IpcRecorder = (direction: 'to-main' | 'to-renderer', channel: string, payload: unknown) => void;

export interface InProcessTransport extends IpcTransport {
  send(wireChannel: string, payload: unknown): Promise<unknown>;
  channels(): string[];
}

export function createInProcessTransport(record?: IpcRecorder): InProcessTransport {
  const handlers = new Map<string, ChannelHandler>();
  return {
    handle(wireChannel, handler) {
      if (handlers.has(wireChannel)) throw new Error(`canal IPC registrado duas vezes: ${wireChannel}`);
      handlers.set(wireChannel, handler);
    },
    async send(wireChannel, payload) {
      const handler = handlers.get(wireChannel);
      if (!handler) throw new Error(`canal IPC desconhecido: ${wireChannel}`);
      const incoming = structuredClone(payload);
      record?.('to-main', wireChannel, incoming);
      const outgoing = structuredClone(await handler(incoming));
      record?.('to-renderer', wireChannel, outgoing);
      return outgoing;
    },
    channels: () => [...handlers.keys()],
  };
}
