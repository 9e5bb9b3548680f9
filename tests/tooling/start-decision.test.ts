/**
 * What `npm start` opens (D131), for every OS, over a file system given as a
 * set of existing paths: Electron when its runtime is installed, else the first
 * local Chromium/Chrome/Edge, else nothing with the reason.
 */
import fc from 'fast-check';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserCandidates, decideStart } from '../../scripts/start-decision.mjs';

const ROOT = '/repo';
const PATH_TXT = join(ROOT, 'node_modules', 'electron', 'path.txt');
const ELECTRON = join(ROOT, 'node_modules', 'electron', 'dist', 'electron');

function fsWith(paths: Iterable<string>, pathTxt = 'electron\n') {
  const existing = new Set(paths);
  return { exists: (path: string) => existing.has(path), readFile: () => pathTxt };
}

const WINDOWS_ENV = {
  ProgramFiles: 'C:\\Program Files',
  'ProgramFiles(x86)': 'C:\\Program Files (x86)',
  LOCALAPPDATA: 'C:\\Users\\ana\\AppData\\Local',
};

describe('npm start decides', () => {
  it('Electron when its runtime is installed, whatever browsers exist', () => {
    const decision = decideStart({
      root: ROOT,
      platform: 'linux',
      env: {},
      fs: fsWith([PATH_TXT, ELECTRON, '/usr/bin/chromium']),
    });
    expect(decision).toEqual({ kind: 'electron', binary: ELECTRON });
  });

  it('path.txt without the binary it names (an interrupted download) is no runtime', () => {
    const decision = decideStart({
      root: ROOT,
      platform: 'linux',
      env: {},
      fs: fsWith([PATH_TXT, '/usr/bin/chromium']),
    });
    expect(decision).toMatchObject({ kind: 'browser', browser: { name: 'Chromium', path: '/usr/bin/chromium' } });
  });

  it('without Electron, the browser it opens is named in the message, with the reason, in both languages', () => {
    const decision = decideStart({ root: ROOT, platform: 'linux', env: {}, fs: fsWith(['/usr/bin/google-chrome']) });
    expect(decision.kind).toBe('browser');
    if (decision.kind !== 'browser') return;
    expect(decision.browser).toEqual({ name: 'Google Chrome', path: '/usr/bin/google-chrome' });
    expect(decision.message).toMatch(/runtime do Electron não está instalado[\s\S]*Google Chrome[\s\S]*preview:web/);
    expect(decision.message).toMatch(/Electron runtime is not installed[\s\S]*Opening the same app/);
  });

  it('with no Electron and no browser: stops with what to install, in both languages', () => {
    const decision = decideStart({ root: ROOT, platform: 'linux', env: {}, fs: fsWith([]) });
    expect(decision.kind).toBe('none');
    expect(decision.kind === 'none' && decision.message).toMatch(
      /nenhum Chromium, Chrome ou Edge[\s\S]*apt-get install chromium[\s\S]*no Chromium, Chrome or Edge/,
    );
  });

  it('Windows: Chrome or Edge under Program Files or the user profile', () => {
    const edge = 'C:\\Program Files (x86)\\Microsoft\\Edge\\Application\\msedge.exe';
    expect(decideStart({ root: ROOT, platform: 'win32', env: WINDOWS_ENV, fs: fsWith([edge]) })).toMatchObject({
      kind: 'browser',
      browser: { name: 'Microsoft Edge', path: edge },
    });
    const userChrome = 'C:\\Users\\ana\\AppData\\Local\\Google\\Chrome\\Application\\chrome.exe';
    expect(
      decideStart({ root: ROOT, platform: 'win32', env: WINDOWS_ENV, fs: fsWith([edge, userChrome]) }),
    ).toMatchObject({
      browser: { name: 'Google Chrome', path: userChrome },
    });
  });

  it('macOS: the app bundles in /Applications', () => {
    const chrome = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';
    expect(decideStart({ root: ROOT, platform: 'darwin', env: {}, fs: fsWith([chrome]) })).toMatchObject({
      browser: { path: chrome },
    });
  });

  it('BALCAO_CHROMIUM comes first when it exists, and is skipped when it does not', () => {
    const env = { BALCAO_CHROMIUM: '/opt/meu/chromium' };
    expect(
      decideStart({ root: ROOT, platform: 'linux', env, fs: fsWith(['/opt/meu/chromium', '/usr/bin/chromium']) }),
    ).toMatchObject({
      browser: { name: 'BALCAO_CHROMIUM', path: '/opt/meu/chromium' },
    });
    expect(decideStart({ root: ROOT, platform: 'linux', env, fs: fsWith(['/usr/bin/chromium']) })).toMatchObject({
      browser: { path: '/usr/bin/chromium' },
    });
  });

  it('for any OS and any set of installed browsers: Electron if present, else the first installed candidate, else none', () => {
    const platforms = ['linux', 'win32', 'darwin'] as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...platforms),
        fc.boolean(),
        fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
        (platform, withElectron, installed) => {
          const candidates = browserCandidates(platform, platform === 'win32' ? WINDOWS_ENV : {});
          const present = candidates.filter((_, i) => installed[i % installed.length]).map((c) => c.path);
          const fs = fsWith([...present, ...(withElectron ? [PATH_TXT, ELECTRON] : [])]);
          const decision = decideStart({ root: ROOT, platform, env: platform === 'win32' ? WINDOWS_ENV : {}, fs });
          const first = candidates.find((c) => present.includes(c.path));
          if (withElectron) expect(decision.kind).toBe('electron');
          else if (first) expect(decision).toMatchObject({ kind: 'browser', browser: first });
          else expect(decision.kind).toBe('none');
        },
      ),
    );
  });
});
