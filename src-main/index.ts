/**
 * Electron main process entry. The secure shell (single instance, sandbox,
 * balcao:// protocol, navigation/permission guards, IPC sender check) lives in
 * ./security/; this file only says which window to open and what to start.
 */
import { join } from 'node:path';
import { app, BrowserWindow, dialog } from 'electron';
// `asarUnpack`: the path points into app.asar.unpacked once packaged (electron-builder.yml unpacks the icon).
import icon from '../resources/icon.png?asset&asarUnpack';
import { nodeFileSystem } from '../src-shared/node/file-system';
import { logMainProcessErrors, recoverRenderer, startLocalCrashDumps } from './crash/electron-crash-handling';
import { RendererRecovery } from './crash/renderer-recovery';
import { electronPorts } from './electron-ports';
import { electronTransport } from './ipc/electron-transport';
import { registerAllIpc } from './ipc/register-all-ipc';
import { createMainServices, type MainServices } from './main-services';
import { type ShellContext, startSecureShell } from './security/app-lifecycle';
import { mainWindowOptions } from './security/window-options';
import { createAppLog } from './logging/app-log';
import { answerProxyLogins } from './network/electron-proxy-login';
import { policyFilePath, readPolicy } from './policy/it-policy';
import { electronUpdates } from './updates/electron-updater-adapter';

// Before anything else: crash dumps, the IT policy, the log files, and where main-process errors go.
const crashDumpsDir = startLocalCrashDumps();
const policy = readPolicy(policyFilePath(process.platform), nodeFileSystem);
const policyLevel = policy.state === 'ok' ? policy.policy.logLevel : undefined;
const logs = createAppLog({ dir: app.getPath('logs'), level: policyLevel ?? 'info', console: !app.isPackaged });
logMainProcessErrors(logs);
logs.info(
  `[balcão] ${app.getVersion()} iniciando (${process.platform} ${process.arch}, Electron ${process.versions.electron})`,
);
if (policy.state === 'broken')
  logs.error(
    `[policy] ${policy.path} ${policy.problem} Até ser corrigido vale o mais restritivo: todas as configurações fixas, sem atualizações, sandbox oculto.`,
  );
if (policy.state === 'ok') logs.info(`[policy] ${policy.path} em vigor`);
const recovery = new RendererRecovery({ clock: () => new Date() });
answerProxyLogins(logs);

function createMainWindow(context: ShellContext): BrowserWindow {
  const win = new BrowserWindow(
    mainWindowOptions({
      preloadPath: join(__dirname, '../preload/index.js'),
      iconPath: process.platform === 'linux' ? icon : undefined,
      devTools: context.allowDevTools,
    }),
  );
  win.once('ready-to-show', () => win.show());
  recoverRenderer(win, recovery, logs);
  // balcao://app/index.html when packaged (or built and previewed), the Vite dev server under `electron-vite dev`.
  win.loadURL(context.entryUrl).catch((error: unknown) => logs.error('[shell] cannot load the renderer:', error));
  return win;
}

/**
 * Runs after the session is hardened, before the window opens: settings,
 * keychain, journal and API services, and every IPC channel behind the
 * sender check. A settings file that cannot be read is not replaced: the
 * first screen shows its message and asks again once it is fixed; anything
 * else that stops the services stops the app with its message.
 */
async function startServices(_context: ShellContext): Promise<void> {
  // Masked by the log itself (app-log.ts).
  const log = (line: string) => logs.info(`[balcão] ${line}`);
  let services: MainServices | undefined;
  const updates = electronUpdates({
    feedUrl: policy.state === 'ok' ? policy.policy.updateFeedUrl : undefined,
    logs,
    writesInFlight: () => services?.operations.writesInFlight ?? 0,
  });
  try {
    services = await createMainServices(electronPorts(log, { logs, policy, updates, recovery, crashDumpsDir }));
  } catch (error) {
    logs.error('[shell] os serviços não puderam iniciar:', error);
    dialog.showErrorBox('Balcão não pode iniciar', error instanceof Error ? error.message : String(error));
    app.exit(1);
    return;
  }
  const started = services;
  try {
    logs.setLevel(started.support.status().logLevel);
  } catch {
    // settings.json unreadable: its error is on the first screen; the level stays as it is.
  }
  registerAllIpc({ transport: electronTransport(log), log }, started);
  app.on('will-quit', () => void started.close());
}

// Native date inputs and number formats follow the branch's language, not the OS account's.
app.commandLine.appendSwitch('lang', 'pt-BR');

startSecureShell({
  rendererRoot: join(__dirname, '../renderer'),
  startServices,
  createMainWindow,
});
