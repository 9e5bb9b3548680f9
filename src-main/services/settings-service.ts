/**
 * Settings and subscription keys as the settings screen sees them, and the "test connection" action (main process).
 * A key is stored for the origin of its environment's address and only after the employee confirms it in a native
 * dialog; the connection test sends a stored key only within a session on that environment or after the same kind
 * of confirmation (D71).
 */
import type {
  ConnectionTestResult,
  EnvironmentName,
  KeyStatus,
  SessionEndReason,
  SettingsSaved,
  SettingsView,
} from '../../src-shared/ipc';
import { ApiError, AppError, InvalidSubscriptionKeyError, isTlsFailure } from '../errors';
import { type SubscriptionKeyVault, validateSubscriptionKey } from '../keychain/subscription-key-vault';
import type { ClipboardPort, ConfirmDialogPort } from '../ports';
import { ENVIRONMENTS, type SettingsPatch } from '../../src-shared/settings-schema';
import type { SettingsStore } from '../settings/settings-store';
import { policyView } from '../policy/it-policy';
import type { EnvironmentService } from './environment-service';
import { sendKeyQuestion, storeKeyQuestion } from './key-questions';
import { httpErrorVerdict } from './settings/connection-test-words';
import type { RecentReads } from './recent-reads';
import type { SessionService } from './session-service';
import { type ErrorWords, words } from '../../src-shared/words/error-codes';

export class SettingsService {
  constructor(
    private readonly store: SettingsStore,
    private readonly vault: SubscriptionKeyVault,
    private readonly environments: EnvironmentService,
    private readonly session: SessionService,
    private readonly cache: RecentReads,
    private readonly clipboard: ClipboardPort,
    private readonly dialogs: ConfirmDialogPort,
    private readonly clock: () => Date,
  ) {}

  async view(): Promise<SettingsView> {
    const settings = this.store.current;
    const keys = Object.fromEntries(
      await Promise.all(ENVIRONMENTS.map(async (env) => [env, await this.keyStatus(env)] as const)),
    ) as Record<EnvironmentName, KeyStatus>;
    const sandboxUrl = this.environments.embeddedSandboxUrl;
    return {
      activeEnvironment: settings.activeEnvironment,
      environments: settings.environments,
      language: settings.language,
      theme: settings.theme,
      requestTimeoutSeconds: settings.requestTimeoutSeconds,
      logLevel: settings.logLevel,
      statementCompanyName: settings.statementCompanyName,
      policy: policyView(this.store.policy),
      keys,
      ...(sandboxUrl ? { sandboxUrl } : {}),
    };
  }

  /** Saves; ends the session only when the active endpoint changed, and says why (D35, D101). */
  async update(patch: SettingsPatch): Promise<SettingsSaved> {
    const before = this.store.current;
    const after = this.store.update(patch);
    const reason = endpointChange(before, after);
    const wasLoggedIn = this.session.info().loggedIn;
    // Tokens and cached data belong to the service they came from.
    if (reason) {
      this.session.logout();
      this.cache.clear();
    }
    const view = await this.view();
    return reason && wasLoggedIn ? { ...view, sessionEnded: reason } : view;
  }

  async keyStatus(environment: EnvironmentName): Promise<KeyStatus> {
    const status = await this.vault.status(environment, this.environments.keyBinding(environment));
    return {
      environment,
      set: status.set,
      storage: status.storage,
      usingDefault: status.usingDefault,
      keychainAvailable: status.keychainAvailable,
      ...(status.lastFour ? { lastFour: status.lastFour } : {}),
      ...(status.storedForOtherAddress !== undefined ? { storedForOtherAddress: status.storedForOtherAddress } : {}),
      ...(status.keychainProblem ? { keychainProblem: status.keychainProblem } : {}),
    };
  }

  /**
   * Takes the key from the clipboard, so it never crosses IPC, and stores it for the origin of the environment's
   * address once the employee confirms in the native dialog (for every environment, the embedded sandbox included);
   * clears the clipboard afterwards. Nothing is stored or cleared otherwise.
   */
  async setKeyFromClipboard(environment: EnvironmentName): Promise<KeyStatus> {
    // Bound now: an address changed while the question is on screen does not get the key.
    const origin = this.environments.keyBinding(environment);
    if (origin === undefined) {
      throw new AppError('invalid-input', words('settings.addressBeforeKey'), {
        fieldErrors: { baseUrl: 'Informe o endereço antes de colar a chave.' },
      });
    }
    const text = await this.clipboard.readText();
    let key: string;
    try {
      key = validateSubscriptionKey(text);
    } catch (error) {
      if (error instanceof InvalidSubscriptionKeyError) {
        throw new AppError('invalid-input', words('settings.clipboardKeyInvalid', { problem: error.said }));
      }
      throw error;
    }
    // Every environment, the embedded sandbox too: without the employee's yes, a renderer learns nothing of the clipboard
    // (not its last four characters, not whether it was cleared) and nothing is stored.
    if (
      !(await this.dialogs.confirm(storeKeyQuestion(this.store.current.language, environment, origin, key.slice(-4))))
    ) {
      throw new AppError('cancelled', words('settings.keyNotStored'));
    }
    await this.vault.set(environment, key, origin);
    if ((await this.clipboard.readText()) === text) await this.clipboard.clear();
    if (environment === this.environments.active) this.session.logout();
    return this.keyStatus(environment);
  }

