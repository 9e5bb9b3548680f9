/**
 * Where the renderer comes from, and which origins the main process trusts.
 * Pure (no runtime `electron` import): shared by the protocol handler, the
 * navigation guards and the IPC sender check, and unit-tested in plain Node.
 *
 * Production: the renderer is served from the privileged custom scheme
 * `balcao://app/…` (see app-protocol.ts), never from `file://`.
 * Development (`electron-vite dev`, app not packaged): electron-vite sets
 * `ELECTRON_RENDERER_URL` to its Vite dev server; that origin is trusted too,
 * but only on a loopback host, so a stray environment variable can never make
 * a remote site "the app".
 */

export const APP_SCHEME = 'balcao';
export const APP_HOST = 'app';
/** Origin of the packaged renderer, as Chromium spells it for a standard scheme. */
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
/** The page the main window loads in production. */
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`;

const LOOPBACK_HOSTNAMES: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origin of `url` as `scheme://host[:port]`, or null when it has none we
 * could trust (unparseable, `file:`, `data:`, `about:`, `javascript:`…).
 *
 * Node's WHATWG `URL#origin` is `"null"` for non-special schemes such as
 * `balcao:`, so that one is computed by hand; credentials or a port on it are
 * refused (Chromium's own URLs for the app never carry them).
 */
export function originOf(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return parsed.origin;
  if (parsed.protocol === `${APP_SCHEME}:`) {
    if (!parsed.host || parsed.port || parsed.username || parsed.password) return null;
    return `${APP_SCHEME}://${parsed.host}`;
  }
  return null;
}

/** What decides whether the dev server counts as the app. */
export interface RendererTrustContext {
  /** `app.isPackaged`. */
  readonly isPackaged: boolean;
  /** `process.env.ELECTRON_RENDERER_URL` (set by `electron-vite dev`). */
  readonly devServerUrl?: string | undefined;
}

/**
 * Origin of the Vite dev server when it may be used: app not packaged, URL set,
 * http(s) on a loopback host. Null otherwise (the packaged renderer is used).
 */
export function devServerOrigin(context: RendererTrustContext): string | null {
  if (context.isPackaged || !context.devServerUrl) return null;
  let parsed: URL;
  try {
    parsed = new URL(context.devServerUrl);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  if (parsed.username || parsed.password) return null;
  if (!LOOPBACK_HOSTNAMES.has(parsed.hostname)) return null;
  return parsed.origin;
}

/** Every origin whose pages are "the app": `balcao://app`, plus the dev server in development. */
export function trustedRendererOrigins(context: RendererTrustContext): readonly string[] {
  const dev = devServerOrigin(context);
  return Object.freeze(dev ? [APP_ORIGIN, dev] : [APP_ORIGIN]);
}

/** True when `url` belongs to one of `trustedOrigins`. */
export function isTrustedRendererUrl(url: string, trustedOrigins: readonly string[]): boolean {
  const origin = originOf(url);
  return origin !== null && trustedOrigins.includes(origin);
}

// ---------------------------------------------------------------------------
// Runtime trust: fixed once at startup by app-lifecycle.ts (before `ready`,
// before any IPC handler exists), read by defaults such as isTrustedSender's.
// Main-process code only; the renderer cannot reach it.
// ---------------------------------------------------------------------------

let runtimeOrigins: readonly string[] = Object.freeze([APP_ORIGIN]);

/** Records the packaging state / dev server for this run (app-lifecycle.ts calls it at startup). */
export function setRuntimeRendererTrust(context: RendererTrustContext): readonly string[] {
  runtimeOrigins = trustedRendererOrigins(context);
  return runtimeOrigins;
}

/** The trusted origins of this run: `balcao://app`, plus the dev server when setRuntimeRendererTrust allowed it. */
export function runtimeTrustedOrigins(): readonly string[] {
  return runtimeOrigins;
}
