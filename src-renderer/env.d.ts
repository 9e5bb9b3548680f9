/// <reference types="vite/client" />
import type { BalcaoApi } from '../src-preload/api';

declare global {
  interface Window {
    /** Exposed by src-preload/index.ts through contextBridge. */
    readonly api: BalcaoApi;
  }
}

export {};
