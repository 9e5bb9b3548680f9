/**
 * The `balcao://app/…` protocol that serves the built renderer (out/renderer)
 * in production, in place of `file://` (Electron security checklist #18; the
 * model is VS Code's `vscode-file://vscode-app/…`).
 *
 * Why not file://: a file:// page can read any other file:// URL the OS lets
 * the user read, its origin is opaque, and a successful XSS could frame or
 * navigate to local files. Here the only readable files are the ones under the
 * renderer root, with an allowlisted set of types, and every response carries
 * the CSP and hardening headers.
 *
 * Pure decisions (resolveAppAsset, responseHeaders, createAppProtocolHandler
 * with an injectable file reader) plus a one-line adapter (registerAppProtocol).
 * No runtime `electron` import: the adapter receives the session.
 */
import { readFile } from 'node:fs/promises';
import { extname, isAbsolute, relative, resolve } from 'node:path';
import type { CustomScheme } from 'electron';
import { APP_HOST, APP_SCHEME } from './app-origin';
import { CONTENT_SECURITY_POLICY } from './content-security-policy';

/**
 * For `protocol.registerSchemesAsPrivileged`, called before `app` is ready.
 * Each privilege is opt-in; only what the renderer needs is on.
 */
export const APP_SCHEME_PRIVILEGES: CustomScheme = Object.freeze({
  scheme: APP_SCHEME,
  privileges: Object.freeze({
    // A real, tuple origin `balcao://app`: relative URLs resolve (Vite emits
    // `./assets/…`), CSP 'self' matches, localStorage/IndexedDB are per origin.
    standard: true,
    // A secure context like https: (crypto.subtle and other secure-only APIs),
    // and never treated as mixed content.
    secure: true,
    // Our own pages must obey the CSP.
    bypassCSP: false,
    // Nothing to cache offline; a service worker would outlive a bad page.
    allowServiceWorkers: false,
    // The renderer never calls fetch()/XHR (connect-src 'none'). Same-origin
    // <script type="module"> and stylesheets load without this privilege.
    supportFetchAPI: false,
    // Left off so other origins cannot read balcao:// responses cross-origin
    // (registering a scheme as CORS-enabled lets such reads through).
    corsEnabled: false,
    // No audio/video to stream.
    stream: false,
    // V8 code cache for our scripts (Electron requires `standard` for it), as
    // VS Code does for vscode-file://: from the second launch on, V8 reuses
    // the compiled code of the bundle instead of parsing and compiling it
    // again before the first screen (compiling the entry chunk is main-thread
    // work before anything shows: bench/RESULTS.md, benchmark 4). Trade-off,
    // accepted: the cache lives in the user profile (userData/Code Cache),
    // outside app.asar and its integrity check, so someone who can already
    // write to the profile as the user could plant compiled code that runs
    // in the renderer: sandboxed, behind the same CSP and IPC checks, and no
    // more than that person can already do from the same folder
    // (settings.json, with the API base URLs, sits next to it). Stale code
    // after an update: each script's file name carries a hash of its content
    // (Vite), so a changed script is a new cache entry, and V8 refuses data
    // made by another V8 version.
    codeCache: true,
    allowExtensions: false,
  }),
});

/** File types the renderer may load, by lower-case extension. Anything else is 404. */
export const CONTENT_TYPES: Readonly<Record<string, string>> = Object.freeze({
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
});

/** Types that are documents (may run script when opened): they get the CSP and framing headers. */
const DOCUMENT_EXTENSIONS: ReadonlySet<string> = new Set(['.html', '.svg']);

/** Result of mapping a request URL onto the renderer folder. */
export type AssetResolution = { readonly path: string } | { readonly status: 403 | 404 };

/**
 * One decoded path segment as Vite/Rolldown emit them (`index-D5p_tiHU.js`,
 * `assets`, and chunk names taken from source files, which may be Portuguese:
 * `Configurações-Bx1_a.js`): letters and digits of any script, `_ - ~ @ +`,
 * and inner dots and spaces; never starting or ending with a dot or a space
 * (Windows silently drops trailing ones). This alone excludes `.`/`..`,
 * dotfiles, `/`, `\`, `:`, `%`, NUL, control and format characters (bidi
 * overrides) and look-alike punctuation such as the fullwidth solidus.
 */
const SAFE_SEGMENT = /^[\p{L}\p{N}_~@+-](?:[\p{L}\p{N}_.~@+ -]*[\p{L}\p{N}_~@+-])?$/u;

