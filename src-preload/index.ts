/**
 * Sandboxed preload (bundled to one CommonJS file): the only bridge between
 * the renderer and the main process. It exposes one named function per IPC
 * channel, grouped by domain — never ipcRenderer, a generic invoke or shell.
 * The shape of `window.api` (BalcaoApi) is derived from the channel map in
 * src-shared/ipc, so the preload, the main process and the renderer can never
 * disagree.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { type BalcaoApi, buildApi } from '../src-shared/ipc/api';

contextBridge.exposeInMainWorld(
  'api',
  buildApi((wireChannel, payload) => ipcRenderer.invoke(wireChannel, payload)) satisfies BalcaoApi,
);
