/**
 * Electron main process entry. The secure shell (single instance, sandbox,
 * balcao:// protocol, navigation/permission guards, IPC sender check) lives in
 * ./security/; this file only says which window to open and what to start.
 */
import { join } from 'node:path';
import { BrowserWindow } from 'electron';
// `asarUnpack`: the path points into app.asar.unpacked once packaged (electron-builder.yml unpacks the icon).
import icon from '../resources/icon.png?asset&asarUnpack';
import { type ShellContext, startSecureShell } from './security/app-lifecycle';
import { mainWindowOptions } from './security/window-options';

function createMainWindow(context: ShellContext): BrowserWindow {
  const win = new BrowserWindow(
    mainWindowOptions({
      preloadPath: join(__dirname, '../preload/index.js'),
      iconPath: process.platform === 'linux' ? icon : undefined,
    }),
  );
  win.once('ready-to-show', () => win.show());
  // balcao://app/index.html when packaged (or built and previewed), the Vite dev server under `electron-vite dev`.
  win.loadURL(context.entryUrl).catch((error: unknown) => console.error('[shell] cannot load the renderer:', error));
  return win;
}

// ---------------------------------------------------------------------------
// SERVICES: runs after the session is hardened, before the window opens.
// TODO(lead): register the IPC handlers here; every handler must first check
//   `context.isTrustedSender(event)` and refuse otherwise.
// TODO(lead): start the embedded sandbox server here (SANDBOX environment).
// ---------------------------------------------------------------------------
async function startServices(_context: ShellContext): Promise<void> {}

startSecureShell({
  rendererRoot: join(__dirname, '../renderer'),
  startServices,
  createMainWindow,
});
