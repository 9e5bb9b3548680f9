/**
 * balcao://app/…: scheme privileges, request URL → file resolution (with the
 * usual traversal tricks), response headers, and the protocol handler over a
 * real folder on disk.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, extname, join, relative, resolve, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  APP_SCHEME_PRIVILEGES,
  CONTENT_TYPES,
  createAppProtocolHandler,
  type ProtocolSession,
  registerAppProtocol,
  resolveAppAsset,
  responseHeaders,
} from '../../src-main/security/app-protocol';
import { CONTENT_SECURITY_POLICY } from '../../src-main/security/content-security-policy';

const ROOT = resolve(tmpdir(), 'balcao-renderer-root-that-is-never-read');

function pathOf(url: string): string {
  const result = resolveAppAsset(ROOT, url);
  if (!('path' in result)) throw new Error(`${url} → ${result.status}`);
  return relative(ROOT, result.path).split(sep).join('/');
}

function statusOf(url: string): number | 'path' {
  const result = resolveAppAsset(ROOT, url);
  return 'status' in result ? result.status : 'path';
}

describe('APP_SCHEME_PRIVILEGES', () => {
  it('registers balcao as a standard, secure scheme with V8 code cache, and nothing more', () => {
    expect(APP_SCHEME_PRIVILEGES).toEqual({
      scheme: 'balcao',
      privileges: {
        standard: true,
        secure: true,
        bypassCSP: false,
        allowServiceWorkers: false,
        supportFetchAPI: false,
        corsEnabled: false,
        stream: false,
        codeCache: true,
        allowExtensions: false,
      },
    });
  });

  it('asks for the code cache only together with `standard` (Electron refuses it without)', () => {
    expect(APP_SCHEME_PRIVILEGES.privileges?.codeCache && APP_SCHEME_PRIVILEGES.privileges.standard).toBe(true);
  });
});

describe('resolveAppAsset', () => {
  it.each([
    ['balcao://app/', 'index.html'],
    ['balcao://app', 'index.html'],
    ['balcao://app/index.html', 'index.html'],
    ['balcao://app/?x=1', 'index.html'],
    ['balcao://app/#/clientes/123', 'index.html'],
    ['balcao://app/index.html#/clientes', 'index.html'],
    ['balcao://app/assets/index-D5p_tiHU.js', 'assets/index-D5p_tiHU.js'],
    ['balcao://app/assets/index-CfOXCouh.css?v=2', 'assets/index-CfOXCouh.css'],
    ['balcao://app/assets/inter-latin-400-normal.woff2', 'assets/inter-latin-400-normal.woff2'],
    ['balcao://app/assets/LOGO.PNG', 'assets/LOGO.PNG'],
    ['balcao://app/%61ssets/x.svg', 'assets/x.svg'],
    ['BALCAO://app/index.html', 'index.html'],
    // Chunk names come from source file names, which may be Portuguese.
    ['balcao://app/assets/Configura%C3%A7%C3%B5es-Bx1_a.js', 'assets/Configurações-Bx1_a.js'],
    ['balcao://app/assets/Hist%C3%B3rico%20de%20pedidos-a1.js', 'assets/Histórico de pedidos-a1.js'],
    ['balcao://app/assets/x.y.z-1.js', 'assets/x.y.z-1.js'],
  ])('%s → %s', (url, file) => {
    expect(pathOf(url)).toBe(file);
  });

  describe('refuses traversal and odd paths with 403', () => {
    it.each([
      ['raw ..', 'balcao://app/../secret.json'],
      ['raw .. deeper', 'balcao://app/assets/../../secret.json'],
      ['raw .', 'balcao://app/./index.html'],
      ['..%2f', 'balcao://app/..%2f..%2fetc%2fpasswd.txt'],
      ['..%2F upper', 'balcao://app/..%2F..%2Fsecret.json'],
      ['%2e%2e/', 'balcao://app/%2e%2e/%2e%2e/etc/passwd.txt'],
      ['%2E%2E%2F', 'balcao://app/%2E%2E%2Fsecret.json'],
      ['.%2e', 'balcao://app/.%2e/secret.json'],
      ['double-encoded', 'balcao://app/%252e%252e/secret.json'],
      ['/..\\', 'balcao://app/..\\..\\secret.json'],
      ['backslash inside', 'balcao://app/assets\\..\\..\\secret.json'],
      ['%5c', 'balcao://app/..%5c..%5csecret.json'],
      ['authority backslash', 'balcao://app\\..\\secret.json'],
      ['NUL raw', 'balcao://app/index.html\u0000.png'],
      ['NUL encoded', 'balcao://app/index.html%00.png'],
      ['control char', 'balcao://app/index%0a.html'],
      ['absolute path //', 'balcao://app//etc/passwd.txt'],
      ['encoded absolute path', 'balcao://app/%2Fetc%2Fpasswd.txt'],
      ['drive letter', 'balcao://app/C:/Windows/win.ini.txt'],
      ['encoded drive letter', 'balcao://app/C%3A%5CWindows%5Cwin.ini.txt'],
      ['UNC-ish', 'balcao://app/%5C%5Cserver%5Cshare%5Cx.js'],
      ['dotfile', 'balcao://app/.env.json'],
      ['malformed escape', 'balcao://app/%ZZ.js'],
      ['truncated escape', 'balcao://app/index.html%'],
      ['percent in name', 'balcao://app/100%25.js'],
      ['leading space', 'balcao://app/%20index.js'],
      ['trailing dot', 'balcao://app/assets./x.js'],
      ['trailing space', 'balcao://app/x.js%20'],
      ['fullwidth solidus', 'balcao://app/..%EF%BC%8Fsecret.js'],
      ['fullwidth full stop', 'balcao://app/%EF%BC%8E%EF%BC%8E/secret.js'],
      ['bidi override', 'balcao://app/x%E2%80%AEsj.png'],
      ['quote', 'balcao://app/x%22.js'],
      ['angle bracket', 'balcao://app/%3Cx%3E.js'],
    ])('%s', (_label, url) => {
      expect(statusOf(url)).toBe(403);
    });
  });

  describe('refuses other schemes and hosts with 403', () => {
    it.each([
      'balcao://evil/index.html',
      'balcao://APP/index.html',
      'balcao://app:443/index.html',
      'balcao://user@app/index.html',
      'balcao://app.evil/index.html',
      'balcao:///index.html',
      'balcao:app/index.html',
      'file:///etc/passwd',
      'file:///C:/Windows/win.ini',
      'https://app/index.html',
      'http://localhost:5173/index.html',
      'javascript:alert(1)',
      '/index.html',
      '',
      'not a url',
    ])('%s', (url) => {
      expect(statusOf(url)).toBe(403);
    });
  });

  describe('answers 404 for well-formed paths it does not serve', () => {
    it.each([
      ['directory', 'balcao://app/assets/'],
      ['no extension', 'balcao://app/secret'],
      ['executable', 'balcao://app/setup.exe'],
      ['key file', 'balcao://app/keys.pem'],
      ['source map', 'balcao://app/assets/index.js.map'],
      ['node module', 'balcao://app/keytar.node'],
      ['archive', 'balcao://app/app.asar'],
    ])('%s', (_label, url) => {
      expect(statusOf(url)).toBe(404);
    });
  });

  it('never resolves outside the root, whatever the input', () => {
    const pieces = [
      '..',
      '.',
      '%2e',
      '%2E%2e',
      '%2f',
      '%5c',
      '\\',
      '/',
      'a',
      'index.html',
      '%00',
      ':',
      'C:',
      '%252e',
      '~',
      'x.js',
    ];
    for (const a of pieces) {
      for (const b of pieces) {
        for (const c of pieces) {
          const result = resolveAppAsset(ROOT, `balcao://app/${a}${b}/${c}`);
          if ('path' in result) {
            expect(result.path.startsWith(ROOT + sep), result.path).toBe(true);
          }
        }
      }
    }
  });

  it('accepts the chunk name every renderer source file would get (the build names chunks after them)', () => {
    const sources = readdirSync(resolve(__dirname, '../../src-renderer'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => basename(entry.name, extname(entry.name)));
    expect(sources.length).toBeGreaterThan(0);
    for (const stem of sources) {
      const url = `balcao://app/assets/${encodeURIComponent(stem)}-D5p_tiHU.js`;
      expect(statusOf(url), `${stem} → ${url}`).toBe('path');
    }
  });

  it('works with a relative root', () => {
    const result = resolveAppAsset('out/renderer', 'balcao://app/index.html');
    expect(result).toEqual({ path: resolve('out/renderer', 'index.html') });
  });
});

describe('responseHeaders', () => {
  it('HTML: type, CSP and the hardening headers', () => {
    expect(responseHeaders('/r/index.html')).toEqual({
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': CONTENT_SECURITY_POLICY,
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Resource-Policy': 'same-origin',
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': 'no-cache',
      'Permissions-Policy': expect.stringContaining('camera=()'),
    });
  });

  it('SVG is a document too: it gets the CSP', () => {
    expect(responseHeaders('/r/logo.svg')['Content-Security-Policy']).toBe(CONTENT_SECURITY_POLICY);
  });

  it.each([
    ['/r/assets/a.js', 'text/javascript; charset=utf-8'],
    ['/r/assets/a.mjs', 'text/javascript; charset=utf-8'],
    ['/r/assets/a.css', 'text/css; charset=utf-8'],
    ['/r/assets/a.json', 'application/json; charset=utf-8'],
    ['/r/assets/a.png', 'image/png'],
    ['/r/assets/A.PNG', 'image/png'],
    ['/r/assets/a.woff2', 'font/woff2'],
    ['/r/assets/unknown.bin', 'application/octet-stream'],
  ])('%s is %s, nosniff, no CSP', (file, type) => {
    const headers = responseHeaders(file);
    expect(headers['Content-Type']).toBe(type);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('no-referrer');
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(headers).not.toHaveProperty('Content-Security-Policy');
  });

  it('JavaScript is served with a JavaScript MIME type (module scripts require it)', () => {
    expect(CONTENT_TYPES['.js']).toMatch(/^text\/javascript/);
  });

  it('Permissions-Policy turns every listed feature off', () => {
    const policy = responseHeaders('/r/index.html')['Permissions-Policy'] ?? '';
    for (const entry of policy.split(', ')) expect(entry).toMatch(/^[a-z-]+=\(\)$/);
    for (const feature of ['camera', 'microphone', 'geolocation', 'usb', 'serial', 'hid', 'display-capture']) {
      expect(policy).toContain(`${feature}=()`);
    }
  });
});

describe('createAppProtocolHandler (real files)', () => {
  let dir: string;
  let root: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'balcao-protocol-'));
    root = join(dir, 'renderer');
    mkdirSync(join(root, 'assets'), { recursive: true });
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Balcão</title>');
    writeFileSync(join(root, 'assets', 'index-D5p_tiHU.js'), 'console.log(1)');
    // A sibling of the root that a traversal would target.
    writeFileSync(join(dir, 'secret.json'), '{"key":"do-not-serve"}');
    mkdirSync(join(root, 'folder.js'));
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves index.html for / with the CSP header', async () => {
    const response = await createAppProtocolHandler(root)(new Request('balcao://app/'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toContain('<title>Balcão</title>');
  });

  it('serves a bundle asset', async () => {
    const response = await createAppProtocolHandler(root)(new Request('balcao://app/assets/index-D5p_tiHU.js'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('content-length')).toBe('14');
    expect(await response.text()).toBe('console.log(1)');
  });

  it('HEAD answers headers only', async () => {
    const response = await createAppProtocolHandler(root)(new Request('balcao://app/index.html', { method: 'HEAD' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe('');
  });

  it('other methods are 405', async () => {
    const response = await createAppProtocolHandler(root)(
      new Request('balcao://app/index.html', { method: 'POST', body: 'x' }),
    );
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });

  it('missing file and directory are 404', async () => {
    const handler = createAppProtocolHandler(root);
    expect((await handler(new Request('balcao://app/assets/missing.js'))).status).toBe(404);
    expect((await handler(new Request('balcao://app/folder.js'))).status).toBe(404);
  });

  it('a read failure other than "not found" is 500', async () => {
    const error = Object.assign(new Error('EACCES'), { code: 'EACCES' });
    const response = await createAppProtocolHandler(root, () => Promise.reject(error))(new Request('balcao://app/'));
    expect(response.status).toBe(500);
  });

  it.each([
    'balcao://app/..%2fsecret.json',
    'balcao://app/%2e%2e%2fsecret.json',
    'balcao://app/..\\secret.json',
    'balcao://app/%2e%2e%5csecret.json',
    'balcao://evil/secret.json',
  ])('never reads outside the root: %s → 403', async (url) => {
    const read = vi.fn((_path: string) => Promise.resolve(new Uint8Array()));
    const response = await createAppProtocolHandler(root, read)(new Request(url));
    expect(response.status).toBe(403);
    expect(read).not.toHaveBeenCalled();
    expect(await response.text()).toBe('');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each([
    'balcao://app/assets/../../secret.json',
    'balcao://app/%2e%2e/secret.json',
    'balcao://app/.%2E/.%2e/secret.json',
  ])('dot segments the URL parser already resolved stay inside the root: %s', async (url) => {
    // new Request() resolves `..`, `%2e%2e` and `.%2e` segments (as Chromium
    // does before the handler runs), clamping at the root: this asks for
    // <root>/secret.json, which does not exist, never for the sibling file.
    const read = vi.fn((path: string) => Promise.reject(Object.assign(new Error(path), { code: 'ENOENT' })));
    const response = await createAppProtocolHandler(root, read)(new Request(url));
    expect(response.status).toBe(404);
    expect(read).toHaveBeenCalledExactlyOnceWith(join(root, 'secret.json'));
  });

  it('registerAppProtocol installs the handler for the balcao scheme on the given session', async () => {
    const handlers = new Map<string, (request: Request) => Promise<Response>>();
    const session: ProtocolSession = { protocol: { handle: (scheme, handler) => void handlers.set(scheme, handler) } };
    registerAppProtocol(session, root);
    expect([...handlers.keys()]).toEqual(['balcao']);
    const response = await handlers.get('balcao')?.(new Request('balcao://app/index.html'));
    expect(response?.status).toBe(200);
  });
});
