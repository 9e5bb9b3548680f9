/**
 * Main process and release script, plain Node. Updates are signed at release
 * time with the company's Ed25519 key (scripts/sign-update.ts) and verified by
 * the installed app against the public key it carries, before anything is
 * installed, on every platform (D274):
 *
 * - the feed file (`latest.yml`, `latest-linux.yml`) is signed as it is, byte
 *   for byte: `<name>.sig` beside it;
 * - each installer is signed through a statement naming the product, its file
 *   name, its version and its SHA-512 (`<installer>.sig`): the installer is
 *   hashed as a stream, so checking a 100 MB file never holds the main
 *   process, and a signed old installer cannot be passed off as a new version.
 *
 * A signature is the base64 of the 64-byte Ed25519 signature, on one line.
 * What electron-updater downloaded is installed only when the signed feed
 * names the same version, that version is above the installed one, the
 * file's SHA-512 is the one the signed feed gives for it, and its own
 * signature holds.
 */
import { createHash, createPublicKey, type KeyObject, sign, verify } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { basename } from 'node:path';
import semver from 'semver';
import { parse } from 'yaml';

/** How each platform's updater installs: the feed file it reads and the installer it takes from it. */
export type InstallerKind = 'nsis' | 'appimage' | 'deb';

const INSTALLER_EXTENSION: Record<InstallerKind, string> = { nsis: '.exe', appimage: '.AppImage', deb: '.deb' };

/** The feed file electron-updater reads on this platform (its own naming: `latest.yml`, `latest-linux[-arch].yml`). */
export function feedFileName(kind: InstallerKind, arch: string): string {
  if (kind === 'nsis') return 'latest.yml';
  return arch === 'x64' ? 'latest-linux.yml' : `latest-linux-${arch}.yml`;
}

/** What an installer's signature covers. */
export function installerStatement(fileName: string, version: string, sha512: string): string {
  return `balcao-update-v1\n${fileName}\n${version}\n${sha512}\n`;
}

export function signText(text: string | Buffer, privateKey: KeyObject | string): string {
  return sign(null, typeof text === 'string' ? Buffer.from(text) : text, privateKey).toString('base64');
}

/** True when `signature` (base64, as in a .sig file) is the key's signature of `data`; false for anything else. */
export function signatureHolds(data: string | Buffer, signature: string, publicKey: KeyObject): boolean {
  const bytes = Buffer.from(signature.trim(), 'base64');
  if (bytes.length !== 64) return false;
  try {
    return verify(null, typeof data === 'string' ? Buffer.from(data) : data, publicKey, bytes);
  } catch {
    return false;
  }
}

/** The Ed25519 public key in PEM, or undefined when the text holds none (a build without the company's key). */
export function updatePublicKey(pem: string): KeyObject | undefined {
  if (!pem.includes('BEGIN PUBLIC KEY')) return undefined;
  try {
    const key = createPublicKey(pem);
    return key.asymmetricKeyType === 'ed25519' ? key : undefined;
  } catch {
    return undefined;
  }
}

/** SHA-512 of a file in base64 (electron-updater's notation), read as a stream. */
export function fileSha512(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha512');
    createReadStream(path)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('base64')));
  });
}

interface FeedFile {
  url: string;
  sha512: string;
}

/** The version and files a feed file names, or undefined when it does not read as one. */
function readFeed(text: string): { version: string; files: FeedFile[] } | undefined {
  let feed: unknown;
  try {
    feed = parse(text);
  } catch {
    return undefined;
  }
  if (typeof feed !== 'object' || feed === null) return undefined;
  const { version, files } = feed as { version?: unknown; files?: unknown };
  if (typeof version !== 'string' || !Array.isArray(files)) return undefined;
  const list = files.filter(
    (file): file is FeedFile =>
      typeof file === 'object' && file !== null && typeof file.url === 'string' && typeof file.sha512 === 'string',
  );
  return { version, files: list };
}

export interface DownloadedUpdate {
  kind: InstallerKind;
  arch: string;
  /** The version electron-updater is about to install (its UpdateInfo). */
  version: string;
  /** The file it downloaded. */
  file: string;
  installedVersion: string;
  publicKey: KeyObject | undefined;
  /** Reads a file of the feed (relative name) as bytes; rejects when it cannot. */
  readFeedFile: (name: string) => Promise<Buffer>;
}

export type UpdateVerdict = { ok: true; version: string } | { ok: false; reason: string; reasonEn: string };

const refuse = (reason: string, reasonEn: string): UpdateVerdict => ({ ok: false, reason, reasonEn });

