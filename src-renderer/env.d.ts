/// <reference types="vite/client" />
import type { BalcaoApi } from '../src-shared/ipc/api';

declare global {
  interface Window {
    /** Exposed by src-preload/index.ts through contextBridge; its shape is derived from the IPC channel map. */
    readonly api: BalcaoApi;
  }
}

export {};
