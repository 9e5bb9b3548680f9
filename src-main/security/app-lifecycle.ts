/**
 * Adapter: wires the pure security modules into Electron's app lifecycle.
 * The only file under security/ that imports `electron` at runtime.
 *
 * Order matters: the single-instance lock, `enableSandbox` and the privileged
 * scheme must happen before `app` is ready, i.e. synchronously when the main
 * bundle is loaded; the session and the protocol handler after.
 */
import { app, BrowserWindow, dialog, Menu, protocol, session, shell } from 'electron';
import type { Session } from 'electron';
import {
  APP_ENTRY_URL,
  devServerOrigin,
  type RendererTrustContext,
  setRuntimeRendererTrust,
  trustedRendererOrigins,
} from './app-origin';
import { applicationMenu } from './app-menu';
import { APP_SCHEME_PRIVILEGES, registerAppProtocol } from './app-protocol';
import { type IpcSenderEventLike, isTrustedSender } from './ipc-sender';
import { denyAllPermissions, guardWebContents } from './navigation-guards';

/** What the rest of the main process needs to know about the shell. */
export interface ShellContext {
  /** Origins whose top-level pages are the app (may navigate, may use IPC). */
  readonly trustedOrigins: readonly string[];
  /** What the main window loads: balcao://app/index.html, or the dev server in development. */
  readonly entryUrl: string;
  /** isTrustedSender bound to trustedOrigins: the first check of every IPC handler. */
  isTrustedSender(event: IpcSenderEventLike): boolean;
  /** Developer tools for windows: in development only, never in a packaged build. */
  readonly allowDevTools: boolean;
}

/** Pure: the shell context for a given packaging state and dev server URL. */
export function shellContext(trust: RendererTrustContext): ShellContext {
  const trustedOrigins = trustedRendererOrigins(trust);
  const useDevServer = devServerOrigin(trust) !== null && trust.devServerUrl !== undefined;
  return {
    trustedOrigins,
    entryUrl: useDevServer ? (trust.devServerUrl as string) : APP_ENTRY_URL,
    isTrustedSender: (event) => isTrustedSender(event, trustedOrigins),
    allowDevTools: !trust.isPackaged,
  };
}

/** Default session: no permissions, balcao:// served from the renderer folder, no spell-checker. */
export function hardenSession(ses: Session, rendererRoot: string): void {
  denyAllPermissions(ses);
  registerAppProtocol(ses, rendererRoot);
  ses.setSpellCheckerEnabled(false);
}

export interface SecureShellOptions {
  /** The built renderer folder (out/renderer), served as balcao://app/. */
  readonly rendererRoot: string;
  /** Runs once the session is hardened, before the window opens: IPC handlers, embedded sandbox… */
  readonly startServices: (context: ShellContext) => void | Promise<void>;
  /** Creates and loads the main window (index.ts). */
  readonly createMainWindow: (context: ShellContext) => BrowserWindow;
}

/**
 * Starts the app. Returns false (and quits) when another instance already runs:
 * that one is brought to the front instead.
 */
export function startSecureShell(options: SecureShellOptions): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return false;
  }

  // Before ready.
  app.enableSandbox();
  protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);
  const trust: RendererTrustContext = {
    isPackaged: app.isPackaged,
    devServerUrl: process.env['ELECTRON_RENDERER_URL'],
  };
  setRuntimeRendererTrust(trust); // what isTrustedSender(event) trusts by default
  const context = shellContext(trust);

  // Every webContents, whoever creates it (windows, devtools, future code).
  app.on('web-contents-created', (_event, contents) => {
    guardWebContents(contents, {
      trustedOrigins: context.trustedOrigins,
      openExternal: (url) => shell.openExternal(url),
      onBlocked: (kind, origin) => console.warn(`[security] blocked ${kind} to ${origin ?? '(opaque or invalid URL)'}`),
    });
  });

  let mainWindow: BrowserWindow | null = null;
  const openMainWindow = (): void => {
    const win = options.createMainWindow(context);
    mainWindow = win;
    win.on('closed', () => {
      if (mainWindow === win) mainWindow = null;
    });
  };

  app.on('second-instance', () => {
    if (!mainWindow || mainWindow.isDestroyed()) return; // still starting: the window will show itself
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.show();
    mainWindow.focus();
  });

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });

  app
    .whenReady()
    .then(async () => {
      hardenSession(session.defaultSession, options.rendererRoot);
      // Packaged: no Reload / Toggle Developer Tools menu (app-menu.ts decides; this is the one Electron call).
      const menu = applicationMenu({ isPackaged: trust.isPackaged, platform: process.platform });
      if (menu.kind !== 'electron-default')
        Menu.setApplicationMenu(menu.kind === 'none' ? null : Menu.buildFromTemplate(menu.template));
      await options.startServices(context);
      openMainWindow();
      app.on('activate', () => {
        if (BrowserWindow.getAllWindows().length === 0) openMainWindow();
      });
    })
    .catch((error: unknown) => {
      console.error('[shell] startup failed:', error);
      dialog.showErrorBox(
        'Balcão',
        `O Balcão não pôde ser iniciado.\n\n${error instanceof Error ? error.message : String(error)}`,
      );
      app.exit(1);
    });

  return true;
}
