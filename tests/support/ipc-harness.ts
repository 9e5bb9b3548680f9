/**
 * The whole main-process handler layer in plain Node, driven through the
 * same `window.api` the renderer gets: real services, real embedded sandbox
 * (or another sandbox given as `sandbox`), a temporary user-data folder, IPC
 * as structured clone. `handler(channel)` is the same layer as ipcMain calls
 * it in the app (sender check, then the channel), without the serialization.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApi, type BalcaoApi } from '../../src-shared/ipc';
import { createInProcessTransport, type IpcRecorder } from '../../src-main/ipc/in-process-transport';
import { registerAllIpc } from '../../src-main/ipc/register-all-ipc';
import type { IpcTransport } from '../../src-main/ipc/transport';
import { type InvokeHandler, trustedSenderHandler } from '../../src-main/ipc/trusted-handler';
import { createMainServices, type MainServices } from '../../src-main/main-services';
import { createNodePorts, type NodePorts, type NodePortsOptions } from '../../src-main/node-ports';
import type { EmbeddedSandboxPort } from '../../src-main/ports';
import { APP_ENTRY_URL } from '../../src-main/security/app-origin';
import type { IpcSenderEventLike } from '../../src-main/security/ipc-sender';

/** An invoke from the app's own page, as Electron describes it to ipcMain: it passes the sender check. */
export const APP_FRAME_EVENT: IpcSenderEventLike = (() => {
  const mainFrame = { url: APP_ENTRY_URL, parent: null, detached: false };
  return { senderFrame: mainFrame, sender: { mainFrame } };
})();

export interface IpcHarness {
  api: BalcaoApi;
  /** What ipcMain runs for a channel in the app (sender check, input validation, service, result envelope); no serialization. */
  handler(wireChannel: string): InvokeHandler;
  ports: NodePorts;
  services: MainServices;
  userDataDir: string;
  logLines: string[];
  /** The embedded sandbox's URL (starts it). */
  sandboxUrl(): Promise<string>;
  /** Sets fault rules on the embedded sandbox through its control API. */
  faults(rules: unknown[]): Promise<void>;
  sandboxRequests(): Promise<Array<{ operation: string | null; valid: boolean; status: number; faults: string[] }>>;
  sandboxState(): Promise<Record<string, unknown>>;
  login(username?: string, password?: string): Promise<void>;
  stop(): Promise<void>;
}

export async function startIpcHarness(
  options: Partial<NodePortsOptions> & {
    record?: IpcRecorder;
    userDataDir?: string;
    sandbox?: EmbeddedSandboxPort;
    longPollHoldMs?: number;
  } = {},
): Promise<IpcHarness> {
  const userDataDir = options.userDataDir ?? mkdtempSync(join(tmpdir(), 'balcao-main-'));
  const logLines: string[] = [];
  const nodePorts = createNodePorts({ log: (line) => void logLines.push(line), ...options, userDataDir });
  const ports: NodePorts = {
    ...nodePorts,
    ...(options.sandbox ? { sandbox: options.sandbox } : {}),
    ...(options.longPollHoldMs !== undefined ? { longPollHoldMs: options.longPollHoldMs } : {}),
  };
  const services = await createMainServices(ports);
  const inProcess = createInProcessTransport(options.record);
  const invokeHandlers = new Map<string, InvokeHandler>();
  // Every channel goes to both: the in-process bus behind `api`, and the handler ipcMain would run.
  const transport: IpcTransport = {
    handle(wireChannel, handler) {
      inProcess.handle(wireChannel, handler);
      invokeHandlers.set(wireChannel, trustedSenderHandler(wireChannel, handler, ports.log));
    },
  };
  registerAllIpc({ transport, log: ports.log }, services);
  const api = buildApi(inProcess.send);
  const sandboxUrl = async () => (await ports.sandbox.start()).url;
  return {
    api,
    handler(wireChannel) {
      const handler = invokeHandlers.get(wireChannel);
      if (!handler) throw new Error(`canal IPC desconhecido: ${wireChannel}`);
      return handler;
    },
    ports,
    services,
    userDataDir,
    logLines,
    sandboxUrl,
    async faults(rules) {
      const response = await fetch(`${await sandboxUrl()}/_sandbox/faults`, {
        method: 'PUT',
        body: JSON.stringify(rules),
      });
      if (!response.ok) throw new Error(`faults: ${response.status} ${await response.text()}`);
    },
    async sandboxRequests() {
      return (await (await fetch(`${await sandboxUrl()}/_sandbox/requests`)).json()) as Awaited<
        ReturnType<IpcHarness['sandboxRequests']>
      >;
    },
    async sandboxState() {
      return (await (await fetch(`${await sandboxUrl()}/_sandbox/state`)).json()) as Record<string, unknown>;
    },
    async login(username = 'atendente', password = 'Balcao@2026') {
      const result = await api.session.login({ username, password });
      if (!result.ok) throw new Error(`login: ${JSON.stringify(result.error)}`);
    },
    async stop() {
      await services.close();
      if (!options.userDataDir) rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** Unwraps an IPC result in a test, failing with the error when there is one. */
export function data<T>(result: { ok: true; data: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(`IPC falhou: ${JSON.stringify(result.error)}`);
  return result.data;
}
