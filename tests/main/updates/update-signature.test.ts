/**
 * Signed updates (D274): a release folder signed with scripts/sign-update.ts
 * is accepted by the installed app's verifier on each platform's code path
 * (NSIS, AppImage, deb); a tampered installer, a tampered feed file, another
 * key, a missing signature and a downgrade are refused, so electron-updater's
 * download is never reported as ready to install.
 */
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { signReleaseFolder } from '../../../scripts/sign-update';
import {
  type DownloadedUpdate,
  feedFileName,
  feedFileReader,
  fileSha512,
  type InstallerKind,
  updatePublicKey,
  verifyDownloadedUpdate,
} from '../../../src-main/updates/update-signature';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function keyPair(): { publicKey: KeyObject; privateKey: KeyObject } {
  return generateKeyPairSync('ed25519');
}

const INSTALLER: Record<InstallerKind, string> = {
  nsis: 'balcao-setup-0.2.0-x64.exe',
  appimage: 'balcao-0.2.0-x86_64.AppImage',
  deb: 'balcao_0.2.0_amd64.deb',
};

/** A release folder as electron-builder leaves it (installer + feed file), signed; and a copy of the installer as downloaded. */
async function release(kind: InstallerKind, privateKey: KeyObject, version = '0.2.0') {
  const feed = mkdtempSync(join(tmpdir(), 'balcao-feed-'));
  const cache = mkdtempSync(join(tmpdir(), 'balcao-update-cache-'));
  dirs.push(feed, cache);
  const name = INSTALLER[kind];
  writeFileSync(join(feed, name), Buffer.from(`instalador ${kind} ${version} `.repeat(5000)));
  const sha512 = await fileSha512(join(feed, name));
  const feedName = feedFileName(kind, 'x64');
  writeFileSync(
    join(feed, feedName),
    stringify({
      version,
      files: [{ url: name, sha512, size: 1 }],
      path: name,
      sha512,
      releaseDate: '2026-11-27T05:00:00.000Z',
    }),
  );
  await signReleaseFolder(feed, privateKey);
  const downloaded = join(cache, name);
  copyFileSync(join(feed, name), downloaded);
  return { feed, feedName, name, downloaded };
}

function update(
  kind: InstallerKind,
  r: Awaited<ReturnType<typeof release>>,
  publicKey: KeyObject | undefined,
  overrides: Partial<DownloadedUpdate> = {},
): DownloadedUpdate {
  return {
    kind,
    arch: 'x64',
    version: '0.2.0',
    file: r.downloaded,
    installedVersion: '0.1.0',
    publicKey,
    readFeedFile: async (file) => readFileSync(join(r.feed, file)),
    ...overrides,
  };
}

