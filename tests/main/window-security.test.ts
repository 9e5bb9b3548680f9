/**
 * The secure shell: window options, CSP (header constant and index.html meta),
 * navigation / new-window / webview / permission guards, the external URL
 * allowlist, the IPC sender check, and the app lifecycle wiring (with a fake
 * `electron` module: the real one cannot load in plain Node).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type shellContext, startSecureShell } from '../../src-main/security/app-lifecycle';
import {
  APP_ENTRY_URL,
  APP_ORIGIN,
  devServerOrigin,
  originOf,
  runtimeTrustedOrigins,
  setRuntimeRendererTrust,
  trustedRendererOrigins,
} from '../../src-main/security/app-origin';
import { APP_SCHEME_PRIVILEGES } from '../../src-main/security/app-protocol';
import {
  CONTENT_SECURITY_POLICY,
  CSP_DIRECTIVES,
  META_CONTENT_SECURITY_POLICY,
  META_IGNORED_DIRECTIVES,
  parseCsp,
} from '../../src-main/security/content-security-policy';
import { type IpcSenderEventLike, isTrustedSender, type SenderFrameLike } from '../../src-main/security/ipc-sender';
import {
  type BlockedKind,
  denyAllPermissions,
  EXTERNAL_URL_ALLOWLIST,
  externalUrlToOpen,
  guardWebContents,
  isAllowedExternalUrl,
  isAllowedNavigation,
  type NavigationEventLike,
  type PermissionSession,
} from '../../src-main/security/navigation-guards';
import { applicationMenu } from '../../src-main/security/app-menu';
import { mainWindowOptions } from '../../src-main/security/window-options';
import type { MenuItemConstructorOptions } from 'electron';

const ROOT = resolve(__dirname, '../..');
const DEV_URL = 'http://localhost:5173/';
const DEV_ORIGIN = 'http://localhost:5173';

// ---------------------------------------------------------------------------
// A fake `electron` for app-lifecycle.ts (the only module importing it at run time).
// ---------------------------------------------------------------------------
const fake = vi.hoisted(() => {
  const state = {
    gotLock: true,
    isPackaged: true,
    calls: [] as string[],
    appListeners: new Map<string, ((...args: unknown[]) => unknown)[]>(),
    resolveReady: () => {},
    ready: Promise.resolve(),
    registeredSchemes: [] as unknown[],
    session: null as null | ReturnType<typeof makeSession>,
    openedExternally: [] as string[],
  };
  function makeSession() {
    const handlers: Record<string, unknown> = {};
    return {
      handlers,
      protocolHandlers: new Map<string, unknown>(),
      spellChecker: true,
      setPermissionRequestHandler: (h: unknown) => void (handlers['request'] = h),
      setPermissionCheckHandler: (h: unknown) => void (handlers['check'] = h),
      setDevicePermissionHandler: (h: unknown) => void (handlers['device'] = h),
      setDisplayMediaRequestHandler: (h: unknown) => void (handlers['displayMedia'] = h),
      setSpellCheckerEnabled(enabled: boolean) {
        this.spellChecker = enabled;
      },
      get protocol() {
        const map = this.protocolHandlers;
        return { handle: (scheme: string, handler: unknown) => void map.set(scheme, handler) };
      },
    };
  }
  function reset(): void {
    state.gotLock = true;
    state.isPackaged = true;
    state.calls = [];
    state.appListeners = new Map();
    state.registeredSchemes = [];
    state.openedExternally = [];
    state.session = makeSession();
    state.ready = new Promise<void>((done) => {
      state.resolveReady = done;
    });
  }
  const app = {
    requestSingleInstanceLock: () => {
      state.calls.push('requestSingleInstanceLock');
      return state.gotLock;
    },
    quit: () => void state.calls.push('quit'),
    exit: (code: number) => void state.calls.push(`exit ${code}`),
    enableSandbox: () => void state.calls.push('enableSandbox'),
    get isPackaged() {
      return state.isPackaged;
    },
    whenReady: () => state.ready,
    on(event: string, listener: (...args: unknown[]) => unknown) {
      state.calls.push(`on ${event}`);
      const list = state.appListeners.get(event) ?? [];
      list.push(listener);
      state.appListeners.set(event, list);
      return app;
    },
  };
  const electron = {
    app,
    Menu: {
      setApplicationMenu: (menu: unknown) =>
        void state.calls.push(
          menu === null ? 'setApplicationMenu(null)' : `setApplicationMenu(${JSON.stringify(menu)})`,
        ),
      buildFromTemplate: (template: unknown) => ({ template }),
    },
    BrowserWindow: { getAllWindows: () => [] },
    dialog: { showErrorBox: () => void state.calls.push('showErrorBox') },
    protocol: {
      registerSchemesAsPrivileged: (schemes: unknown[]) => {
        state.calls.push('registerSchemesAsPrivileged');
        state.registeredSchemes.push(...schemes);
      },
    },
    get session() {
      return { defaultSession: state.session };
    },
    shell: {
      openExternal: async (url: string) => void state.openedExternally.push(url),
    },
  };
  return { state, reset, electron };
});

// Hoisted above the imports: app-lifecycle.ts gets this instead of the real module.
vi.mock('electron', () => fake.electron);

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

/** A fake webContents recording what guardWebContents installs. */
function fakeWebContents() {
  const listeners = new Map<string, ((event: NavigationEventLike) => void)[]>();
  let windowOpenHandler: ((details: { url: string }) => { action: string }) | null = null;
  const contents = {
    setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }) {
      windowOpenHandler = handler;
    },
    on(event: string, listener: (event: NavigationEventLike) => void) {
      const list = listeners.get(event) ?? [];
      list.push(listener);
      listeners.set(event, list);
      return contents;
    },
  };
  return {
    contents,
    events: () => [...listeners.keys()].sort(),
    openWindow(url: string) {
      if (!windowOpenHandler) throw new Error('no window open handler');
      return windowOpenHandler({ url });
    },
    /** Emits a navigation-style event; returns whether a listener prevented it. */
    emit(event: string, url?: string): boolean {
      let prevented = false;
      const evt: NavigationEventLike = { url: url as string, preventDefault: () => void (prevented = true) };
      const list = listeners.get(event) ?? [];
      if (list.length === 0) throw new Error(`no listener for ${event}`);
      for (const listener of list) listener(evt);
      return prevented;
    },
  };
}

