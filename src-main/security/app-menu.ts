/**
 * The application menu (Electron main process). Pure: a type-only `electron` import; app-lifecycle.ts applies it.
 *
 * Electron's default menu carries Reload, Force Reload and Toggle Developer Tools (Ctrl+Shift+I): in a packaged
 * build that is a console on the app's page for anyone at the counter. Packaged, Windows and Linux get no menu at
 * all (Balcão's screens need none; copy and paste work without one there); macOS gets only what the system
 * expects (quit, edit, window), since its copy/paste shortcuts live in the Edit menu. In development Electron's
 * default stays. The window's `devTools: false` (window-options.ts) closes the door even without a menu.
 */
import type { MenuItemConstructorOptions } from 'electron';

export type ApplicationMenuChoice =
  { kind: 'electron-default' } | { kind: 'none' } | { kind: 'template'; template: MenuItemConstructorOptions[] };

export interface ApplicationMenuContext {
  /** `app.isPackaged`. */
  isPackaged: boolean;
  /** `process.platform`. */
  platform: NodeJS.Platform;
}

/** macOS, packaged: roles only (no click handlers, no reload, no DevTools). */
const MAC_TEMPLATE: MenuItemConstructorOptions[] = [
  {
    role: 'appMenu',
    submenu: [
      { role: 'about' },
      { type: 'separator' },
      { role: 'hide' },
      { role: 'hideOthers' },
      { role: 'unhide' },
      { type: 'separator' },
      { role: 'quit' },
    ],
  },
  {
    role: 'editMenu',
    submenu: [
      { role: 'undo' },
      { role: 'redo' },
      { type: 'separator' },
      { role: 'cut' },
      { role: 'copy' },
      { role: 'paste' },
      { role: 'selectAll' },
    ],
  },
  { role: 'windowMenu', submenu: [{ role: 'minimize' }, { role: 'zoom' }, { type: 'separator' }, { role: 'front' }] },
];

export function applicationMenu({ isPackaged, platform }: ApplicationMenuContext): ApplicationMenuChoice {
  if (!isPackaged) return { kind: 'electron-default' };
  return platform === 'darwin' ? { kind: 'template', template: MAC_TEMPLATE } : { kind: 'none' };
}
