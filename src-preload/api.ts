/**
 * The API the preload exposes to the renderer as `window.api`. The single
 * source of its type: the preload implements it, the renderer's global
 * `Window` declaration (src-renderer/env.d.ts) refers to it.
 */
export interface BalcaoApi {
  appInfo: {
    /** package.json `version`, fixed at build time. */
    readonly version: string;
  };
}
