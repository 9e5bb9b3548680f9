/**
 * The renderer's Content Security Policy, defined once. Pure module.
 *
 * Delivered twice (a page obeys both, so each must allow what the app needs):
 *  - as an HTTP header by the `balcao://` protocol handler (app-protocol.ts),
 *    which is the authoritative copy in production;
 *  - as `<meta http-equiv="Content-Security-Policy">` in src-renderer/index.html,
 *    which also covers `electron-vite dev` (the Vite server sends no header).
 *    tests/main/window-security.test.ts checks the meta equals
 *    META_CONTENT_SECURITY_POLICY.
 *
 * Start from nothing (`default-src 'none'`) and allow only what the bundle uses.
 */

/** Directive name → source list, in the order they are serialized. */
export const CSP_DIRECTIVES = {
  'default-src': ["'none'"],
  // The Vite bundle only: no inline scripts, no eval, no remote code.
  'script-src': ["'self'"],
  // 'unsafe-inline' because Mantine injects <style> elements at runtime
  // (MantineProvider's CSS variables, component styles) and React sets `style`
  // attributes. A nonce would need a fresh value per response in both the
  // header and the HTML, which a static page in app.asar cannot have. CSS
  // cannot run script, and connect-src/img-src/font-src below stop inline CSS
  // from exfiltrating anything to a remote host.
  'style-src': ["'self'", "'unsafe-inline'"],
  // data: for the small inline SVG/PNG images CSS libraries embed.
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  // The renderer makes no network calls: every API call goes through the
  // preload to the main process. (Also blocks fetch/XHR/WebSocket/beacons.)
  'connect-src': ["'none'"],
  'media-src': ["'none'"],
  'object-src': ["'none'"],
  'manifest-src': ["'none'"],
  'worker-src': ["'none'"],
  'frame-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  // Nobody may frame the app. Ignored by browsers when delivered in <meta>,
  // so it is only in the header (see META_IGNORED_DIRECTIVES).
  'frame-ancestors': ["'none'"],
} as const satisfies Record<string, readonly string[]>;

export type CspDirectiveName = keyof typeof CSP_DIRECTIVES;

/**
 * Directives the CSP spec ignores in a `<meta>` policy (Chromium logs a console
 * error for each): kept out of the meta copy.
 */
export const META_IGNORED_DIRECTIVES: readonly string[] = ['frame-ancestors', 'report-uri', 'sandbox'];

/** `name source source; name source; …` */
export function serializeCsp(directives: Readonly<Record<string, readonly string[]>>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** The policy as sent in the `Content-Security-Policy` response header. */
export const CONTENT_SECURITY_POLICY: string = serializeCsp(CSP_DIRECTIVES);

/** The same policy minus the directives a `<meta>` element cannot carry: the value in index.html. */
export const META_CONTENT_SECURITY_POLICY: string = serializeCsp(
  Object.fromEntries(Object.entries(CSP_DIRECTIVES).filter(([name]) => !META_IGNORED_DIRECTIVES.includes(name))),
);

/** Parses a serialized policy back into directive → sources (for tests and diagnostics). */
export function parseCsp(policy: string): Map<string, string[]> {
  const result = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const tokens = part.trim().split(/\s+/).filter(Boolean);
    const [name, ...sources] = tokens;
    if (name && !result.has(name.toLowerCase())) result.set(name.toLowerCase(), sources);
  }
  return result;
}
