/**
 * The app without Electron: the real main-process handler layer (same channel
 * map, services, embedded sandbox, a temporary user-data folder) bound into a
 * Chromium page as `window.api`. Only the IPC transport differs: a Playwright
 * binding instead of ipcRenderer/ipcMain, behind the same sender check (our
 * page's main frame only). The native save dialog is a test port that
 * answers a path chosen in advance; yes/no dialogs answer yes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Frame, Page } from 'playwright-core';
import { isRelayedResult, type IpcWireResult, listChannels } from '../../src-shared/ipc';
import { createInProcessTransport, type IpcRecorder } from '../../src-main/ipc/in-process-transport';
import { registerAllIpc } from '../../src-main/ipc/register-all-ipc';
import { trustedSenderHandler } from '../../src-main/ipc/trusted-handler';
import type { IpcSenderEventLike } from '../../src-main/security/ipc-sender';
import { createMainServices, type MainServices } from '../../src-main/main-services';
import { createNodePorts, type NodePorts } from '../../src-main/node-ports';
import type { PolicyState } from '../../src-main/policy/it-policy';
import { type ChromiumStatementPrinter, chromiumStatementPrinter } from './chromium-statement-printer';
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

/** A Playwright binding's caller, described as Electron describes an IPC sender (ipc-sender.ts). */
function senderEvent(source: { page: Page; frame: Frame }): IpcSenderEventLike {
  const { frame, page } = source;
  const senderFrame = { url: frame.url(), parent: frame.parentFrame(), detached: frame.isDetached() };
  const mainFrame = frame === page.mainFrame() ? senderFrame : { url: page.mainFrame().url(), parent: null };
  return { senderFrame, sender: { mainFrame } };
}

export interface WebHarness {
  url: string;
  ports: NodePorts;
  services: MainServices;
  userDataDir: string;
  /** Where the next "save" dialog answers. */
  savePath: { value: string | undefined };
  /** PDF statements (Chromium's page.pdf) and the print jobs "Imprimir" sent. */
  printer: ChromiumStatementPrinter;
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
  /** The IT policy in effect (D133). */
  policy?: PolicyState;
}

export async function startWebHarness(options: WebHarnessOptions = {}): Promise<WebHarness> {
  const userDataDir = options.userDataDir ?? mkdtempSync(join(tmpdir(), 'balcao-web-'));
  const savePath: { value: string | undefined } = { value: undefined };
  const logLines: string[] = [];
  // Chromium's page.pdf for "Salvar PDF"; "Imprimir" has no dialog here: it renders the same PDF into printer.printJobs.
  const printer = chromiumStatementPrinter();
  const ports = createNodePorts({
    userDataDir,
    savePath: (defaultName) => savePath.value ?? options.defaultSavePath?.(defaultName),
    log: (line) => void logLines.push(line),
    statementPrinter: printer,
    ...(options.policy ? { policy: options.policy } : {}),
  });
  const services = await createMainServices(ports);
  const transport = createInProcessTransport(options.record);
  registerAllIpc({ transport, log: ports.log }, services);
  const server = await startRendererServer();
  const trustedOrigins = [new URL(server.url).origin];
  return {
    url: server.url,
    ports,
    services,
    printer,
    userDataDir,
    savePath,
    logLines,
    sandboxUrl: async () => (await ports.sandbox.start()).url,
    async attach(target) {
      // Inputs travel as JSON text, as from the preload (the main process bounds and parses them); answers as JSON text
      // too: Playwright serializes a string far faster than an object graph (100,000 movements). The binding exists in
      // every frame of every page, so it runs the very sender check ipcMain runs: our page's main frame only.
      await target.exposeBinding(BINDING, async (source, wire: string, payload: string | null) => {
        const invoke = trustedSenderHandler(
          wire,
          (input) => transport.send(wire, input) as Promise<IpcWireResult<unknown>>,
          ports.log,
          trustedOrigins,
        );
        const result = await invoke(senderEvent(source), payload === null ? undefined : payload);
        // An answer relayed unread (D729) is JSON already: its text goes in as `data`, as the preload parses it.
        if (isRelayedResult(result)) return `{"ok":true,"data":${new TextDecoder().decode(result.json)}}`;
        return JSON.stringify(result);
      });
      await target.addInitScript(apiInitScript());
    },
    async stop() {
      await server.close();
      await services.close();
      await printer.close();
      if (!options.userDataDir && !options.keepData) rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
