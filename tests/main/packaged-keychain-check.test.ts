/**
 * The keychain module as installed and as packaged (D130): keytar comes from
 * @github/keytar (prebuilt N-API binaries inside the npm package, nothing
 * compiled), and the electron-builder afterPack check refuses a package whose
 * keytar would not load.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const require = createRequire(import.meta.url);

interface CheckModule {
  (context: unknown): Promise<void>;
  packagedKeychainProblems(input: {
    resourcesDir: string;
    platform: string;
    arch: string;
    load?: (dir: string) => unknown;
  }): string[];
}
const check = require(join(ROOT, 'scripts/check-packaged-keychain.cjs')) as CheckModule;
const installedKeytar = dirname(require.resolve('keytar/package.json'));

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A packaged resources/ folder holding a copy of the installed keytar, as electron-builder lays it out. */
function packagedResources(): { resourcesDir: string; moduleDir: string } {
  const resourcesDir = mkdtempSync(join(tmpdir(), 'balcao-pack-'));
  made.push(resourcesDir);
  const moduleDir = join(resourcesDir, 'app.asar.unpacked', 'node_modules', 'keytar');
  cpSync(installedKeytar, moduleDir, { recursive: true });
  return { resourcesDir, moduleDir };
}

describe('installed keytar', () => {
  it('is the maintained build with binaries for every packaged target, and loads without any compiled build/', () => {
    const pkg = require('keytar/package.json') as { name: string; version: string };
    expect(pkg.name).toBe('@github/keytar');
    expect(Number(pkg.version.split('.')[1])).toBeGreaterThanOrEqual(10);
    const { resourcesDir } = packagedResources();
    for (const [platform, arch] of [
      ['win32', 'x64'],
      ['linux', 'x64'],
      ['linux', 'arm64'],
      ['darwin', 'arm64'],
    ] as const) {
      expect(check.packagedKeychainProblems({ resourcesDir, platform, arch }), `${platform}-${arch}`).toEqual([]);
    }
  });

  it('the packaged copy loads on this machine, from its prebuilds/ folder (no install script ran)', () => {
    const { resourcesDir, moduleDir } = packagedResources();
    rmSync(join(moduleDir, 'build'), { recursive: true, force: true });
    const loaded: string[] = [];
    const problems = check.packagedKeychainProblems({
      resourcesDir,
      platform: process.platform,
      arch: process.arch,
      load: (dir) => {
        loaded.push(dir);
        return require(dir);
      },
    });
    expect(problems).toEqual([]);
    expect(loaded).toEqual([moduleDir]);
  });
});

describe('the afterPack check refuses a package whose keychain would not work', () => {
  it('keytar packed inside app.asar (not unpacked)', () => {
    const resourcesDir = mkdtempSync(join(tmpdir(), 'balcao-pack-'));
    made.push(resourcesDir);
    expect(check.packagedKeychainProblems({ resourcesDir, platform: 'win32', arch: 'x64' }).join()).toMatch(
      /not unpacked/,
    );
  });

  it('no binary for the target, or one built for another platform or machine', () => {
    const { resourcesDir, moduleDir } = packagedResources();
    rmSync(join(moduleDir, 'prebuilds', 'win32-x64'), { recursive: true });
    expect(check.packagedKeychainProblems({ resourcesDir, platform: 'win32', arch: 'x64' }).join()).toMatch(
      /no prebuilt binary for win32-x64/,
    );

    cpSync(join(moduleDir, 'prebuilds', 'linux-x64'), join(moduleDir, 'prebuilds', 'win32-x64'), { recursive: true });
    expect(check.packagedKeychainProblems({ resourcesDir, platform: 'win32', arch: 'x64' }).join()).toMatch(
      /not a pe library/,
    );

    cpSync(join(moduleDir, 'prebuilds', 'linux-arm64'), join(moduleDir, 'prebuilds', 'linux-x64'), { recursive: true });
    expect(check.packagedKeychainProblems({ resourcesDir, platform: 'linux', arch: 'x64' }).join()).toMatch(
      /not a elf library/,
    );

    writeFileSync(join(moduleDir, 'prebuilds', 'linux-arm64', 'keytar.node'), 'not a library');
    expect(check.packagedKeychainProblems({ resourcesDir, platform: 'linux', arch: 'arm64' }).join()).toMatch(
      /not a elf library/,
    );
  });

  it('a module that does not load, or loads without the functions used', () => {
    const { resourcesDir } = packagedResources();
    const base = { resourcesDir, platform: 'linux', arch: 'x64' };
    expect(
      check
        .packagedKeychainProblems({
          ...base,
          load: () => {
            throw new Error('libsecret-1.so.0: cannot open shared object file');
          },
        })
        .join(),
    ).toMatch(/does not load: libsecret/);
    expect(check.packagedKeychainProblems({ ...base, load: () => ({ getPassword() {} }) }).join()).toMatch(
      /no setPassword/,
    );
  });

  it('the hook itself fails the build with the reasons (electron-builder context)', async () => {
    const appOutDir = mkdtempSync(join(tmpdir(), 'balcao-appout-'));
    made.push(appOutDir);
    await expect(check({ appOutDir, electronPlatformName: 'win32', arch: 1, packager: {} })).rejects.toThrow(
      /keychain module would not work[\s\S]*not unpacked/,
    );
    cpSync(installedKeytar, join(appOutDir, 'resources', 'app.asar.unpacked', 'node_modules', 'keytar'), {
      recursive: true,
    });
    await expect(check({ appOutDir, electronPlatformName: 'win32', arch: 1, packager: {} })).resolves.toBeUndefined();
    await expect(check({ appOutDir, electronPlatformName: 'linux', arch: 1, packager: {} })).resolves.toBeUndefined();
  });
});
