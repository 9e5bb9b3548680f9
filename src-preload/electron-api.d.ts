/**
 * Preload (sandboxed), types only. The part of Electron's API the preload uses, declared without Node (D201).
 * Electron's own electron.d.ts begins with `/// <reference types="node" />`: importing it would give the whole
 * preload program Node's globals and modules (`process`, `Buffer`, `node:fs` would typecheck), though the preload
 * imports neither (D162). tsconfig.preload.json maps 'electron' to this file (`paths`), for the typecheck alone:
 * the bundle still requires the real module. That Electron's objects fit these types is checked where 'electron'
 * is the real package (tests/lint/process-types.test.ts). A preload that needs more of Electron adds it here.
 */

interface ContextBridge {
  /** Electron's `contextBridge.exposeInMainWorld`: `api` is copied into the page's world as `window[apiKey]`. */
  exposeInMainWorld(apiKey: string, api: unknown): void;
}

interface IpcRenderer {
  /** Electron's `ipcRenderer.invoke`: the main process's `ipcMain.handle` answers. */
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
}

export declare const contextBridge: ContextBridge;
export declare const ipcRenderer: IpcRenderer;
