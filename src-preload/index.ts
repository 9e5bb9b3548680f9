/**
 * Sandboxed preload (bundled to one CommonJS file): the only bridge between
 * the renderer and the main process. It exposes one named function per IPC
 * channel, grouped by domain — never ipcRenderer, a generic invoke or shell.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { buildApi } from '../src-shared/ipc/api';

contextBridge.exposeInMainWorld(
  'api',
  buildApi((wireChannel, payload) => ipcRenderer.invoke(wireChannel, payload)),
);
