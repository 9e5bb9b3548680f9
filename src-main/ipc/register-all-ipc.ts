/** Main process. Every IPC channel, one register function per domain (Bruno's layout); the operation channels from the contract's table. */
import type { MainServices } from '../main-services';
import { registerChannel, type RegisterContext } from './register-channel';
import { registerOperationsIpc } from './register-operations-ipc';

function registerAppIpc(ctx: RegisterContext, s: MainServices): void {
  registerChannel(ctx, 'app', 'info', () => s.app.info());
  registerChannel(ctx, 'app', 'openExternal', ({ url }) => s.app.openExternal(url));
  registerChannel(ctx, 'app', 'showInFolder', async ({ journalEntryId }) => s.app.showInFolder(journalEntryId));
}

function registerSettingsIpc(ctx: RegisterContext, s: MainServices): void {
  registerChannel(ctx, 'settings', 'get', () => s.settings.view());
  registerChannel(ctx, 'settings', 'update', (patch) => s.settings.update(patch));
  registerChannel(ctx, 'settings', 'testConnection', ({ environment }) => s.settings.testConnection(environment));
}

function registerKeychainIpc(ctx: RegisterContext, s: MainServices): void {
  registerChannel(ctx, 'keychain', 'status', ({ environment }) => s.settings.keyStatus(environment));
  registerChannel(ctx, 'keychain', 'setFromClipboard', ({ environment }) =>
    s.settings.setKeyFromClipboard(environment),
  );
  registerChannel(ctx, 'keychain', 'remove', ({ environment }) => s.settings.removeKey(environment));
}

function registerSessionIpc(ctx: RegisterContext, s: MainServices): void {
  registerChannel(ctx, 'session', 'login', ({ username, password }) => s.session.login(username, password));
  registerChannel(ctx, 'session', 'logout', async () => s.session.logout());
  registerChannel(ctx, 'session', 'current', async () => s.session.info());
}

function registerJournalIpc(ctx: RegisterContext, s: MainServices): void {
  registerChannel(ctx, 'journal', 'list', async (filter) => s.history.list(filter));
  registerChannel(ctx, 'journal', 'resolveUnknown', async (input) => s.history.resolveUnknown(input));
  registerChannel(ctx, 'journal', 'recordCpfReveal', async ({ cpf, name }) => s.history.recordCpfReveal(cpf, name));
}

function registerExportIpc(ctx: RegisterContext, s: MainServices): void {
  registerChannel(ctx, 'export', 'file', (request) => s.exports.exportFile(request));
  registerChannel(ctx, 'export', 'print', (request) => s.exports.print(request));
  registerChannel(ctx, 'receipt', 'pdf', (request) => s.receipts.savePdf(request));
  registerChannel(ctx, 'receipt', 'print', (request) => s.receipts.print(request));
}

function registerMovementsIpc(ctx: RegisterContext, s: MainServices): void {
  registerChannel(ctx, 'movements', 'open', (request) => s.movements.open(request));
  registerChannel(ctx, 'movements', 'window', (request) => s.movements.window(request));
  registerChannel(ctx, 'movements', 'summary', (request) => s.movements.summary(request));
}

function registerServiceStatusIpc(ctx: RegisterContext, s: MainServices): void {
  registerChannel(ctx, 'serviceStatus', 'waits', ({ after }) => s.serviceWaits.next(after));
}

function registerDiagnosticsIpc(ctx: RegisterContext, s: MainServices): void {
  registerChannel(ctx, 'diagnostics', 'contractDrift', async () =>
    s.contractDrift.view((await s.settings.view()).activeEnvironment),
  );
}

function registerSupportIpc(ctx: RegisterContext, s: MainServices): void {
  registerChannel(ctx, 'support', 'status', async () => s.support.status());
  registerChannel(ctx, 'support', 'setLogLevel', async ({ level }) => s.support.setLogLevel(level));
  registerChannel(ctx, 'support', 'openLogsFolder', () => s.support.openLogsFolder());
  registerChannel(ctx, 'support', 'copyDiagnostics', () => s.support.copyDiagnostics());
  registerChannel(ctx, 'support', 'restartToUpdate', async () => s.support.restartToUpdate());
  registerChannel(ctx, 'support', 'rememberPlace', async ({ place }) => s.support.rememberPlace(place));
  registerChannel(ctx, 'support', 'recoveryNotice', async () => s.support.recoveryNotice());
}

export function registerAllIpc(ctx: RegisterContext, services: MainServices): void {
  registerAppIpc(ctx, services);
  registerSettingsIpc(ctx, services);
  registerKeychainIpc(ctx, services);
  registerSessionIpc(ctx, services);
  registerJournalIpc(ctx, services);
  registerExportIpc(ctx, services);
  registerMovementsIpc(ctx, services);
  registerServiceStatusIpc(ctx, services);
  registerDiagnosticsIpc(ctx, services);
  registerSupportIpc(ctx, services);
  registerOperationsIpc(ctx, services.operations);
}