function guarded(trustedOrigins: readonly string[] = [APP_ORIGIN]) {
  const wc = fakeWebContents();
  const opened: string[] = [];
  const blocked: [BlockedKind, string | null][] = [];
  guardWebContents(wc.contents, {
    trustedOrigins,
    openExternal: async (url) => void opened.push(url),
    onBlocked: (kind, origin) => void blocked.push([kind, origin]),
  });
  return { ...wc, opened, blocked };
}

/** Main frame + webContents as Electron links them. */
function mainFrameEvent(url: string): IpcSenderEventLike {
  const frame: SenderFrameLike = { url, parent: null, detached: false };
  return { senderFrame: frame, sender: { mainFrame: frame } };
}

async function flush(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((done) => setTimeout(done, 0));
}

// ---------------------------------------------------------------------------
// Window options
// ---------------------------------------------------------------------------
describe('mainWindowOptions', () => {
  const options = mainWindowOptions({ preloadPath: '/app/out/preload/index.js', iconPath: '/app/icon.png' });
  const prefs = options.webPreferences ?? {};

  it('locks down every security-relevant web preference', () => {
    expect(prefs).toMatchObject({
      preload: '/app/out/preload/index.js',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      spellcheck: false,
      safeDialogs: true,
    });
  });

  it('enables nothing risky', () => {
    expect(prefs.enableBlinkFeatures).toBeUndefined();
    expect(prefs.additionalArguments).toBeUndefined();
    expect(prefs.partition).toBeUndefined();
  });

  it('is hidden until ready, titled Balcão, with a sensible size', () => {
    expect(options.show).toBe(false);
    expect(options.title).toBe('Balcão');
    expect(options.width).toBeGreaterThanOrEqual(options.minWidth ?? 0);
    expect(options.height).toBeGreaterThanOrEqual(options.minHeight ?? 0);
    expect(options.minWidth).toBeGreaterThanOrEqual(800);
    expect(options.minHeight).toBeGreaterThanOrEqual(600);
    expect(options.icon).toBe('/app/icon.png');
  });

  it('sets no icon when none is given', () => {
    expect(mainWindowOptions({ preloadPath: '/p.js' })).not.toHaveProperty('icon');
  });

  it('has no DevTools unless asked for (a packaged build never asks)', () => {
    expect(prefs.devTools).toBe(false);
    expect(mainWindowOptions({ preloadPath: '/p.js', devTools: true }).webPreferences?.devTools).toBe(true);
  });
});

