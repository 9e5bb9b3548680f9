/** Replaced at build time by electron.vite.config.ts (`preload.define`). */
declare const __APP_VERSION__: string;
