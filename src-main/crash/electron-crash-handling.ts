/**
 * Main process, Electron adapter (thin, not run in tests: no Electron runtime
 * there). Local crash dumps, main-process errors into the log, and the
 * window's renderer reloaded when it crashes or hangs, as RendererRecovery
 * decides (D134).
 */
import { app, type BrowserWindow, crashReporter, dialog } from 'electron';
import type { AppLog } from '../logging/app-log';
import type { RendererRecovery } from './renderer-recovery';

/** Before `ready`: native crash dumps of every process, kept on this machine (no upload), for support. */
export function startLocalCrashDumps(): string {
  crashReporter.start({ uploadToServer: false, compress: true });
  return app.getPath('crashDumps');
}

/** Uncaught errors of the main process are logged (masked) instead of vanishing. */
export function logMainProcessErrors(logs: AppLog): void {
  process.on('uncaughtException', (error) => logs.error('[main] erro não tratado:', error));
  process.on('unhandledRejection', (reason) => logs.error('[main] promessa rejeitada sem tratamento:', reason));
}

export function recoverRenderer(win: BrowserWindow, recovery: RendererRecovery, logs: AppLog): void {
  const contents = win.webContents;
  let hangTimer: NodeJS.Timeout | undefined;

  const act = (action: ReturnType<RendererRecovery['rendererGone']>) => {
    if (action.kind === 'reload') {
      logs.error(
        `[renderer] ${action.reason === 'crashed' ? 'falhou' : 'travou'} (${action.detail}): recarregando a janela`,
      );
      contents.reload();
    } else if (action.kind === 'give-up') {
      logs.error(`[renderer] falhas repetidas (${action.detail}): recarga automática suspensa`);
      dialog.showErrorBox(
        'Balcão',
        'A janela do Balcão falhou várias vezes em poucos minutos e não será recarregada de novo automaticamente.\n' +
          'Feche e abra o Balcão. Se continuar, use "Copiar diagnóstico" em Configurações e abra um chamado.\n\n' +
          "Balcão's window failed several times in a few minutes. Close and reopen Balcão; if it keeps failing, copy the diagnostics from Settings for a support ticket.",
      );
    } else if (action.kind === 'wait') {
      clearTimeout(hangTimer);
      hangTimer = setTimeout(() => {
        if (recovery.hanging) act(recovery.unresponsive());
      }, action.ms);
    }
  };

  contents.on('render-process-gone', (_event, details) => act(recovery.rendererGone(details.reason, details.exitCode)));
  win.on('unresponsive', () => act(recovery.unresponsive()));
  win.on('responsive', () => {
    clearTimeout(hangTimer);
    recovery.responsive();
  });
  win.on('closed', () => clearTimeout(hangTimer));
}
