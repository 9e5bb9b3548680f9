/**
 * Main process, Electron adapter (thin, not run in tests). electron-updater's
 * generic provider on the feed the IT policy names (D135); every decision is
 * UpdatePolicy's, and whether a downloaded update may be installed is
 * update-signature.ts's (D274): the feed file and the installer signed with
 * the company's Ed25519 key, a later version than the installed one. Until
 * that verdict the policy never hears "downloaded", so nothing can install it
 * (neither "Reiniciar para atualizar" nor quitting). On Windows the installer
 * must also carry the Authenticode publisher the installed app was built with
 * (app-update.yml `publisherName`, electron-updater's own check).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { app, net } from 'electron';
import electronUpdater from 'electron-updater';
import { parse } from 'yaml';
// The company's public key, carried inside app.asar (integrity-checked): resources/update-public-key.pem.
import publicKeyPem from '../../resources/update-public-key.pem?raw';
import type { AppLog } from '../logging/app-log';
import type { UpdatesPort } from '../ports';
import { UpdatePolicy } from './update-policy';
import { feedFileReader, type InstallerKind, updatePublicKey, verifyDownloadedUpdate } from './update-signature';

/** How often the daily check is considered (the policy says when it is due). */
const TICK_MS = 60 * 60 * 1000;

function installerKind(): InstallerKind {
  if (process.platform === 'win32') return 'nsis';
  return process.env.APPIMAGE ? 'appimage' : 'deb';
}

/** Windows: the publisher electron-builder wrote into app-update.yml; without one electron-updater checks no signature. */
function windowsPublisher(): string | undefined {
  try {
    const config = parse(readFileSync(join(process.resourcesPath, 'app-update.yml'), 'utf8')) as {
      publisherName?: unknown;
    };
    const name = Array.isArray(config?.publisherName) ? config.publisherName[0] : config?.publisherName;
    return typeof name === 'string' && name.trim() ? name : undefined;
  } catch {
    return undefined;
  }
}

function unverifiable(): { pt: string; en: string } | undefined {
  if (!updatePublicKey(publicKeyPem)) {
    return {
      pt: 'Esta versão não traz a chave de verificação de atualizações da empresa.',
      en: 'This build carries no company key to verify updates with.',
    };
  }
  if (process.platform === 'win32' && !windowsPublisher()) {
    return {
      pt: 'Esta instalação não é assinada (sem publicador de código): atualizações desligadas.',
      en: 'This installation is not code-signed (no publisher): updates are off.',
    };
  }
  return undefined;
}

export function electronUpdates(options: {
  feedUrl: string | undefined;
  logs: AppLog;
  writesInFlight: () => number;
}): UpdatesPort {
  const refusal = app.isPackaged && options.feedUrl ? unverifiable() : undefined;
  const policy = new UpdatePolicy({
    feedUrl: options.feedUrl,
    packaged: app.isPackaged,
    currentVersion: app.getVersion(),
    clock: () => new Date(),
    ...(refusal ? { unverifiable: refusal } : {}),
  });
  const { autoUpdater } = electronUpdater;
  const port: UpdatesPort = {
    view: () => policy.view(),
    installDecision: (writes) => policy.installDecision(writes),
    quitAndInstall: () => autoUpdater.quitAndInstall(false, true),
  };
  if (!options.feedUrl || !app.isPackaged || refusal) return port;
  const feedUrl = options.feedUrl;

  autoUpdater.setFeedURL({ provider: 'generic', url: feedUrl });
  autoUpdater.autoDownload = true;
  // Never an older version, whatever the feed says (checked again in update-signature.ts).
  autoUpdater.allowDowngrade = false;
  // Decided at quit time instead (below): never under a write in flight, never before the signatures are verified.
  autoUpdater.autoInstallOnAppQuit = false;
  autoUpdater.logger = {
    info: (m: unknown) => options.logs.info('[updates]', m),
    warn: (m: unknown) => options.logs.warn('[updates]', m),
    error: (m: unknown) => options.logs.error('[updates]', m),
    debug: (m: unknown) => options.logs.debug('[updates]', m),
  };
  autoUpdater.on('checking-for-update', () => policy.checking());
  autoUpdater.on('update-available', (info) => policy.available(info.version));
  autoUpdater.on('update-not-available', () => policy.notAvailable());
  autoUpdater.on('update-downloaded', (event) => {
    void verifyDownloadedUpdate({
      kind: installerKind(),
      arch: process.arch,
      version: event.version,
      file: event.downloadedFile,
      installedVersion: app.getVersion(),
      publicKey: updatePublicKey(publicKeyPem),
      readFeedFile: feedFileReader(feedUrl, (input, init) =>
        net.fetch(input instanceof URL ? input.href : input, init),
      ),
    }).then((verdict) => {
      if (verdict.ok) {
        options.logs.info(
          `[updates] versão ${verdict.version} verificada (assinatura da empresa): pronta para instalar`,
        );
        policy.downloaded(verdict.version);
        return;
      }
      // The support bundle shows the policy's error; the log keeps the whole line.
      options.logs.error(`[updates] atualização ${event.version} recusada, não será instalada: ${verdict.reason}`);
      policy.failed(`Atualização ${event.version} recusada, não será instalada: ${verdict.reason}`);
    });
  });
  autoUpdater.on('error', (error) => policy.failed(error.message));

  const tick = () => {
    if (policy.shouldCheck())
      autoUpdater
        .checkForUpdates()
        .catch((error: unknown) => policy.failed(error instanceof Error ? error.message : String(error)));
  };
  tick();
  setInterval(tick, TICK_MS).unref();
  app.on('before-quit', () => {
    autoUpdater.autoInstallOnAppQuit = policy.installDecision(options.writesInFlight()).install;
  });
  return port;
}
