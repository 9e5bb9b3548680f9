/**
 * SecretStore over the OS keychain through keytar (Secret Service on Linux,
 * Keychain on macOS, Credential Manager on Windows).
 *
 * keytar is loaded on first use with a dynamic import, so a missing or broken
 * native module is reported like any other unavailable keychain instead of
 * crashing the main process at start-up.
 */
import { KeychainUnavailableError } from '../errors';
import type { SecretStore } from './secret-store';

/** The part of keytar we use. */
export interface KeytarApi {
  getPassword(service: string, account: string): Promise<string | null>;
  setPassword(service: string, account: string, password: string): Promise<void>;
  deletePassword(service: string, account: string): Promise<boolean>;
}

export type KeychainProbe = { available: true } | { available: false; reason: string };

export interface KeytarSecretStoreOptions {
  /** Service name the entries are filed under; tests pass a unique one. */
  service?: string;
  /** How keytar is loaded; tests pass a failing import to prove the "module missing" path. */
  load?: () => Promise<unknown>;
  /** A Secret Service that never answers must not freeze the settings screen. */
  probeTimeoutMs?: number;
}

export const KEYCHAIN_SERVICE = 'Balcão';
const PROBE_ACCOUNT = 'balcao-probe';

async function loadKeytar(): Promise<unknown> {
  return import('keytar');
}

function isKeytarApi(value: unknown): value is KeytarApi {
  const api = value as Partial<KeytarApi> | null;
  return (
    typeof api === 'object' &&
    api !== null &&
    typeof api.getPassword === 'function' &&
    typeof api.setPassword === 'function' &&
    typeof api.deletePassword === 'function'
  );
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Turns a keytar failure into pt-BR text. Every failure counts as
 * "unavailable": keytar only rejects when the platform store cannot do the
 * job, and the vault's answer is the same whatever the cause (session-only keys).
 */
export function keychainFailureReason(error: unknown): string {
  const detail = messageOf(error);
  if (
    /autolaunch D-Bus|Could not connect|org\.freedesktop\.secrets was not provided|ServiceUnknown|DBus\.Error|Connection refused|No such file or directory/i.test(
      detail,
    )
  ) {
    return `Nenhum chaveiro do sistema (Secret Service) está disponível nesta sessão (${detail}).`;
  }
  if (/locked collection|is locked|prompt (was )?dismissed|cancel/i.test(detail)) {
    return `O chaveiro do sistema está bloqueado ou o desbloqueio foi recusado (${detail}).`;
  }
  return `O chaveiro do sistema recusou a operação (${detail}).`;
}

export class KeytarSecretStore implements SecretStore {
  readonly service: string;
  private readonly load: () => Promise<unknown>;
  private readonly probeTimeoutMs: number;
  private api: Promise<KeytarApi> | undefined;

  constructor(options: KeytarSecretStoreOptions = {}) {
    this.service = options.service ?? KEYCHAIN_SERVICE;
    this.load = options.load ?? loadKeytar;
    this.probeTimeoutMs = options.probeTimeoutMs ?? 10_000;
  }

  get(account: string): Promise<string | null> {
    return this.call((api) => api.getPassword(this.service, account));
  }

  set(account: string, secret: string): Promise<void> {
    return this.call((api) => api.setPassword(this.service, account, secret));
  }

  delete(account: string): Promise<boolean> {
    return this.call((api) => api.deletePassword(this.service, account));
  }

  /** A harmless read: tells whether the keychain answers at all (it may still refuse writes when locked). */
  async probe(): Promise<KeychainProbe> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new KeychainUnavailableError(
              `O chaveiro do sistema não respondeu em ${Math.round(this.probeTimeoutMs / 1000)} s.`,
            ),
          ),
        this.probeTimeoutMs,
      );
      timer.unref();
    });
    try {
      await Promise.race([this.get(PROBE_ACCOUNT), timeout]);
      return { available: true };
    } catch (error) {
      return {
        available: false,
        reason: error instanceof KeychainUnavailableError ? error.reason : keychainFailureReason(error),
      };
    } finally {
      clearTimeout(timer);
    }
  }

  private async call<T>(op: (api: KeytarApi) => Promise<T>): Promise<T> {
    const api = await this.keytar();
    try {
      // keytar throws synchronously for empty arguments: await inside try catches both.
      return await op(api);
    } catch (error) {
      throw new KeychainUnavailableError(keychainFailureReason(error), { cause: error });
    }
  }

  private keytar(): Promise<KeytarApi> {
    this.api ??= this.load().then(
      (mod) => {
        // A CommonJS module arrives as the namespace's default export under ESM.
        const api = isKeytarApi(mod) ? mod : (mod as { default?: unknown } | null)?.default;
        if (!isKeytarApi(api))
          throw new KeychainUnavailableError('O componente de acesso ao chaveiro do sistema (keytar) está incompleto.');
        return api;
      },
      (error: unknown) => {
        throw new KeychainUnavailableError(
          `O componente de acesso ao chaveiro do sistema (keytar) não pôde ser carregado (${messageOf(error)}).`,
          { cause: error },
        );
      },
    );
    return this.api;
  }
}
