/**
 * Release time: signs an update folder (what `npm run package:win` /
 * `package:linux` leave in dist/) with the company's Ed25519 private key, so
 * the installed app accepts it (src-main/updates/update-signature.ts, D274).
 * Writes `<feed>.sig` beside each `latest*.yml` and `<installer>.sig` beside
 * each installer it lists, after checking the installer is the one the feed
 * describes (its SHA-512). Copy the whole folder, .sig files included, to the
 * update feed.
 *
 *   BALCAO_UPDATE_SIGNING_KEY=/caminho/balcao-update.key npx tsx scripts/sign-update.ts dist
 *   npx tsx scripts/sign-update.ts dist --key /caminho/balcao-update.key
 *
 * The key never goes in the repository: keep it on the release machine (or a
 * token/HSM that exports to a file only during the release).
 */
import { createPrivateKey, type KeyObject } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { parse } from 'yaml';
import { fileSha512, installerStatement, signText } from '../src-main/updates/update-signature';

/** Signs every feed file of `dir` and the installers they list; the names of the files written. */
export async function signReleaseFolder(dir: string, privateKey: KeyObject): Promise<string[]> {
  if (privateKey.asymmetricKeyType !== 'ed25519')
    throw new Error('A chave de assinatura de atualizações deve ser Ed25519 (openssl genpkey -algorithm ed25519).');
  const feeds = readdirSync(dir).filter((name) => /^latest(?:-[\w-]+)?\.yml$/.test(name));
  if (feeds.length === 0) throw new Error(`Nenhum latest*.yml em ${dir}: rode o empacotamento antes de assinar.`);
  const written: string[] = [];
  for (const feedName of feeds) {
    const bytes = readFileSync(join(dir, feedName));
    const feed = parse(bytes.toString('utf8')) as {
      version?: unknown;
      files?: Array<{ url?: unknown; sha512?: unknown }>;
    };
    if (typeof feed?.version !== 'string' || !Array.isArray(feed.files))
      throw new Error(`${feedName} não tem version e files.`);
    for (const file of feed.files) {
      if (typeof file.url !== 'string' || typeof file.sha512 !== 'string' || basename(file.url) !== file.url)
        throw new Error(`${feedName}: entrada de arquivo inválida.`);
      const sha512 = await fileSha512(join(dir, file.url));
      if (sha512 !== file.sha512)
        throw new Error(`${file.url} não é o arquivo que ${feedName} descreve (SHA-512 diferente): empacote de novo.`);
      writeFileSync(
        join(dir, `${file.url}.sig`),
        `${signText(installerStatement(file.url, feed.version, sha512), privateKey)}\n`,
      );
      written.push(`${file.url}.sig`);
    }
    writeFileSync(join(dir, `${feedName}.sig`), `${signText(bytes, privateKey)}\n`);
    written.push(`${feedName}.sig`);
  }
  return written;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const keyAt = args.indexOf('--key');
  const keyPath = keyAt >= 0 ? args[keyAt + 1] : process.env.BALCAO_UPDATE_SIGNING_KEY;
  const dir = args.find((arg, i) => !arg.startsWith('--') && i !== keyAt + 1) ?? 'dist';
  if (!keyPath)
    throw new Error(
      'Informe a chave privada: BALCAO_UPDATE_SIGNING_KEY=/caminho/chave.pem ou --key /caminho/chave.pem.',
    );
  const key = createPrivateKey(readFileSync(resolve(keyPath)));
  for (const name of await signReleaseFolder(resolve(dir), key)) console.log(`assinado: ${name}`);
}

// Run as a script (not when a test imports it).
if (process.argv[1] && /sign-update\.[cm]?[jt]s$/.test(process.argv[1])) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
