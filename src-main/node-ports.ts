/**
 * Ports for running the main-process services in plain Node: the test suite
 * and the browser harness. Only what needs a person or the desktop is
 * replaced: the save dialog picks a path given in advance, the yes/no dialog
 * answers as told (yes by default), the clipboard is a variable, the shell
 * records what it was asked. Everything else is real.
 */
import type { FileSystemPort } from '../src-shared/node/file-system';
import { MemorySecretStore } from './keychain/memory-secret-store';
import type { SecretStore } from './keychain/secret-store';
import { embeddedSandbox } from './embedded-sandbox';
import type { ConfirmQuestion, MainPorts, SaveFileType, StatementPrinterPort } from './ports';
import type { PolicyState } from './policy/it-policy';

export interface NodePortsOptions {
  userDataDir: string;
  secretStore?: SecretStore;
  /** Where the "save" dialog answers, given the suggested file name; undefined = the employee cancels. */
  savePath?: (defaultName: string) => string | undefined;
  log?: (line: string) => void;
  clock?: () => Date;
  fetch?: typeof fetch;
  /** Answers the native yes/no dialogs; default: the employee says yes. Every question is kept in `confirmations`. */
  confirm?: (question: ConfirmQuestion) => boolean | Promise<boolean>;
  files?: FileSystemPort;
  /** PDF and printing (the harness gives Chromium's page.pdf: tests/harness/chromium-statement-printer.ts). */
  statementPrinter?: StatementPrinterPort;
  /** The IT policy in effect (D133); tests read one from a temp file. */
  policy?: PolicyState;
}

export interface NodePorts extends MainPorts {
  /** What the clipboard holds (tests put a key there). */
  clipboardText: { value: string };
  shellCalls: Array<{ action: 'showItemInFolder' | 'openExternal' | 'openPath'; target: string }>;
  confirmations: ConfirmQuestion[];
  /** Every save dialog opened: the suggested name and the file types offered. */
  saveDialogs: Array<{ defaultName: string; fileTypes: SaveFileType[] }>;
}

export function createNodePorts(options: NodePortsOptions): NodePorts {
  const clipboardText = { value: '' };
  const shellCalls: NodePorts['shellCalls'] = [];
  const confirmations: ConfirmQuestion[] = [];
  const saveDialogs: NodePorts['saveDialogs'] = [];
  const log = options.log ?? (() => undefined);
  return {
    userDataDir: options.userDataDir,
    secretStore: options.secretStore ?? new MemorySecretStore(),
    clipboard: {
      readText: () => clipboardText.value,
      clear: () => {
        clipboardText.value = '';
      },
      writeText: (text) => {
        clipboardText.value = text;
      },
    },
    dialogs: {
      chooseSavePath: async ({ defaultName, fileTypes }) => {
        saveDialogs.push({ defaultName, fileTypes: fileTypes ?? [] });
        return options.savePath?.(defaultName);
      },
      confirm: async (question) => {
        confirmations.push(question);
        return (await options.confirm?.(question)) ?? true;
      },
    },
    shell: {
      showItemInFolder: (path) => void shellCalls.push({ action: 'showItemInFolder', target: path }),
      openExternal: async (url) => void shellCalls.push({ action: 'openExternal', target: url }),
      openPath: async (path) => {
        shellCalls.push({ action: 'openPath', target: path });
        return '';
      },
    },
    fetch: options.fetch ?? globalThis.fetch,
    ...(options.files ? { files: options.files } : {}),
    ...(options.policy ? { policy: options.policy } : {}),
    clock: options.clock ?? (() => new Date()),
    log,
    sandbox: embeddedSandbox(options.userDataDir, log),
    ...(options.statementPrinter ? { statementPrinter: options.statementPrinter } : {}),
    app: { name: 'Balcão', version: process.env.npm_package_version ?? '0.0.0', platform: process.platform },
    clipboardText,
    shellCalls,
    confirmations,
    saveDialogs,
  };
}
