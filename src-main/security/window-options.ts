/**
 * Options for the main BrowserWindow. Pure (type-only `electron` import).
 *
 * Every security-relevant web preference is spelled out, even where it equals
 * Electron's default, so a future default change or a careless edit shows up
 * in review and in tests/main/window-security.test.ts.
 */
import type { BrowserWindowConstructorOptions } from 'electron';

export interface MainWindowOptionsInput {
  /** Absolute path of the bundled preload (out/preload/index.js). */
  readonly preloadPath: string;
  /** Window icon (Linux; Windows uses the executable's icon). */
  readonly iconPath?: string | undefined;
  /** Developer tools: only in development (ShellContext.allowDevTools); off when not said. */
  readonly devTools?: boolean | undefined;
}

export const MAIN_WINDOW_TITLE = 'Balcão';

export function mainWindowOptions({
  preloadPath,
  iconPath,
  devTools = false,
}: MainWindowOptionsInput): BrowserWindowConstructorOptions {
  return {
    title: MAIN_WINDOW_TITLE,
    width: 1280,
    height: 800,
    minWidth: 960,
    minHeight: 600,
    // Shown on 'ready-to-show': no white flash, no half-painted window.
    show: false,
    autoHideMenuBar: true,
    ...(iconPath ? { icon: iconPath } : {}),
    webPreferences: {
      preload: preloadPath,
      // The preload's world is separate from the page's; only contextBridge crosses.
      contextIsolation: true,
      // Renderer in Chromium's OS sandbox; the preload gets only a small polyfilled `require`.
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      // Same-origin policy stays on.
      webSecurity: true,
      allowRunningInsecureContent: false,
      // No <webview>: it would be a second, separately configured browser.
      webviewTag: false,
      // No experimental Blink features.
      experimentalFeatures: false,
      // Dropping a file or link on the window must not navigate away from the app.
      navigateOnDragDrop: false,
      // No spell-check: it would download dictionaries (Linux) and flag customer names and codes.
      spellcheck: false,
      // Lets the user suppress a page that loops alert()/confirm().
      safeDialogs: true,
      // Legacy storage API: off.
      enableWebSQL: false,
      // No DevTools in a packaged build, whatever shortcut or menu might ask (a console on the app's page).
      devTools,
    },
  };
}