// ---------------------------------------------------------------------------
// Application menu
// ---------------------------------------------------------------------------
describe('applicationMenu', () => {
  /** Every role and accelerator anywhere in a template. */
  function flatten(items: readonly MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
    return items.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? flatten(item.submenu) : [])]);
  }

  it.each(['win32', 'linux'] as const)('packaged on %s: no menu at all (no Ctrl+Shift+I, no reload)', (platform) => {
    expect(applicationMenu({ isPackaged: true, platform })).toEqual({ kind: 'none' });
  });

  it('packaged on macOS: only what the system needs (quit, edit, window), nothing that reloads or opens DevTools', () => {
    const menu = applicationMenu({ isPackaged: true, platform: 'darwin' });
    expect(menu.kind).toBe('template');
    const items = menu.kind === 'template' ? flatten(menu.template) : [];
    const roles = items.map((i) => i.role).filter(Boolean);
    expect(roles).toEqual(expect.arrayContaining(['quit', 'copy', 'paste', 'cut', 'selectAll', 'undo', 'redo']));
    for (const banned of ['toggleDevTools', 'reload', 'forceReload', 'viewMenu', 'toggleDevTools'])
      expect(roles).not.toContain(banned);
    expect(items.some((i) => typeof i.accelerator === 'string' && /I$/i.test(i.accelerator))).toBe(false);
    expect(items.some((i) => typeof i.click === 'function')).toBe(false);
  });

  it.each(['win32', 'linux', 'darwin'] as const)(
    "in development on %s: Electron's default menu stays (DevTools for developers)",
    (platform) => {
      expect(applicationMenu({ isPackaged: false, platform })).toEqual({ kind: 'electron-default' });
    },
  );
});

// ---------------------------------------------------------------------------
// Content Security Policy
// ---------------------------------------------------------------------------
describe('Content Security Policy', () => {
  const directives = parseCsp(CONTENT_SECURITY_POLICY);

  it.each([
    ['default-src', ["'none'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['frame-src', ["'none'"]],
    ['worker-src', ["'none'"]],
  ])('%s is %j', (name, sources) => {
    expect(directives.get(name)).toEqual(sources);
  });

  it('allows no eval, no inline script, no remote or wildcard source', () => {
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval|wasm-unsafe-eval|unsafe-hashes|strict-dynamic/);
    expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
    for (const [name, sources] of directives) {
      for (const source of sources) {
        expect(source, `${name} ${source}`).toMatch(/^('self'|'none'|'unsafe-inline'|data:)$/);
      }
    }
  });

  it('serializes every directive exactly once', () => {
    expect(directives.size).toBe(Object.keys(CSP_DIRECTIVES).length);
    expect(CONTENT_SECURITY_POLICY.split(';').length).toBe(directives.size);
  });

  it('meta variant = header minus the directives a <meta> cannot carry', () => {
    const meta = parseCsp(META_CONTENT_SECURITY_POLICY);
    expect(meta.has('frame-ancestors')).toBe(false);
    const expected = new Map([...directives].filter(([name]) => !META_IGNORED_DIRECTIVES.includes(name)));
    expect(meta).toEqual(expected);
  });

  it('src-renderer/index.html carries the same policy in its only CSP meta tag', () => {
    const html = readFileSync(join(ROOT, 'src-renderer/index.html'), 'utf8');
    const tags = [...html.matchAll(/<meta\s+[^>]*http-equiv="Content-Security-Policy"[^>]*>/gi)];
    expect(tags).toHaveLength(1);
    const content = /content="([^"]*)"/i.exec(tags[0]?.[0] ?? '')?.[1];
    expect(content).toBe(META_CONTENT_SECURITY_POLICY);
  });
});