/** scheme `://` authority path, stopping before `?` or `#`. */
const URL_PARTS = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/([^/?#\\]*)([^?#]*)/;

/**
 * Maps `balcao://app/<path>` onto a file under `rendererRoot`, or refuses:
 *  - 403 for anything that is not a plain request for one of our files: another
 *    scheme or host (credentials and ports included), a backslash, a control
 *    character or NUL (raw or percent-encoded), a `.`/`..` segment (raw or as
 *    `%2e%2e`), an encoded separator (`%2f`, `%5c`), a drive letter, an empty
 *    segment (`//`), a malformed escape, or a result outside the root;
 *  - 404 for a well-formed path we do not serve: an unknown file type or a
 *    directory (no listings, no implicit index except for `/`).
 * `/` (and the empty path) means `/index.html`. Query and fragment are ignored.
 * Whether the file exists is for the caller to find out (→ 404).
 */
export function resolveAppAsset(rendererRoot: string, requestUrl: string): AssetResolution {
  const parts = URL_PARTS.exec(requestUrl);
  if (!parts) return { status: 403 };
  const [, scheme = '', authority = '', rawPath = ''] = parts;
  if (scheme.toLowerCase() !== APP_SCHEME || authority !== APP_HOST) return { status: 403 };

  const path = rawPath === '' || rawPath === '/' ? '/index.html' : rawPath;
  if (!path.startsWith('/')) return { status: 403 };
  // eslint-disable-next-line no-control-regex -- rejecting control characters is the point
  if (/[\\\u0000-\u001f\u007f]/.test(path)) return { status: 403 };

  const rawSegments = path.slice(1).split('/');
  const segments: string[] = [];
  for (const [index, raw] of rawSegments.entries()) {
    if (raw === '') {
      // `/assets/` (a directory) is merely not served; `//x` is suspicious.
      return index === rawSegments.length - 1 ? { status: 404 } : { status: 403 };
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(raw);
    } catch {
      return { status: 403 };
    }
    if (!SAFE_SEGMENT.test(decoded)) return { status: 403 };
    segments.push(decoded);
  }

  const fileName = segments[segments.length - 1] ?? '';
  if (!Object.hasOwn(CONTENT_TYPES, extname(fileName).toLowerCase())) return { status: 404 };

  // Belt and braces: whatever the segments, the file must be inside the root.
  const root = resolve(rendererRoot);
  const file = resolve(root, ...segments);
  const rel = relative(root, file);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return { status: 403 };
  return { path: file };
}

/**
 * Permissions-Policy for our documents: powerful features off even before the
 * session's permission handlers (navigation-guards.ts) would refuse them.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'clipboard-read',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'screen-wake-lock',
  'serial',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** Headers on every balcao:// response, errors included. */
const BASE_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cache-Control': 'no-cache',
});

/** Response headers for a file served from the renderer root: its type plus the hardening headers. */
export function responseHeaders(filePath: string): Record<string, string> {
  const ext = extname(filePath).toLowerCase();
  const headers: Record<string, string> = {
    'Content-Type': Object.hasOwn(CONTENT_TYPES, ext) ? (CONTENT_TYPES[ext] as string) : 'application/octet-stream',
    ...BASE_HEADERS,
  };
  if (DOCUMENT_EXTENSIONS.has(ext)) {
    headers['Content-Security-Policy'] = CONTENT_SECURITY_POLICY;
    headers['X-Frame-Options'] = 'DENY';
    headers['Permissions-Policy'] = PERMISSIONS_POLICY;
  }
  return headers;
}

/** Headers for a refusal (no body). */
export function errorResponseHeaders(): Record<string, string> {
  return { ...BASE_HEADERS };
}

/** Reads a file's bytes (injectable so the handler runs in plain Node tests). */
export type ReadAsset = (path: string) => Promise<Uint8Array>;

const NOT_FOUND_CODES: ReadonlySet<string> = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

/**
 * The `protocol.handle` handler: GET/HEAD only, resolved through
 * resolveAppAsset, answered with responseHeaders. Missing files are 404, other
 * read failures 500; refusals have no body.
 */
export function createAppProtocolHandler(
  rendererRoot: string,
  readAsset: ReadAsset = (path) => readFile(path),
): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response(null, { status: 405, headers: { ...errorResponseHeaders(), Allow: 'GET, HEAD' } });
    }
    const resolved = resolveAppAsset(rendererRoot, request.url);
    if ('status' in resolved) {
      return new Response(null, { status: resolved.status, headers: errorResponseHeaders() });
    }
    let body: Uint8Array;
    try {
      body = await readAsset(resolved.path);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException | null)?.code;
      const status = code && NOT_FOUND_CODES.has(code) ? 404 : 500;
      return new Response(null, { status, headers: errorResponseHeaders() });
    }
    // Copy into a plain ArrayBuffer-backed view (Buffer may share a pooled/shared buffer).
    const bytes = new Uint8Array(body.byteLength);
    bytes.set(body);
    return new Response(request.method === 'HEAD' ? null : bytes, {
      status: 200,
      headers: { ...responseHeaders(resolved.path), 'Content-Length': String(bytes.byteLength) },
    });
  };
}

/** The few members of Electron's `Session` the adapter uses (a real `Session` fits). */
export interface ProtocolSession {
  readonly protocol: {
    handle(scheme: string, handler: (request: Request) => Promise<Response>): void;
  };
}

/**
 * Serves `rendererRoot` (out/renderer, inside app.asar when packaged: Electron's
 * fs reads from the archive) as `balcao://app/` on `session`. Call after
 * `app` is ready, once per session, after APP_SCHEME_PRIVILEGES was registered.
 */
export function registerAppProtocol(session: ProtocolSession, rendererRoot: string): void {
  session.protocol.handle(APP_SCHEME, createAppProtocolHandler(rendererRoot));
}
