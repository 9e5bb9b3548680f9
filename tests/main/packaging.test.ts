/**
 * electron-builder.yml, checked without packaging (no Electron binary here):
 * electron-builder's own schema validation, the targets, the icon, the native
 * keytar addon, the Electron fuses, and that the packaged files contain what
 * package.json `main` points to.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, posix, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const ROOT = resolve(__dirname, '../..');

interface BuilderConfig {
  appId?: string;
  productName?: string;
  directories?: { buildResources?: string; output?: string };
  files?: string[];
  icon?: string;
  asar?: boolean;
  asarUnpack?: string[];
  npmRebuild?: boolean;
  afterPack?: string;
  electronFuses?: Record<string, boolean>;
  extraMetadata?: Record<string, unknown>;
  win?: { target?: { target: string; arch?: string[] }[] };
  nsis?: Record<string, unknown>;
  linux?: { target?: string[]; category?: string; maintainer?: string };
  deb?: { depends?: string[] };
}

const config = parse(readFileSync(join(ROOT, 'electron-builder.yml'), 'utf8')) as BuilderConfig;
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  main: string;
  productName: string;
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** electron-builder-style glob (`**`, `*`, `?`) → RegExp over a /-separated relative path. */
function globToRegExp(glob: string): RegExp {
  let source = '';
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i] as string;
    if (char === '*' && glob[i + 1] === '*') {
      // `**/` = any number of directories (including none); `**` at the end = anything.
      if (glob[i + 2] === '/') {
        source += '(?:.*/)?';
        i += 2;
      } else {
        source += '.*';
        i += 1;
      }
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

function matchesAny(file: string, globs: readonly string[]): boolean {
  return globs.some((glob) => globToRegExp(glob).test(file));
}

type ValidateConfiguration = (config: unknown, logger: { isEnabled: boolean; add: () => void }) => Promise<void>;

/** The validation `electron-builder` runs before packaging (from app-builder-lib, its engine, resolved through it). */
function builderValidation(): (config: unknown) => Promise<void> {
  const requireFromBuilder = createRequire(require.resolve('electron-builder/package.json'));
  const { validateConfiguration } = requireFromBuilder('app-builder-lib/out/util/config/config') as {
    validateConfiguration: ValidateConfiguration;
  };
  return (candidate) => validateConfiguration(candidate, { isEnabled: false, add: () => {} });
}

/** Width and height from a PNG's IHDR chunk (which must come first). */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
    'PNG signature',
  ).toBe(true);
  expect(bytes.toString('latin1', 12, 16), 'first chunk').toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('electron-builder.yml', () => {
  it("passes electron-builder's own configuration validation (its JSON schema)", async () => {
    await expect(builderValidation()(config)).resolves.toBeUndefined();
  });

  it('that validation does catch mistakes (a misspelt fuse, an unknown option)', async () => {
    const validate = builderValidation();
    await expect(
      validate({ ...config, electronFuses: { ...config.electronFuses, runAsNodee: false } }),
    ).rejects.toThrow(/electronFuses/);
    await expect(validate({ ...config, asarUnpak: ['x'] })).rejects.toThrow(/asarUnpak/);
  });

  it('identifies the product', () => {
    expect(config.appId).toBe('br.com.seguradora.balcao');
    expect(config.productName).toBe('Balcão');
    expect(config.productName).toBe(pkg.productName);
  });

  it('packages the build output and package.json, and includes what `main` points to', () => {
    expect(config.files).toEqual(expect.arrayContaining(['out/**', 'package.json']));
    const main = posix.normalize(pkg.main.replace(/\\/g, '/')).replace(/^\.\//, '');
    expect(main).toBe('out/main/index.js');
    expect(matchesAny(main, config.files ?? [])).toBe(true);
    expect(matchesAny('out/preload/index.js', config.files ?? [])).toBe(true);
    expect(matchesAny('out/renderer/index.html', config.files ?? [])).toBe(true);
    expect(matchesAny('src-main/index.ts', config.files ?? [])).toBe(false);
    expect(matchesAny('resources/sandbox/fixtures.json', config.files ?? [])).toBe(false);
    expect(matchesAny('.env', config.files ?? [])).toBe(false);
  });

  it('packages (unpacked) every file the main process imports with `?asset`', () => {
    // electron-vite emits `join(__dirname, '../../resources/…')` for these: they
    // must be in the package, and `&asarUnpack` ones outside the archive.
    const source = readFileSync(join(ROOT, 'src-main/index.ts'), 'utf8');
    const assets = [...source.matchAll(/from '\.\.\/(resources\/[^'?]+)\?asset(&asarUnpack)?'/g)];
    expect(assets.length).toBeGreaterThan(0);
    for (const [, file = '', unpack] of assets) {
      expect(existsSync(join(ROOT, file)), file).toBe(true);
      expect(matchesAny(file, config.files ?? []), file).toBe(true);
      if (unpack) expect(matchesAny(file, config.asarUnpack ?? []), file).toBe(true);
    }
  });

  it('uses resources/ for build resources and a PNG icon of at least 256×256', () => {
    expect(config.directories?.buildResources).toBe('resources');
    expect(config.icon).toBe('resources/icon.png');
    const icon = join(ROOT, config.icon ?? '');
    expect(existsSync(icon)).toBe(true);
    const { width, height } = pngSize(icon);
    expect(width).toBeGreaterThanOrEqual(256);
    expect(height).toBeGreaterThanOrEqual(256);
  });

  it('puts the app in app.asar but keeps keytar (native .node) unpacked, never rebuilt from source (D130)', () => {
    expect(config.asar).toBe(true);
    expect(pkg.dependencies).toHaveProperty('keytar'); // a runtime dependency, so electron-builder ships it
    const unpack = config.asarUnpack ?? [];
    expect(unpack).toContain('**/node_modules/keytar/**');
    expect(matchesAny('node_modules/keytar/build/Release/keytar.node', unpack)).toBe(true);
    expect(matchesAny('node_modules/fastify/fastify.js', unpack)).toBe(false);
    expect(config.npmRebuild).toBe(false);
    expect(config.afterPack).toBe('scripts/check-packaged-keychain.cjs');
  });

  it('flips the Electron fuses', () => {
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      loadBrowserProcessSpecificV8Snapshot: false,
      grantFileProtocolExtraPrivileges: false,
    });
  });

  it('Windows: an assisted NSIS installer for x64, per user, installation folder selectable', () => {
    expect(config.win?.target).toEqual([{ target: 'nsis', arch: ['x64'] }]);
    expect(config.nsis).toMatchObject({ oneClick: false, perMachine: false, allowToChangeInstallationDirectory: true });
  });

  it('Linux: AppImage and deb, category Office, deb depends on libsecret for keytar', () => {
    expect(config.linux?.target).toEqual(['AppImage', 'deb']);
    expect(config.linux?.category).toBe('Office');
    // A deb needs a maintainer and a homepage (package.json has neither).
    expect(config.linux?.maintainer).toMatch(/<[^@\s>]+@[^@\s>]+>/);
    expect(config.extraMetadata?.['homepage']).toMatch(/^https:\/\//);
    const depends = config.deb?.depends ?? [];
    expect(depends).toContain('libsecret-1-0');
    // Setting `depends` replaces electron-builder's defaults: Electron's own libraries must still be there.
    expect(depends).toEqual(
      expect.arrayContaining(['libgtk-3-0', 'libnss3', 'libnotify4', 'libxss1', 'libxtst6', 'xdg-utils']),
    );
  });

  it('has package scripts that build first', () => {
    expect(pkg.scripts['package:win']).toBe(
      'electron-vite build && electron-builder --win --config electron-builder.config.cjs --publish never',
    );
    expect(pkg.scripts['package:linux']).toBe(
      'electron-vite build && electron-builder --linux --config electron-builder.config.cjs --publish never',
    );
    expect(pkg.devDependencies).toHaveProperty('electron-builder');
  });

  it('installed electron-builder supports electronFuses (>= 26)', () => {
    const { version } = JSON.parse(readFileSync(require.resolve('electron-builder/package.json'), 'utf8')) as {
      version: string;
    };
    expect(Number(version.split('.')[0])).toBeGreaterThanOrEqual(26);
  });
});