/** Whether a downloaded update may be installed; the reason (pt-BR and English) when not. Never throws. */
export async function verifyDownloadedUpdate(update: DownloadedUpdate): Promise<UpdateVerdict> {
  const { publicKey } = update;
  if (!publicKey)
    return refuse(
      'esta instalação não tem a chave de verificação de atualizações da empresa.',
      'this installation carries no company key to verify updates with.',
    );
  if (!semver.valid(update.version) || !semver.gt(update.version, update.installedVersion)) {
    return refuse(
      `a versão oferecida (${String(update.version).slice(0, 40)}) não é posterior à instalada (${update.installedVersion}).`,
      `the version offered (${String(update.version).slice(0, 40)}) is not later than the installed one (${update.installedVersion}).`,
    );
  }
  const feedName = feedFileName(update.kind, update.arch);
  let feedBytes: Buffer;
  let feedSignature: Buffer;
  try {
    [feedBytes, feedSignature] = await Promise.all([
      update.readFeedFile(feedName),
      update.readFeedFile(`${feedName}.sig`),
    ]);
  } catch (error) {
    return refuse(
      `${feedName} ou sua assinatura não puderam ser lidos (${(error as Error).message}).`,
      `${feedName} or its signature could not be read (${(error as Error).message}).`,
    );
  }
  if (!signatureHolds(feedBytes, feedSignature.toString('utf8'), publicKey)) {
    return refuse(
      `a assinatura de ${feedName} não confere com a chave da empresa.`,
      `the signature of ${feedName} does not match the company key.`,
    );
  }
  const feed = readFeed(feedBytes.toString('utf8'));
  if (!feed) return refuse(`${feedName} assinado não pôde ser lido.`, `the signed ${feedName} could not be read.`);
  if (feed.version !== update.version) {
    return refuse(
      `${feedName} assinado é da versão ${feed.version.slice(0, 40)}, não da baixada.`,
      `the signed ${feedName} is for version ${feed.version.slice(0, 40)}, not the one downloaded.`,
    );
  }
  const extension = INSTALLER_EXTENSION[update.kind];
  const entry = feed.files.find(
    (file) => file.url.endsWith(extension) && !file.url.includes('/') && !file.url.includes('\\'),
  );
  if (!entry)
    return refuse(
      `${feedName} assinado não lista um instalador ${extension}.`,
      `the signed ${feedName} lists no ${extension} installer.`,
    );
  let sha512: string;
  try {
    sha512 = await fileSha512(update.file);
  } catch (error) {
    return refuse(
      `o arquivo baixado não pôde ser lido (${(error as Error).message}).`,
      `the downloaded file could not be read (${(error as Error).message}).`,
    );
  }
  if (sha512 !== entry.sha512) {
    return refuse(
      `o arquivo baixado não é o ${entry.url} que ${feedName} assinado descreve.`,
      `the downloaded file is not the ${entry.url} the signed ${feedName} describes.`,
    );
  }
  let installerSignature: Buffer;
  try {
    installerSignature = await update.readFeedFile(`${entry.url}.sig`);
  } catch (error) {
    return refuse(
      `a assinatura de ${entry.url} não pôde ser lida (${(error as Error).message}).`,
      `the signature of ${entry.url} could not be read (${(error as Error).message}).`,
    );
  }
  if (
    !signatureHolds(
      installerStatement(basename(entry.url), feed.version, sha512),
      installerSignature.toString('utf8'),
      publicKey,
    )
  ) {
    return refuse(
      `a assinatura de ${entry.url} não confere com a chave da empresa.`,
      `the signature of ${entry.url} does not match the company key.`,
    );
  }
  return { ok: true, version: feed.version };
}

/** Largest feed or signature file read (a feed file is a few hundred bytes). */
const FEED_FILE_LIMIT_BYTES = 256 * 1024;

/**
 * Reads small files (feed, signatures) from the https feed: plain file names only, no redirect followed, at most
 * FEED_FILE_LIMIT_BYTES.
 */
export function feedFileReader(feedUrl: string, fetchImpl: typeof fetch): (name: string) => Promise<Buffer> {
  const base = new URL(feedUrl.endsWith('/') ? feedUrl : `${feedUrl}/`);
  return async (name) => {
    if (!/^[\w.-]+$/.test(name) || name.startsWith('.'))
      throw new Error(`nome de arquivo recusado: ${name.slice(0, 80)}`);
    const response = await fetchImpl(new URL(encodeURIComponent(name), base), { redirect: 'error', cache: 'no-store' });
    if (response.status !== 200) throw new Error(`${name}: HTTP ${response.status}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.length > FEED_FILE_LIMIT_BYTES) throw new Error(`${name}: maior que ${FEED_FILE_LIMIT_BYTES} bytes`);
    return bytes;
  };
}
