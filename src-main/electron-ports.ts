/**
 * The ports in the Electron app: keychain through keytar, Electron's network
 * stack (system proxy, PAC, OS certificate store), native dialogs, clipboard
 * and shell. Thin on purpose: everything behind them is tested in plain Node.
 */
import { app, BrowserWindow, clipboard, dialog, net, shell } from 'electron';
import { embeddedSandbox } from './embedded-sandbox';
import { electronStatementPrinter } from './export/electron-statement-printer';
import { KeytarSecretStore } from './keychain/keytar-secret-store';
import type { MainPorts } from './ports';

/** What index.ts set up before the services: logs, policy, updater, crash recovery. */
export type InstalledAppPorts = Pick<MainPorts, 'logs' | 'policy' | 'updates' | 'recovery' | 'crashDumpsDir'>;

export function electronPorts(log: (line: string) => void, installed: InstalledAppPorts = {}): MainPorts {
  const userDataDir = app.getPath('userData');
  return {
    ...installed,
    userDataDir,
    secretStore: new KeytarSecretStore(),
    clipboard: {
      readText: () => clipboard.readText(),
      clear: () => clipboard.clear(),
      writeText: (text) => clipboard.writeText(text),
    },
    dialogs: {
      async chooseSavePath({ defaultName, title, fileTypes }) {
        const owner = BrowserWindow.getFocusedWindow();
        // The formats on offer, the one chosen in the menu first; the chosen path's extension decides (D123).
        const options = {
          title,
          defaultPath: defaultName,
          filters: fileTypes ?? [{ name: 'CSV', extensions: ['csv'] }],
        };
        const result = owner ? await dialog.showSaveDialog(owner, options) : await dialog.showSaveDialog(options);
        return result.canceled ? undefined : result.filePath;
      },
      async confirm({ title, message, detail, confirmLabel, cancelLabel }) {
        const owner = BrowserWindow.getFocusedWindow();
        // Cancel is the default and what Esc or closing the dialog answers.
        const options = {
          type: 'question' as const,
          title,
          message,
          detail,
          buttons: [confirmLabel, cancelLabel],
          defaultId: 1,
          cancelId: 1,
          noLink: true,
        };
        const { response } = owner ? await dialog.showMessageBox(owner, options) : await dialog.showMessageBox(options);
        return response === 0;
      },
    },
    shell: {
      showItemInFolder: (path) => shell.showItemInFolder(path),
      openExternal: (url) => shell.openExternal(url),
      openPath: (path) => shell.openPath(path),
    },
    // The embedded sandbox refuses any Origin but its own (D275): loopback goes through Node's fetch, which sends none,
    // as in the tests; everything else through Chromium's stack (system proxy, certificates).
    fetch: (input, init) =>
      isLoopbackUrl(String(input)) ? globalThis.fetch(input, init) : net.fetch(input as string, init),
    clock: () => new Date(),
    log,
    sandbox: embeddedSandbox(userDataDir, log),
    statementPrinter: electronStatementPrinter(userDataDir),
    app: { name: 'Balcão', version: app.getVersion(), platform: process.platform },
  };
}

function isLoopbackUrl(url: string): boolean {
  try {
    return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname);
  } catch {
    return false;
  }
}