interface SigningModule {
  builderConfig(env: NodeJS.ProcessEnv): BuilderConfig & { win?: Record<string, unknown> };
  windowsSigning(env: NodeJS.ProcessEnv): Record<string, unknown>;
}
const signing = createRequire(__filename)(join(ROOT, 'electron-builder.config.cjs')) as SigningModule;

describe('Windows code signing from the environment (D138)', () => {
  const AZURE = {
    BALCAO_AZURE_SIGNING_ENDPOINT: 'https://eus.codesigning.azure.net',
    BALCAO_AZURE_SIGNING_ACCOUNT: 'seguradora',
    BALCAO_AZURE_SIGNING_PROFILE: 'balcao',
  };
  const PUBLISHER = { BALCAO_WIN_PUBLISHER_NAME: 'Seguradora S.A.' };

  it('nothing set: unsigned, exactly the YAML configuration', () => {
    expect(signing.windowsSigning({})).toEqual({});
    expect(signing.builderConfig({})).toEqual(config);
  });

  it('a certificate (CSC_LINK): signtool with the publisher name the updater checks', async () => {
    const built = signing.builderConfig({ CSC_LINK: 'C:\\certs\\balcao.pfx', CSC_KEY_PASSWORD: 'x', ...PUBLISHER });
    expect(built.win).toMatchObject({
      signtoolOptions: { publisherName: 'Seguradora S.A.', signingHashAlgorithms: ['sha256'] },
    });
    await expect(builderValidation()(built)).resolves.toBeUndefined();
  });

  it('Azure Trusted Signing: all three variables, passed through', async () => {
    const built = signing.builderConfig({ ...AZURE, ...PUBLISHER });
    expect(built.win).toMatchObject({
      azureSignOptions: {
        publisherName: 'Seguradora S.A.',
        endpoint: AZURE.BALCAO_AZURE_SIGNING_ENDPOINT,
        codeSigningAccountName: 'seguradora',
        certificateProfileName: 'balcao',
      },
    });
    expect(built.win).not.toHaveProperty('signtoolOptions');
    await expect(builderValidation()(built)).resolves.toBeUndefined();
  });

  it('a half-done setup stops the build with what is missing', () => {
    expect(() => signing.windowsSigning({ BALCAO_AZURE_SIGNING_ENDPOINT: 'https://x', ...PUBLISHER })).toThrow(
      /faltam BALCAO_AZURE_SIGNING_ACCOUNT, BALCAO_AZURE_SIGNING_PROFILE/,
    );
    expect(() => signing.windowsSigning({ CSC_LINK: 'a.pfx', ...AZURE, ...PUBLISHER })).toThrow(/não os dois/);
    expect(() => signing.windowsSigning({ WIN_CSC_LINK: 'a.pfx' })).toThrow(/BALCAO_WIN_PUBLISHER_NAME/);
  });

  it('the packaged app knows a generic update feed (replaced at run time by the policy), never published to', () => {
    expect((config as { publish?: unknown }).publish).toEqual({
      provider: 'generic',
      url: expect.stringMatching(/^https:\/\//),
    });
  });
});