// ---------------------------------------------------------------------------
// External URLs
// ---------------------------------------------------------------------------
describe('external URL allowlist', () => {
  const allowlist = ['ajuda.seguradora.invalid'];

  it('has a placeholder host configured per company', () => {
    expect(EXTERNAL_URL_ALLOWLIST).toEqual(['ajuda.seguradora.invalid']);
  });

  it.each([
    'https://ajuda.seguradora.invalid/',
    'https://ajuda.seguradora.invalid/artigos/portabilidade?x=1#topo',
    'https://AJUDA.Seguradora.Invalid/caminho',
    'https://ajuda.seguradora.invalid:443/',
  ])('allows %s', (url) => {
    expect(isAllowedExternalUrl(url, allowlist)).toBe(true);
  });

  it.each([
    ['http (not https)', 'http://ajuda.seguradora.invalid/'],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: disguised', 'javascript://ajuda.seguradora.invalid/%0aalert(1)'],
    ['file:', 'file:///etc/passwd'],
    ['file: UNC', 'file://ajuda.seguradora.invalid/share/x.exe'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['mailto:', 'mailto:ti@seguradora.invalid'],
    ['custom protocol handler', 'ms-settings:privacy'],
    ['the app itself', 'balcao://app/index.html'],
    ['host not allowlisted', 'https://evil.example/'],
    ['suffix trick', 'https://ajuda.seguradora.invalid.evil.example/'],
    ['prefix trick', 'https://evilajuda.seguradora.invalid/'],
    ['subdomain', 'https://x.ajuda.seguradora.invalid/'],
    ['userinfo trick', 'https://ajuda.seguradora.invalid@evil.example/'],
    ['credentials', 'https://user:pass@ajuda.seguradora.invalid/'],
    ['explicit port', 'https://ajuda.seguradora.invalid:8443/'],
    ['trailing-dot host', 'https://ajuda.seguradora.invalid./'],
    ['not a URL', 'ajuda.seguradora.invalid'],
    ['empty', ''],
    ['oversized', `https://ajuda.seguradora.invalid/${'a'.repeat(3000)}`],
  ])('refuses %s', (_label, url) => {
    expect(isAllowedExternalUrl(url, allowlist)).toBe(false);
  });

  it('hands the OS the re-serialized URL that was checked', () => {
    expect(externalUrlToOpen('https://AJUDA.seguradora.invalid:443/a b', allowlist)).toBe(
      'https://ajuda.seguradora.invalid/a%20b',
    );
  });

  it('with an empty allowlist nothing opens', () => {
    expect(isAllowedExternalUrl('https://ajuda.seguradora.invalid/', [])).toBe(false);
  });
});

// ---------------------------------------------------------------------------
// Origins
// ---------------------------------------------------------------------------
describe('app origins', () => {
  it.each([
    ['balcao://app/index.html', 'balcao://app'],
    ['balcao://app', 'balcao://app'],
    ['balcao://other/x', 'balcao://other'],
    ['http://localhost:5173/x', 'http://localhost:5173'],
    ['https://Example.com/', 'https://example.com'],
    ['file:///C:/app/index.html', null],
    ['about:blank', null],
    ['data:text/html,x', null],
    ['javascript:alert(1)', null],
    ['balcao://user@app/', null],
    ['balcao://app:8080/', null],
    ['balcao:app/index.html', null],
    ['not a url', null],
  ])('originOf(%s) = %s', (url, origin) => {
    expect(originOf(url)).toBe(origin);
  });

  it('trusts the dev server only when not packaged, on loopback, over http(s)', () => {
    expect(devServerOrigin({ isPackaged: false, devServerUrl: DEV_URL })).toBe(DEV_ORIGIN);
    expect(devServerOrigin({ isPackaged: false, devServerUrl: 'http://127.0.0.1:5173' })).toBe('http://127.0.0.1:5173');
    expect(devServerOrigin({ isPackaged: false, devServerUrl: 'http://[::1]:5173' })).toBe('http://[::1]:5173');
    expect(devServerOrigin({ isPackaged: true, devServerUrl: DEV_URL })).toBeNull();
    expect(devServerOrigin({ isPackaged: false })).toBeNull();
    expect(devServerOrigin({ isPackaged: false, devServerUrl: 'https://evil.example' })).toBeNull();
    expect(devServerOrigin({ isPackaged: false, devServerUrl: 'http://192.168.0.10:5173' })).toBeNull();
    expect(devServerOrigin({ isPackaged: false, devServerUrl: 'file:///tmp/index.html' })).toBeNull();
    expect(devServerOrigin({ isPackaged: false, devServerUrl: 'http://user:pw@localhost:5173' })).toBeNull();
    expect(devServerOrigin({ isPackaged: false, devServerUrl: 'garbage' })).toBeNull();
  });

  it('trustedRendererOrigins', () => {
    expect(trustedRendererOrigins({ isPackaged: true, devServerUrl: DEV_URL })).toEqual([APP_ORIGIN]);
    expect(trustedRendererOrigins({ isPackaged: false, devServerUrl: DEV_URL })).toEqual([APP_ORIGIN, DEV_ORIGIN]);
  });
});

// ---------------------------------------------------------------------------
// Navigation, new windows, webviews
// ---------------------------------------------------------------------------
describe('guardWebContents', () => {
  it('installs a window-open handler and every navigation/webview listener', () => {
    const wc = guarded();
    expect(wc.events()).toEqual(['will-attach-webview', 'will-frame-navigate', 'will-navigate', 'will-redirect']);
  });

  it.each([
    'https://evil.example/',
    'https://ajuda.seguradora.invalid/artigo',
    'balcao://app/index.html',
    'javascript:alert(1)',
    'file:///etc/passwd',
    'about:blank',
  ])('window.open(%s) is always denied', (url) => {
    const wc = guarded();
    expect(wc.openWindow(url)).toEqual({ action: 'deny' });
  });

  it('opens only allowlisted https URLs in the system browser', async () => {
    const wc = guarded();
    wc.openWindow('https://ajuda.seguradora.invalid/artigo');
    wc.openWindow('http://ajuda.seguradora.invalid/artigo');
    wc.openWindow('https://evil.example/');
    wc.openWindow('file:///etc/passwd');
    await flush();
    expect(wc.opened).toEqual(['https://ajuda.seguradora.invalid/artigo']);
    expect(wc.blocked).toEqual([
      ['window-open', 'http://ajuda.seguradora.invalid'],
      ['window-open', 'https://evil.example'],
      ['window-open', null],
    ]);
  });

  it('a failing openExternal does not throw into the page', async () => {
    const wc = fakeWebContents();
    guardWebContents(wc.contents, {
      trustedOrigins: [APP_ORIGIN],
      openExternal: () => Promise.reject(new Error('no browser')),
    });
    expect(wc.openWindow('https://ajuda.seguradora.invalid/')).toEqual({ action: 'deny' });
    await flush();
  });

  describe.each(['will-navigate', 'will-redirect', 'will-frame-navigate'])('%s', (event) => {
    it.each([
      'https://evil.example/',
      'https://ajuda.seguradora.invalid/',
      'http://localhost:5173/',
      'file:///etc/passwd',
      'file:///C:/Windows/System32/calc.exe',
      'javascript:alert(1)',
      'data:text/html,<h1>x</h1>',
      'about:blank',
      'balcao://evil/index.html',
      'balcao://app:1/index.html',
      'chrome://settings',
      'devtools://devtools/bundled/inspector.html',
      '',
    ])('prevents %j', (url) => {
      const wc = guarded();
      expect(wc.emit(event, url)).toBe(true);
    });

    it('prevents an event without a URL', () => {
      expect(guarded().emit(event)).toBe(true);
    });

    it('allows the app origin', () => {
      const wc = guarded();
      expect(wc.emit(event, APP_ENTRY_URL)).toBe(false);
      expect(wc.emit(event, 'balcao://app/#/clientes')).toBe(false);
      expect(wc.blocked).toEqual([]);
    });

    it('allows the dev server only when it is a trusted origin', () => {
      expect(guarded([APP_ORIGIN, DEV_ORIGIN]).emit(event, `${DEV_ORIGIN}/`)).toBe(false);
      expect(guarded([APP_ORIGIN]).emit(event, `${DEV_ORIGIN}/`)).toBe(true);
    });
  });

  it('reports refusals with the origin only (never the full URL)', () => {
    const wc = guarded();
    wc.emit('will-navigate', 'https://evil.example/cliente?cpf=52998224725');
    expect(wc.blocked).toEqual([['will-navigate', 'https://evil.example']]);
  });

  it('prevents every <webview> attachment', () => {
    const wc = guarded();
    expect(wc.emit('will-attach-webview', APP_ENTRY_URL)).toBe(true);
    expect(wc.blocked).toEqual([['will-attach-webview', null]]);
  });

  it('isAllowedNavigation', () => {
    expect(isAllowedNavigation('balcao://app/x', [APP_ORIGIN])).toBe(true);
    expect(isAllowedNavigation('https://evil.example', [APP_ORIGIN])).toBe(false);
  });
});

// ---------------------------------------------------------------------------
// Permissions
// ---------------------------------------------------------------------------
describe('denyAllPermissions', () => {
  function install() {
    const handlers: Partial<{
      request: Parameters<PermissionSession['setPermissionRequestHandler']>[0];
      check: Parameters<PermissionSession['setPermissionCheckHandler']>[0];
      device: Parameters<PermissionSession['setDevicePermissionHandler']>[0];
      displayMedia: Parameters<PermissionSession['setDisplayMediaRequestHandler']>[0];
    }> = {};
    denyAllPermissions({
      setPermissionRequestHandler: (h) => void (handlers.request = h),
      setPermissionCheckHandler: (h) => void (handlers.check = h),
      setDevicePermissionHandler: (h) => void (handlers.device = h),
      setDisplayMediaRequestHandler: (h) => void (handlers.displayMedia = h),
    });
    return handlers;
  }

  const permissions = [
    'media',
    'geolocation',
    'notifications',
    'clipboard-read',
    'clipboard-sanitized-write',
    'fullscreen',
    'openExternal',
    'hid',
    'serial',
    'usb',
    'display-capture',
    'pointerLock',
    'unknown',
  ];

  it.each(permissions)('refuses a request for %s', (permission) => {
    const { request } = install();
    const callback = vi.fn();
    request?.({}, permission, callback);
    expect(callback).toHaveBeenCalledExactlyOnceWith(false);
  });

  it.each(permissions)('answers a check for %s with false', (permission) => {
    expect(install().check?.({}, permission)).toBe(false);
  });

  it('refuses devices and screen capture', () => {
    const { device, displayMedia } = install();
    expect(device?.({ deviceType: 'usb', origin: APP_ORIGIN })).toBe(false);
    const callback = vi.fn();
    displayMedia?.({ videoRequested: true, audioRequested: true }, callback);
    expect(callback).toHaveBeenCalledExactlyOnceWith(null);
  });
});

// ---------------------------------------------------------------------------
// IPC sender
// ---------------------------------------------------------------------------
describe('isTrustedSender', () => {
  afterEach(() => {
    setRuntimeRendererTrust({ isPackaged: true });
  });

  it('accepts our main frame on balcao://app', () => {
    expect(isTrustedSender(mainFrameEvent(APP_ENTRY_URL))).toBe(true);
    expect(isTrustedSender(mainFrameEvent('balcao://app/#/clientes'))).toBe(true);
  });

  it('rejects a null senderFrame', () => {
    const { sender } = mainFrameEvent(APP_ENTRY_URL);
    expect(isTrustedSender({ senderFrame: null, sender })).toBe(false);
  });

  it('rejects a sub-frame, even on our origin', () => {
    const main = mainFrameEvent(APP_ENTRY_URL);
    const child: SenderFrameLike = { url: APP_ENTRY_URL, parent: main.senderFrame };
    expect(isTrustedSender({ senderFrame: child, sender: main.sender })).toBe(false);
  });

  it('rejects a parentless frame that is not the main frame (another page, prerender)', () => {
    const main = mainFrameEvent(APP_ENTRY_URL);
    const other: SenderFrameLike = { url: APP_ENTRY_URL, parent: null };
    expect(isTrustedSender({ senderFrame: other, sender: main.sender })).toBe(false);
  });

  it('rejects a detached frame (old page running unload handlers)', () => {
    const frame: SenderFrameLike = { url: APP_ENTRY_URL, parent: null, detached: true };
    expect(isTrustedSender({ senderFrame: frame, sender: { mainFrame: frame } })).toBe(false);
  });

  it.each([
    'https://evil.example/',
    'file:///C:/app/out/renderer/index.html',
    'file:///opt/balcao/resources/app.asar/out/renderer/index.html',
    'about:blank',
    'data:text/html,x',
    'balcao://evil/index.html',
    'balcao://app:1/index.html',
    'chrome-error://chromewebdata/',
    '',
  ])('rejects a main frame on %j', (url) => {
    expect(isTrustedSender(mainFrameEvent(url))).toBe(false);
  });

  it('rejects the dev server URL when packaged, accepts it in development', () => {
    const event = mainFrameEvent(DEV_URL);
    expect(isTrustedSender(event)).toBe(false);
    expect(isTrustedSender(event, trustedRendererOrigins({ isPackaged: true, devServerUrl: DEV_URL }))).toBe(false);
    expect(isTrustedSender(event, trustedRendererOrigins({ isPackaged: false, devServerUrl: DEV_URL }))).toBe(true);
    setRuntimeRendererTrust({ isPackaged: false, devServerUrl: DEV_URL });
    expect(isTrustedSender(event)).toBe(true);
    setRuntimeRendererTrust({ isPackaged: true, devServerUrl: DEV_URL });
    expect(isTrustedSender(event)).toBe(false);
  });

  it('treats a frame that throws on access (disposed) as untrusted', () => {
    const frame = {
      parent: null,
      get url(): string {
        throw new Error('Render frame was disposed before WebFrameMain could be accessed');
      },
    };
    expect(isTrustedSender({ senderFrame: frame, sender: { mainFrame: frame } })).toBe(false);
  });
});

// ---------------------------------------------------------------------------
// App lifecycle (fake electron)
// ---------------------------------------------------------------------------
describe('startSecureShell', () => {
  beforeEach(() => {
    fake.reset();
    vi.stubEnv('ELECTRON_RENDERER_URL', undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => {}); // "[security] blocked …" lines
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
    setRuntimeRendererTrust({ isPackaged: true });
  });

  function fakeWindow() {
    const calls: string[] = [];
    let minimized = true;
    return {
      calls,
      on: (event: string) => void calls.push(`on ${event}`),
      isDestroyed: () => false,
      isMinimized: () => minimized,
      restore: () => {
        calls.push('restore');
        minimized = false;
      },
      show: () => void calls.push('show'),
      focus: () => void calls.push('focus'),
    };
  }

  function start() {
    const order: string[] = [];
    const win = fakeWindow();
    const contexts: ReturnType<typeof shellContext>[] = [];
    const started = startSecureShell({
      rendererRoot: '/app/out/renderer',
      startServices: async (context) => {
        contexts.push(context);
        order.push('startServices');
      },
      createMainWindow: (context) => {
        contexts.push(context);
        order.push('createMainWindow');
        return win as never;
      },
    });
    return { started, order, win, contexts };
  }

  function emitApp(event: string, ...args: unknown[]): void {
    for (const listener of fake.state.appListeners.get(event) ?? []) listener({}, ...args);
  }

  it('quits, and does nothing else, when another instance holds the lock', () => {
    fake.state.gotLock = false;
    const { started, order } = start();
    expect(started).toBe(false);
    expect(fake.state.calls).toEqual(['requestSingleInstanceLock', 'quit']);
    expect(order).toEqual([]);
  });

  it('before ready: lock, sandbox for every renderer, privileged balcao scheme, guards on every webContents', () => {
    const { started, order } = start();
    expect(started).toBe(true);
    expect(fake.state.calls.slice(0, 3)).toEqual([
      'requestSingleInstanceLock',
      'enableSandbox',
      'registerSchemesAsPrivileged',
    ]);
    expect(fake.state.registeredSchemes).toEqual([APP_SCHEME_PRIVILEGES]);
    expect(fake.state.calls).toContain('on web-contents-created');
    expect(fake.state.calls).toContain('on second-instance');
    expect(order).toEqual([]); // nothing starts before ready

    const wc = fakeWebContents();
    emitApp('web-contents-created', wc.contents);
    expect(wc.events()).toEqual(['will-attach-webview', 'will-frame-navigate', 'will-navigate', 'will-redirect']);
    expect(wc.emit('will-navigate', 'https://evil.example/')).toBe(true);
    expect(wc.openWindow('https://ajuda.seguradora.invalid/x')).toEqual({ action: 'deny' });
  });

  it('when ready: hardens the default session, then starts services, then opens the window', async () => {
    const { order, contexts } = start();
    fake.state.resolveReady();
    await flush();
    const ses = fake.state.session;
    expect(ses?.spellChecker).toBe(false);
    expect(Object.keys(ses?.handlers ?? {}).sort()).toEqual(['check', 'device', 'displayMedia', 'request']);
    expect([...(ses?.protocolHandlers.keys() ?? [])]).toEqual(['balcao']);
    expect(order).toEqual(['startServices', 'createMainWindow']);
    expect(contexts[0]?.entryUrl).toBe(APP_ENTRY_URL);
    expect(contexts[0]?.trustedOrigins).toEqual([APP_ORIGIN]);
  });

  it('the registered protocol handler serves nothing outside the renderer root', async () => {
    start();
    fake.state.resolveReady();
    await flush();
    const handler = fake.state.session?.protocolHandlers.get('balcao') as (request: Request) => Promise<Response>;
    const response = await handler(new Request('balcao://app/..%2f..%2fetc%2fpasswd'));
    expect(response.status).toBe(403);
  });

  it('a second instance restores and focuses the existing window', async () => {
    const { win } = start();
    fake.state.resolveReady();
    await flush();
    emitApp('second-instance', ['balcao'], '/');
    expect(win.calls).toEqual(['on closed', 'restore', 'show', 'focus']);
  });

  it('packaged: the menu is removed before the window opens, and the window gets no DevTools', async () => {
    const { order, contexts } = start();
    fake.state.resolveReady();
    await flush();
    const expected =
      process.platform === 'darwin' ? expect.stringMatching(/^setApplicationMenu\(\{/) : 'setApplicationMenu(null)';
    expect(fake.state.calls).toContainEqual(expected);
    expect(order).toEqual(['startServices', 'createMainWindow']);
    expect(contexts.every((c) => c.allowDevTools === false)).toBe(true);
  });

  it('in development the default menu and DevTools stay', async () => {
    fake.state.isPackaged = false;
    const { contexts } = start();
    fake.state.resolveReady();
    await flush();
    expect(fake.state.calls.some((c) => c.startsWith('setApplicationMenu'))).toBe(false);
    expect(contexts.every((c) => c.allowDevTools === true)).toBe(true);
  });

  it('in development (not packaged, dev server set) loads and trusts the dev server', async () => {
    fake.state.isPackaged = false;
    vi.stubEnv('ELECTRON_RENDERER_URL', DEV_URL);
    const { contexts } = start();
    expect(runtimeTrustedOrigins()).toEqual([APP_ORIGIN, DEV_ORIGIN]);
    fake.state.resolveReady();
    await flush();
    expect(contexts[0]?.entryUrl).toBe(DEV_URL);
    expect(contexts[0]?.isTrustedSender(mainFrameEvent(DEV_URL))).toBe(true);
  });

  it('packaged, the dev server URL is ignored', async () => {
    vi.stubEnv('ELECTRON_RENDERER_URL', DEV_URL);
    const { contexts } = start();
    expect(runtimeTrustedOrigins()).toEqual([APP_ORIGIN]);
    fake.state.resolveReady();
    await flush();
    expect(contexts[0]?.entryUrl).toBe(APP_ENTRY_URL);
    expect(contexts[0]?.isTrustedSender(mainFrameEvent(DEV_URL))).toBe(false);
  });

  it('a failing start shows an error and exits', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    startSecureShell({
      rendererRoot: '/app/out/renderer',
      startServices: () => Promise.reject(new Error('porta ocupada')),
      createMainWindow: () => {
        throw new Error('not reached');
      },
    });
    fake.state.resolveReady();
    await flush();
    expect(fake.state.calls.slice(-2)).toEqual(['showErrorBox', 'exit 1']);
  });
});
