/**
 * The type of `window.api`, declared once: it is derived from the IPC channel
 * map in src-shared/ipc, so the preload, the main process and the renderer can
 * never disagree. The renderer's `Window` declaration refers to it.
 */
export type { BalcaoApi } from '../src-shared/ipc/api';
