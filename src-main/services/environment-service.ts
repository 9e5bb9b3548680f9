/**
 * Which service Balcão talks to right now: the embedded sandbox, Test or
 * Production, with its address, company code and subscription key. Hands out
 * the API client for it: one per environment and address, company code and
 * time limit, kept while those settings stay the same (building one merges
 * axios' defaults, on every call that was). The key comes from the vault at
 * each request (the vault keeps it in memory), only if it was entered for the
 * origin the client calls, and never leaves the main process.
 */
import { createApiClient, type ApiClient, type ServiceWait } from '../api-client/client';
import type { ContractDriftLog } from '../diagnostics/contract-drift-log';
import type { ServiceWaits } from './service-waits';
import { SANDBOX_KEY_BINDING, type SubscriptionKeyVault } from '../keychain/subscription-key-vault';
import type { EmbeddedSandboxPort } from '../ports';
import type { SettingsSnapshot, SettingsStore } from '../settings/settings-store';
import type { Environment } from '../../src-shared/settings-schema';
import { AppError } from '../errors';
import { words } from '../../src-shared/words/error-codes';

export interface Endpoint {
  environment: Environment;
  baseUrl: string;
  companyCode: string;
  timeoutMs: number;
}

/** Where a client takes the access token it presents (D1). */
export type AccessTokenSource = () => string | undefined;

interface CachedClient {
  /** The settings snapshot it was last checked against (the store replaces the snapshot on every change). */
  settings: SettingsSnapshot;
  /** environment, address, company code and time limit it was built for. */
  key: string;
  client: ApiClient;
}

export class EnvironmentService {
  private sandboxUrl: string | undefined;
  /** Per token source (a stable function: the session's), per environment. A new source function gets its own clients. */
  private readonly clients = new WeakMap<AccessTokenSource, Map<Environment, CachedClient>>();

  constructor(
    private readonly settings: SettingsStore,
    private readonly vault: SubscriptionKeyVault,
    private readonly sandbox: EmbeddedSandboxPort,
    private readonly fetchImpl: typeof fetch,
    private readonly drift: ContractDriftLog,
    private readonly waits?: ServiceWaits,
  ) {}

  get active(): Environment {
    return this.settings.current.activeEnvironment;
  }

  /** The embedded sandbox's URL once started (for the settings screen and app info). */
  get embeddedSandboxUrl(): string | undefined {
    return this.sandboxUrl;
  }

  /**
   * What a stored key must be bound to for the environment to use it (D71): the origin of its configured address
   * (undefined while it has none), or the embedded sandbox's fixed binding.
   */
  keyBinding(environment: Environment): string | undefined {
    if (environment === 'sandbox') return SANDBOX_KEY_BINDING;
    return originOfAddress(this.settings.current.environments[environment].baseUrl);
  }

  async endpoint(environment: Environment = this.active): Promise<Endpoint> {
    return this.endpointFor(this.settings.current, environment);
  }

  private async endpointFor(settings: SettingsSnapshot, environment: Environment): Promise<Endpoint> {
    const timeoutMs = settings.requestTimeoutSeconds * 1000;
    if (environment === 'sandbox') {
      this.sandboxUrl ??= (await this.sandbox.start()).url;
      return {
        environment,
        baseUrl: this.sandboxUrl,
        companyCode: settings.environments.sandbox.companyCode,
        timeoutMs,
      };
    }
    const { baseUrl, companyCode } = settings.environments[environment];
    if (!baseUrl) {
      throw new AppError('not-found', words('environment.addressMissing', { environment }));
    }
    return { environment, baseUrl, companyCode, timeoutMs };
  }

  /**
   * The client for the environment, presenting the token `getAccessToken` gives (D1). The same client is handed out
   * again while the settings snapshot is the same one; after a change it is reused only if the environment's address,
   * company code and time limit did not change, and rebuilt otherwise.
   */
  async client(getAccessToken: AccessTokenSource, environment: Environment = this.active): Promise<ApiClient> {
    const settings = this.settings.current;
    let perEnvironment = this.clients.get(getAccessToken);
    const cached = perEnvironment?.get(environment);
    if (cached?.settings === settings) return cached.client;

    const endpoint = await this.endpointFor(settings, environment);
    const key = `${endpoint.environment}\n${endpoint.baseUrl}\n${endpoint.companyCode}\n${endpoint.timeoutMs}`;
    if (cached?.key === key) {
      cached.settings = settings;
      return cached.client;
    }
    // The key for exactly the origin this client calls: one entered for another address is never sent here.
    const binding = environment === 'sandbox' ? SANDBOX_KEY_BINDING : originOfAddress(endpoint.baseUrl);
    const client = createApiClient({
      baseUrl: endpoint.baseUrl,
      companyCode: endpoint.companyCode,
      timeoutMs: endpoint.timeoutMs,
      fetch: this.fetchImpl,
      getSubscriptionKey: async () => (await this.vault.get(environment, binding)) ?? undefined,
      // The service refused the key: read it from the keychain again (it may have been changed outside this process).
      subscriptionKeyRefused: () => this.vault.forget(environment),
      getAccessToken,
      onAnswerRead: (operation, report) => this.drift.record(operation, report),
      ...(this.waits ? { onWait: (wait: ServiceWait) => this.waits!.begin(wait) } : {}),
    });
    if (!perEnvironment) this.clients.set(getAccessToken, (perEnvironment = new Map()));
    perEnvironment.set(environment, { settings, key, client });
    return client;
  }
}

/** `https://host:port` of a configured address; undefined when there is none (or it cannot be read). */
export function originOfAddress(baseUrl: string): string | undefined {
  if (!baseUrl) return undefined;
  try {
    const url = new URL(baseUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}
