/**
 * Which service Balcão talks to right now: the embedded sandbox, Test or
 * Production, with its address, company code and subscription key. Builds the
 * API client for it; the key is read from the vault at each request and never
 * leaves the main process.
 */
import { createApiClient, type ApiClient } from '../api/client';
import type { SubscriptionKeyVault } from '../keychain/subscription-key-vault';
import type { EmbeddedSandboxPort } from '../ports';
import type { SettingsStore } from '../settings/settings-store';
import type { Environment } from '../../src-shared/settings-schema';
import { AppError } from '../ipc/app-error';

export interface Endpoint {
  environment: Environment;
  baseUrl: string;
  companyCode: string;
  timeoutMs: number;
}

export class EnvironmentService {
  private sandboxUrl: string | undefined;

  constructor(
    private readonly settings: SettingsStore,
    private readonly vault: SubscriptionKeyVault,
    private readonly sandbox: EmbeddedSandboxPort,
    private readonly fetchImpl: typeof fetch,
  ) {}

  get active(): Environment {
    return this.settings.current.activeEnvironment;
  }

  /** The embedded sandbox's URL once started (for the settings screen and app info). */
  get embeddedSandboxUrl(): string | undefined {
    return this.sandboxUrl;
  }

  async endpoint(environment: Environment = this.active): Promise<Endpoint> {
    const settings = this.settings.current;
    const timeoutMs = settings.requestTimeoutSeconds * 1000;
    if (environment === 'sandbox') {
      this.sandboxUrl ??= (await this.sandbox.start()).url;
      return { environment, baseUrl: this.sandboxUrl, companyCode: settings.environments.sandbox.companyCode, timeoutMs };
    }
    const { baseUrl, companyCode } = settings.environments[environment];
    if (!baseUrl) {
      throw new AppError(
        'not-found',
        `O endereço do ambiente ${environment === 'test' ? 'de Teste' : 'de Produção'} não foi configurado: informe-o nas Configurações.`,
        `The ${environment} environment's address is not configured: set it in Settings.`,
      );
    }
    return { environment, baseUrl, companyCode, timeoutMs };
  }

  /** A client for the environment, presenting the given token (D1). */
  async client(getAccessToken: () => string | undefined, environment: Environment = this.active): Promise<ApiClient> {
    const endpoint = await this.endpoint(environment);
    return createApiClient({
      baseUrl: endpoint.baseUrl,
      companyCode: endpoint.companyCode,
      timeoutMs: endpoint.timeoutMs,
      fetch: this.fetchImpl,
      getSubscriptionKey: async () => (await this.vault.get(environment)) ?? undefined,
      getAccessToken,
    });
  }
}
