/**
 * The app without Electron: the real main-process handler layer (same channel
 * map, services, embedded sandbox, a temporary user-data folder) bound into a
 * Chromium page as `window.api`. Only the IPC transport differs: a Playwright
 * binding instead of ipcRenderer/ipcMain. The native save dialog is a test
 * port that answers a path chosen in advance.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { listChannels } from '../../src-shared/ipc';
import { createInProcessTransport, type IpcRecorder } from '../../src-main/ipc/in-process-transport';
import { registerAllIpc } from '../../src-main/ipc/register-all-ipc';
import { createMainServices, type MainServices } from '../../src-main/main-services';
import { createNodePorts, type NodePorts } from '../../src-main/node-ports';
import { startRendererServer } from './renderer-server';

const BINDING = '__balcaoIpc';

/**
 * The page-side `window.api`: one named function per channel, generated from
 * the channel map exactly as the preload's buildApi does.
 */
export function apiInitScript(): string {
  const groups: Record<string, Record<string, string>> = {};
  for (const { domain, name, wire } of listChannels()) (groups[domain] ??= {})[name] = wire;
  return `(() => {
    const send = window.${BINDING};
    const groups = ${JSON.stringify(groups)};
    const api = {};
    for (const [domain, names] of Object.entries(groups)) {
      const group = {};
      for (const [name, wire] of Object.entries(names)) group[name] = (input) => send(wire, input === undefined ? null : JSON.stringify(input)).then((text) => JSON.parse(text));
      api[domain] = Object.freeze(group);
    }
    Object.defineProperty(window, 'api', { value: Object.freeze(api), writable: false, configurable: false });
  })();`;
}

export interface WebHarness {
  url: string;
  ports: NodePorts;
  services: MainServices;
  userDataDir: string;
  /** Where the next "save" dialog answers. */
  savePath: { value: string | undefined };
  logLines: string[];
  sandboxUrl(): Promise<string>;
  attach(target: BrowserContext | Page): Promise<void>;
  stop(): Promise<void>;
}

export interface WebHarnessOptions {
  userDataDir?: string;
  record?: IpcRecorder;
  keepData?: boolean;
  /** Answers the save dialog when no path was set in advance (preview:web saves into a folder). */
  defaultSavePath?: (defaultName: string) => string | undefined;
}

export async function startWebHarness(options: WebHarnessOptions = {}): Promise<WebHarness> {
  const userDataDir = options.userDataDir ?? mkdtempSync(join(tmpdir(), 'balcao-web-'));
  const savePath: { value: string | undefined } = { value: undefined };
  const logLines: string[] = [];
  const ports = createNodePorts({
    userDataDir,
    savePath: (defaultName) => savePath.value ?? options.defaultSavePath?.(defaultName),
    log: (line) => void logLines.push(line),
  });
  const services = createMainServices(ports);
  const transport = createInProcessTransport(options.record);
  registerAllIpc({ transport, log: ports.log }, services);
  const server = await startRendererServer();
  return {
    url: server.url,
    ports,
    services,
    userDataDir,
    savePath,
    logLines,
    sandboxUrl: async () => (await ports.sandbox.start()).url,
    async attach(target) {
      // Inputs travel as JSON text, as from the preload (the main process bounds and parses them); answers as JSON text
      // too: Playwright serializes a string far faster than an object graph (100,000 movements).
      await target.exposeBinding(BINDING, async (_source, wire: string, payload: string | null) =>
        JSON.stringify(await transport.send(wire, payload === null ? undefined : payload)),
      );
      await target.addInitScript(apiInitScript());
    },
    async stop() {
      await server.close();
      await services.close();
      if (!options.userDataDir && !options.keepData) rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