describe.each(['nsis', 'appimage', 'deb'] as const)('the %s code path', (kind) => {
  it('a release signed with the company key is accepted', async () => {
    const { publicKey, privateKey } = keyPair();
    const r = await release(kind, privateKey);
    expect(await verifyDownloadedUpdate(update(kind, r, publicKey))).toEqual({ ok: true, version: '0.2.0' });
  });

  it('a tampered installer is refused (even with the feed file rewritten to its SHA-512, as whoever writes the feed can)', async () => {
    const { publicKey, privateKey } = keyPair();
    const r = await release(kind, privateKey);
    writeFileSync(r.downloaded, 'código de outra pessoa');
    expect(await verifyDownloadedUpdate(update(kind, r, publicKey))).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/não é o/),
    });
    // The feed now describes the tampered file, sha512 and all: its signature no longer holds.
    const yml = readFileSync(join(r.feed, r.feedName), 'utf8').replaceAll(
      await fileSha512(join(r.feed, r.name)),
      await fileSha512(r.downloaded),
    );
    writeFileSync(join(r.feed, r.feedName), yml);
    expect(await verifyDownloadedUpdate(update(kind, r, publicKey))).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/assinatura de latest/),
    });
  });

  it('a tampered feed file is refused (one byte changed)', async () => {
    const { publicKey, privateKey } = keyPair();
    const r = await release(kind, privateKey);
    writeFileSync(join(r.feed, r.feedName), `${readFileSync(join(r.feed, r.feedName), 'utf8')} `);
    expect(await verifyDownloadedUpdate(update(kind, r, publicKey))).toMatchObject({ ok: false });
  });

  it('a release signed with another key, or without signatures, is refused', async () => {
    const company = keyPair();
    const r = await release(kind, keyPair().privateKey);
    expect(await verifyDownloadedUpdate(update(kind, r, company.publicKey))).toMatchObject({ ok: false });
    const own = await release(kind, company.privateKey);
    unlinkSync(join(own.feed, `${own.name}.sig`));
    expect(await verifyDownloadedUpdate(update(kind, own, company.publicKey))).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/não pôde ser lida/),
    });
    expect(await verifyDownloadedUpdate(update(kind, own, undefined))).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/chave/),
    });
  });

  it('a downgrade is refused: an older or equal version, signed or not, and a signed old installer passed off as new', async () => {
    const { publicKey, privateKey } = keyPair();
    const old = await release(kind, privateKey, '0.0.9');
    expect(await verifyDownloadedUpdate(update(kind, old, publicKey, { version: '0.0.9' }))).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/não é posterior/),
    });
    expect(await verifyDownloadedUpdate(update(kind, old, publicKey, { version: '0.1.0' }))).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/não é posterior/),
    });
    // electron-updater says 0.2.0 (from a feed edited to say so) while the signed feed and installer are 0.0.9.
    expect(await verifyDownloadedUpdate(update(kind, old, publicKey, { version: '0.2.0' }))).toMatchObject({
      ok: false,
    });
  });
});

describe('the release signing script', () => {
  it('refuses to sign an installer that is not the one the feed file describes', async () => {
    const { privateKey } = keyPair();
    const r = await release('deb', privateKey);
    writeFileSync(join(r.feed, r.name), 'outro conteúdo');
    await expect(signReleaseFolder(r.feed, privateKey)).rejects.toThrow(/SHA-512 diferente/);
  });

  it('refuses a key that is not Ed25519', async () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const dir = mkdtempSync(join(tmpdir(), 'balcao-feed-'));
    dirs.push(dir);
    await expect(signReleaseFolder(dir, privateKey)).rejects.toThrow(/Ed25519/);
  });
});

describe('the key the app carries and the feed reader', () => {
  it('a placeholder or a non-Ed25519 key is no key', () => {
    expect(
      updatePublicKey(readFileSync(join(__dirname, '../../../resources/update-public-key.pem'), 'utf8')),
    ).toBeUndefined();
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({
      type: 'spki',
      format: 'pem',
    }) as string;
    expect(updatePublicKey(rsa)).toBeUndefined();
    const ed = keyPair().publicKey.export({ type: 'spki', format: 'pem' }) as string;
    expect(updatePublicKey(ed)).toBeDefined();
  });

  it('reads only plain file names under the feed, never following a redirect', async () => {
    const asked: Array<{ url: string; redirect: string | undefined }> = [];
    const read = feedFileReader('https://intranet.example/balcao', async (input, init) => {
      asked.push({ url: String(input), redirect: init?.redirect });
      return new Response('ok', { status: 200 });
    });
    expect((await read('latest.yml')).toString()).toBe('ok');
    expect(asked).toEqual([{ url: 'https://intranet.example/balcao/latest.yml', redirect: 'error' }]);
    for (const name of ['../latest.yml', 'a/b.yml', '.hidden', 'https://evil.example/x'])
      await expect(read(name)).rejects.toThrow(/recusado/);
    const failing = feedFileReader('https://intranet.example/balcao/', async () => new Response('no', { status: 404 }));
    await expect(failing('latest.yml.sig')).rejects.toThrow(/HTTP 404/);
  });
});
