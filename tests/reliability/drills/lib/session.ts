/**
 * One employee's Balcão without Electron: the whole main-process handler
 * layer (settings, session, journal, API client, IPC handlers) on its own
 * user-data folder, driven through `window.api`, but pointed at a sandbox
 * that runs elsewhere (another process, or shared by many sessions). The
 * only port replaced is the embedded sandbox's: it answers with the given
 * URL instead of starting one, so the environment stays "sandbox" with its
 * demo key, exactly as on a branch machine's first run.
 */
import { buildApi, type BalcaoApi } from '../../../../src-shared/ipc';
import { EMBEDDED_SANDBOX_KEY } from '../../../../src-main/embedded-sandbox';
import { createInProcessTransport } from '../../../../src-main/ipc/in-process-transport';
import { registerAllIpc } from '../../../../src-main/ipc/register-all-ipc';
import { createMainServices, type MainServices } from '../../../../src-main/main-services';
import type { SecretStore } from '../../../../src-main/keychain/secret-store';
import { createNodePorts, type NodePorts } from '../../../../src-main/node-ports';
import { errorText } from '../../../../src-renderer/i18n/error-text';

export interface DrillSession {
  api: BalcaoApi;
  services: MainServices;
  ports: NodePorts;
  userDataDir: string;
  login(username?: string, password?: string): Promise<void>;
  close(): Promise<void>;
}

export async function startSession(options: {
  userDataDir: string;
  sandboxUrl: string;
  log?: (line: string) => void;
  secretStore?: SecretStore;
}): Promise<DrillSession> {
  const base = createNodePorts({
    userDataDir: options.userDataDir,
    log: options.log ?? (() => undefined),
    ...(options.secretStore ? { secretStore: options.secretStore } : {}),
  });
  const ports: NodePorts = {
    ...base,
    sandbox: {
      start: async () => ({ url: options.sandboxUrl, demoKey: EMBEDDED_SANDBOX_KEY }),
      stop: async () => undefined,
    },
  };
  const services = await createMainServices(ports);
  const transport = createInProcessTransport();
  registerAllIpc({ transport, log: ports.log }, services);
  const api = buildApi(transport.send);
  return {
    api,
    services,
    ports,
    userDataDir: options.userDataDir,
    async login(username = 'atendente', password = 'Balcao@2026') {
      const result = await api.session.login({ username, password });
      if (!result.ok) throw new Error(`login: ${result.error.code} ${errorText(result.error, 'pt-BR')}`);
    },
    close: () => services.close(),
  };
}
