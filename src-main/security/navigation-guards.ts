/**
 * Keeps every webContents on the app and every permission denied (Electron
 * security checklist: "limit navigation", "limit new windows", "do not use
 * openExternal with untrusted content", "handle permission requests").
 *
 * Pure decisions (isAllowedExternalUrl, externalUrlToOpen, isAllowedNavigation)
 * plus adapters that only call the few methods of WebContents/Session typed
 * below, so tests pass plain fakes. No runtime `electron` import.
 */
import { isTrustedRendererUrl, originOf } from './app-origin';

/**
 * Hosts the app may open in the system browser (https only, exact host match,
 * default port). CONFIGURED PER COMPANY: replace the placeholder with the
 * company's help/portal host(s). `.invalid` is a reserved TLD, so the
 * placeholder can never resolve.
 */
export const EXTERNAL_URL_ALLOWLIST: readonly string[] = Object.freeze(['ajuda.seguradora.invalid']);

/** Longest URL handed to the OS (a sanity bound; real help links are short). */
const MAX_EXTERNAL_URL_LENGTH = 2048;

/**
 * The URL to give `shell.openExternal`, re-serialized by the WHATWG parser, or
 * null when it must not be opened: not `https:` (so no `http:`, `file:`,
 * `javascript:`, `mailto:`, custom protocol handlers…), host not on the
 * allowlist, credentials, explicit port, or unparseable/oversized input.
 * Passing the re-serialized `href` (not the raw string) means the OS sees
 * exactly the URL that was checked.
 */
export function externalUrlToOpen(url: string, allowlist: readonly string[] = EXTERNAL_URL_ALLOWLIST): string | null {
  if (typeof url !== 'string' || url.length > MAX_EXTERNAL_URL_LENGTH) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:') return null;
  if (parsed.username !== '' || parsed.password !== '' || parsed.port !== '') return null;
  const host = parsed.hostname.toLowerCase();
  if (!allowlist.some((allowed) => allowed.toLowerCase() === host)) return null;
  return parsed.href;
}

export function isAllowedExternalUrl(url: string, allowlist: readonly string[] = EXTERNAL_URL_ALLOWLIST): boolean {
  return externalUrlToOpen(url, allowlist) !== null;
}

/** A webContents (any frame) may only navigate within the app's own origin(s). */
export function isAllowedNavigation(url: string, trustedOrigins: readonly string[]): boolean {
  return typeof url === 'string' && isTrustedRendererUrl(url, trustedOrigins);
}

// ---------------------------------------------------------------------------
// Adapters
// ---------------------------------------------------------------------------

/** What navigation events carry (Electron's `Event<WebContentsWill…NavigateEventParams>`). */
export interface NavigationEventLike {
  readonly url: string;
  preventDefault(): void;
}

export interface PreventableEventLike {
  preventDefault(): void;
}

/** The members of Electron's `WebContents` guardWebContents uses (a real one fits). */
export interface GuardableWebContents {
  setWindowOpenHandler(handler: (details: { readonly url: string }) => { action: 'deny' }): void;
  on(event: 'will-navigate', listener: (event: NavigationEventLike) => void): unknown;
  on(event: 'will-redirect', listener: (event: NavigationEventLike) => void): unknown;
  on(event: 'will-frame-navigate', listener: (event: NavigationEventLike) => void): unknown;
  on(event: 'will-attach-webview', listener: (event: PreventableEventLike) => void): unknown;
}

export type BlockedKind =
  'window-open' | 'will-navigate' | 'will-redirect' | 'will-frame-navigate' | 'will-attach-webview';

export interface GuardOptions {
  /** Origins that count as the app (app-origin.ts trustedRendererOrigins). */
  readonly trustedOrigins: readonly string[];
  /** `shell.openExternal`; only ever called with an allowlisted https URL. */
  readonly openExternal: (url: string) => Promise<void>;
  readonly externalAllowlist?: readonly string[];
  /** Told about each refusal, with the target's origin only (URLs may carry customer data). */
  readonly onBlocked?: (kind: BlockedKind, origin: string | null) => void;
}

/**
 * Applies to one webContents (app-lifecycle.ts calls it for every one, from
 * `web-contents-created`):
 *  - window.open / target=_blank: always denied; an allowlisted https URL is
 *    opened in the system browser instead (the only route to openExternal);
 *  - navigation of any frame, and server redirects: prevented unless to a
 *    trusted app origin;
 *  - <webview> attachment: always prevented (webviewTag is off anyway).
 */
export function guardWebContents(contents: GuardableWebContents, options: GuardOptions): void {
  const { trustedOrigins, openExternal, externalAllowlist = EXTERNAL_URL_ALLOWLIST, onBlocked } = options;
  const blocked = (kind: BlockedKind, url: unknown): void => {
    onBlocked?.(kind, typeof url === 'string' ? originOf(url) : null);
  };

  contents.setWindowOpenHandler(({ url }) => {
    const external = externalUrlToOpen(url, externalAllowlist);
    if (external) {
      // A failure (no browser configured…) has nothing to report back to the page.
      openExternal(external).catch(() => undefined);
    } else {
      blocked('window-open', url);
    }
    return { action: 'deny' };
  });

  const guardNavigation =
    (kind: 'will-navigate' | 'will-redirect' | 'will-frame-navigate') =>
    (event: NavigationEventLike): void => {
      if (!isAllowedNavigation(event.url, trustedOrigins)) {
        event.preventDefault();
        blocked(kind, event.url);
      }
    };
  contents.on('will-navigate', guardNavigation('will-navigate'));
  contents.on('will-redirect', guardNavigation('will-redirect'));
  contents.on('will-frame-navigate', guardNavigation('will-frame-navigate'));

  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
    blocked('will-attach-webview', null);
  });
}

/** The members of Electron's `Session` denyAllPermissions uses (a real one fits). */
export interface PermissionSession {
  setPermissionRequestHandler(
    handler: (webContents: unknown, permission: string, callback: (granted: boolean) => void) => void,
  ): void;
  setPermissionCheckHandler(handler: (webContents: unknown, permission: string) => boolean): void;
  setDevicePermissionHandler(handler: (details: unknown) => boolean): void;
  setDisplayMediaRequestHandler(handler: (request: unknown, callback: (streams: null) => void) => void): void;
}

/**
 * Denies every permission the web platform can ask for (camera, microphone,
 * geolocation, notifications, clipboard read/write, HID/serial/USB devices,
 * screen capture, fullscreen, openExternal…). The renderer needs none: what the
 * app does with the OS goes through the preload and the main process.
 */
export function denyAllPermissions(session: PermissionSession): void {
  session.setPermissionRequestHandler((_webContents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
  session.setDisplayMediaRequestHandler((_request, callback) => callback(null));
}
