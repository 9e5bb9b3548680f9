/**
 * Sandboxed preload (bundled to one CommonJS file): the only bridge between
 * the renderer and the main process. Only `electron` may be required here.
 */
import { contextBridge } from 'electron';
import type { BalcaoApi } from './api';

const api: BalcaoApi = {
  appInfo: Object.freeze({ version: __APP_VERSION__ }),
};

contextBridge.exposeInMainWorld('api', api);