  async removeKey(environment: EnvironmentName): Promise<KeyStatus> {
    await this.vault.remove(environment);
    if (environment === this.environments.active) this.session.logout();
    return this.keyStatus(environment);
  }

  /**
   * A stored key leaves for a connection test only within a session on that environment (its login already sent
   * the key there) or after the employee confirms the address: otherwise a changed address plus a test would hand
   * the key to any listener. The embedded sandbox and default keys are not asked about.
   */
  private async confirmKeyUse(environment: EnvironmentName): Promise<void> {
    if (environment === 'sandbox') return;
    const session = this.session.info();
    if (session.loggedIn && session.environment === environment) return;
    const origin = this.environments.keyBinding(environment);
    const status = await this.vault.status(environment, origin);
    if (!status.set || status.usingDefault || origin === undefined) return; // nothing stored to send: the test says so
    if (
      !(await this.dialogs.confirm(
        sendKeyQuestion(this.store.current.language, environment, origin, status.lastFour ?? ''),
      ))
    ) {
      throw new AppError('cancelled', words('settings.connectionTestCancelled'));
    }
  }

  /** Calls a cheap read (Op20) with the environment's key: unreachable, TLS, key rejected or OK. */
  async testConnection(environment: EnvironmentName): Promise<ConnectionTestResult> {
    const started = this.clock().getTime();
    const result = (
      outcome: ConnectionTestResult['outcome'],
      said: ErrorWords,
      httpStatus?: number,
    ): ConnectionTestResult => ({
      environment,
      outcome,
      words: said,
      durationMs: this.clock().getTime() - started,
      ...(httpStatus ? { httpStatus } : {}),
    });
    try {
      const client = await this.environments.client(() => undefined, environment);
      await this.confirmKeyUse(environment);
      await client.listCompanyActivities({});
      return result('ok', words('connectionTest.ok'), 200);
    } catch (error) {
      if (error instanceof AppError && error.ipc.code === 'not-found') return result('not-configured', error.ipc.words);
      if (!(error instanceof ApiError)) throw error;
      switch (error.kind) {
        case 'no-key':
          return result('key-missing', words('connectionTest.keyMissing'));
        case 'timeout':
          return result('timeout', words('api.timeout'));
        case 'network':
          if (error.connectFailed === false) return result('unexpected', words('connectionTest.dropped'));
          return isTlsFailure(error)
            ? result('tls', words('connectionTest.tlsRefused'))
            : // The same words as on login and on every screen: "não foi possível conectar ao servidor".
              result('unreachable', error.said);
        case 'http':
          if (error.status === 401) return result('key-rejected', words('connectionTest.keyRejected'), 401);
          // Any other answer means the host and the key were accepted by the gateway.
          if (error.status === 403 || error.status === 404 || error.status === 422)
            return result('ok', words('connectionTest.okRestricted'), error.status);
          {
            const verdict = httpErrorVerdict(
              error.status ?? 0,
              error.messages,
              this.store.current.environments[environment].companyCode,
            );
            return result(verdict.outcome, verdict.words, error.status);
          }
        default:
          return result('unexpected', error.said, error.status);
      }
    }
  }
}

type SavedSettings = SettingsStore['current'];

/** What changed of the active environment's endpoint, which ends the session; undefined when nothing that needs it did. */
export function endpointChange(before: SavedSettings, after: SavedSettings): SessionEndReason | undefined {
  if (before.activeEnvironment !== after.activeEnvironment) return 'environment';
  const was = before.environments[before.activeEnvironment] as { baseUrl?: string; companyCode: string };
  const now = after.environments[after.activeEnvironment] as { baseUrl?: string; companyCode: string };
  if ((was.baseUrl ?? '') !== (now.baseUrl ?? '')) return 'address';
  // 1 and 0001 are the same company (D12): formatted alike per operation.
  if (Number(was.companyCode) !== Number(now.companyCode)) return 'company-code';
  return undefined;
}
