/** Settings and subscription keys as the settings screen sees them, and the "test connection" action. */
import type { ConnectionTestResult, EnvironmentName, KeyStatus, SettingsView } from '../../src-shared/ipc';
import { ApiError } from '../api/api-error';
import { InvalidSubscriptionKeyError, type SubscriptionKeyVault } from '../keychain/subscription-key-vault';
import { AppError } from '../ipc/app-error';
import { TLS_FAILURE } from '../ipc/to-ipc-error';
import type { ClipboardPort } from '../ports';
import { ENVIRONMENTS, type SettingsPatch } from '../../src-shared/settings-schema';
import type { SettingsStore } from '../settings/settings-store';
import type { EnvironmentService } from './environment-service';
import type { ResponseCache } from './response-cache';
import type { SessionService } from './session-service';

export class SettingsService {
  constructor(
    private readonly store: SettingsStore,
    private readonly vault: SubscriptionKeyVault,
    private readonly environments: EnvironmentService,
    private readonly session: SessionService,
    private readonly cache: ResponseCache,
    private readonly clipboard: ClipboardPort,
    private readonly clock: () => Date,
  ) {}

  async view(): Promise<SettingsView> {
    const settings = this.store.current;
    const keys = Object.fromEntries(await Promise.all(ENVIRONMENTS.map(async (env) => [env, await this.keyStatus(env)] as const))) as Record<EnvironmentName, KeyStatus>;
    const sandboxUrl = this.environments.embeddedSandboxUrl;
    return {
      activeEnvironment: settings.activeEnvironment,
      environments: settings.environments,
      language: settings.language,
      theme: settings.theme,
      requestTimeoutSeconds: settings.requestTimeoutSeconds,
      keys,
      ...(sandboxUrl ? { sandboxUrl } : {}),
    };
  }

  async update(patch: SettingsPatch): Promise<SettingsView> {
    const before = this.store.current;
    const after = this.store.update(patch);
    const endpointChanged =
      before.activeEnvironment !== after.activeEnvironment ||
      JSON.stringify(before.environments[before.activeEnvironment]) !== JSON.stringify(after.environments[after.activeEnvironment]);
    // Tokens and cached data belong to the service they came from.
    if (endpointChanged) {
      this.session.logout();
      this.cache.clear();
    }
    return this.view();
  }

  async keyStatus(environment: EnvironmentName): Promise<KeyStatus> {
    const status = await this.vault.status(environment);
    return {
      environment,
      set: status.set,
      storage: status.storage,
      usingDefault: status.usingDefault,
      keychainAvailable: status.keychainAvailable,
      ...(status.lastFour ? { lastFour: status.lastFour } : {}),
      ...(status.keychainProblem ? { keychainProblem: status.keychainProblem } : {}),
    };
  }

  /** Takes the key from the clipboard, so it never crosses IPC; clears the clipboard afterwards. */
  async setKeyFromClipboard(environment: EnvironmentName): Promise<KeyStatus> {
    const text = await this.clipboard.readText();
    try {
      await this.vault.set(environment, text);
    } catch (error) {
      if (error instanceof InvalidSubscriptionKeyError) {
        throw new AppError('invalid-input', `A área de transferência não contém uma chave válida: ${error.message}`, 'The clipboard does not hold a valid key.', {
          fieldErrors: { key: error.message },
        });
      }
      throw error;
    }
    if ((await this.clipboard.readText()) === text) await this.clipboard.clear();
    if (environment === this.environments.active) this.session.logout();
    return this.keyStatus(environment);
  }

  async removeKey(environment: EnvironmentName): Promise<KeyStatus> {
    await this.vault.remove(environment);
    if (environment === this.environments.active) this.session.logout();
    return this.keyStatus(environment);
  }

  /** Calls a cheap read (Op20) with the environment's key: unreachable, TLS, key rejected or OK. */
  async testConnection(environment: EnvironmentName): Promise<ConnectionTestResult> {
    const started = this.clock().getTime();
    const result = (outcome: ConnectionTestResult['outcome'], message: string, messageEn: string, httpStatus?: number): ConnectionTestResult => ({
      environment,
      outcome,
      message,
      messageEn,
      durationMs: this.clock().getTime() - started,
      ...(httpStatus ? { httpStatus } : {}),
    });
    try {
      const client = await this.environments.client(() => undefined, environment);
      await client.listCompanyActivities({});
      return result('ok', 'Conexão estabelecida e chave de assinatura aceita.', 'Connected; the subscription key was accepted.', 200);
    } catch (error) {
      if (error instanceof AppError && error.ipc.code === 'not-found') return result('not-configured', error.ipc.message, error.ipc.messageEn);
      if (!(error instanceof ApiError)) throw error;
      switch (error.kind) {
        case 'no-key':
          return result('key-missing', 'Nenhuma chave de assinatura definida para este ambiente.', 'No subscription key set for this environment.');
        case 'timeout':
          return result('timeout', 'O serviço não respondeu a tempo.', 'The service did not answer in time.');
        case 'network':
          if (error.connectFailed === false) {
            return result('unexpected', 'A conexão foi aberta mas caiu antes da resposta: o serviço ou um proxy a interrompeu.', 'The connection opened but dropped before the answer.');
          }
          return TLS_FAILURE.test(error.networkCode ?? '')
            ? result('tls', 'Falha na conexão segura: o certificado do servidor foi recusado.', 'Secure connection failed: the server certificate was rejected.')
            : // The same words as on login and on every screen: "não foi possível conectar ao servidor".
              result('unreachable', error.userMessage, error.userMessageEn);
        case 'http':
          if (error.status === 401) return result('key-rejected', 'A chave de assinatura foi recusada pelo serviço (401).', 'The subscription key was rejected (401).', 401);
          // Any other answer means the host and the key were accepted by the gateway.
          if (error.status === 403 || error.status === 404 || error.status === 422) {
            return result('ok', 'Conexão estabelecida e chave aceita (a operação de teste respondeu com restrição de acesso).', 'Connected; the key was accepted.', error.status);
          }
          return result('unexpected', `O serviço respondeu com erro ${error.status}.`, `The service answered with error ${error.status}.`, error.status);
        default:
          return result('unexpected', error.userMessage, error.userMessageEn, error.status);
      }
    }
  }
}
