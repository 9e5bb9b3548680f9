/**
 * Electron main process entry. The secure shell (single instance, sandbox,
 * balcao:// protocol, navigation/permission guards, IPC sender check) lives in
 * ./security/; this file only says which window to open and what to start.
 */
import { join } from 'node:path';
import { app, BrowserWindow, dialog } from 'electron';
// `asarUnpack`: the path points into app.asar.unpacked once packaged (electron-builder.yml unpacks the icon).
import icon from '../resources/icon.png?asset&asarUnpack';
import { maskCpfsInText } from '../src-shared/mask';
import { electronPorts } from './electron-ports';
import { electronTransport } from './ipc/electron-transport';
import { registerAllIpc } from './ipc/register-all-ipc';
import { createMainServices, type MainServices } from './main-services';
import { type ShellContext, startSecureShell } from './security/app-lifecycle';
import { mainWindowOptions } from './security/window-options';

function createMainWindow(context: ShellContext): BrowserWindow {
  const win = new BrowserWindow(
    mainWindowOptions({
      preloadPath: join(__dirname, '../preload/index.js'),
      iconPath: process.platform === 'linux' ? icon : undefined,
      devTools: context.allowDevTools,
    }),
  );
  win.once('ready-to-show', () => win.show());
  // balcao://app/index.html when packaged (or built and previewed), the Vite dev server under `electron-vite dev`.
  win.loadURL(context.entryUrl).catch((error: unknown) => console.error('[shell] cannot load the renderer:', error));
  return win;
}

/**
 * Runs after the session is hardened, before the window opens: settings,
 * keychain, journal and API services, and every IPC channel behind the
 * sender check. A settings file that cannot be read is not replaced: the
 * first screen shows its message and asks again once it is fixed; anything
 * else that stops the services stops the app with its message.
 */
async function startServices(_context: ShellContext): Promise<void> {
  const log = (line: string) => console.log(`[balcão] ${maskCpfsInText(line)}`);
  let services: MainServices;
  try {
    services = createMainServices(electronPorts(log));
  } catch (error) {
    dialog.showErrorBox('Balcão não pode iniciar', error instanceof Error ? error.message : String(error));
    app.exit(1);
    return;
  }
  registerAllIpc({ transport: electronTransport(log), log }, services);
  app.on('will-quit', () => void services.close());
}

// Native date inputs and number formats follow the branch's language, not the OS account's.
app.commandLine.appendSwitch('lang', 'pt-BR');

startSecureShell({
  rendererRoot: join(__dirname, '../renderer'),
  startServices,
  createMainWindow,
});
