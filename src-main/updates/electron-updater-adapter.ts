/**
 * Main process, Electron adapter (thin, not run in tests). electron-updater's
 * generic provider on the feed the IT policy names (D135); every decision is
 * UpdatePolicy's. Downloads are checked against the sha512 in the feed's
 * latest.yml and, on Windows, against the publisher of the installed app's
 * code signature (electron-builder.yml `publish` writes app-update.yml).
 */
import { app } from 'electron';
import electronUpdater from 'electron-updater';
import type { AppLog } from '../logging/app-log';
import type { UpdatesPort } from '../services/support-service';
import { UpdatePolicy } from './update-policy';

/** How often the daily check is considered (the policy says when it is due). */
const TICK_MS = 60 * 60 * 1000;

export function electronUpdates(options: { feedUrl: string | undefined; logs: AppLog; writesInFlight: () => number }): UpdatesPort {
  const policy = new UpdatePolicy({ feedUrl: options.feedUrl, packaged: app.isPackaged, currentVersion: app.getVersion(), clock: () => new Date() });
  const { autoUpdater } = electronUpdater;
  const port: UpdatesPort = {
    view: () => policy.view(),
    installDecision: (writes) => policy.installDecision(writes),
    quitAndInstall: () => autoUpdater.quitAndInstall(false, true),
  };
  if (!options.feedUrl || !app.isPackaged) return port;

  autoUpdater.setFeedURL({ provider: 'generic', url: options.feedUrl });
  autoUpdater.autoDownload = true;
  // Decided at quit time instead (below): never under a write in flight.
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
  autoUpdater.on('update-downloaded', (info) => policy.downloaded(info.version));
  autoUpdater.on('error', (error) => policy.failed(error.message));

  const tick = () => {
    if (policy.shouldCheck()) autoUpdater.checkForUpdates().catch((error: unknown) => policy.failed(error instanceof Error ? error.message : String(error)));
  };
  tick();
  setInterval(tick, TICK_MS).unref();
  app.on('before-quit', () => {
    autoUpdater.autoInstallOnAppQuit = policy.installDecision(options.writesInFlight()).install;
  });
  return port;
}
