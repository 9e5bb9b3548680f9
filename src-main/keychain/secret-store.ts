/**
 * Port for secrets kept outside our own files (subscription keys). The main
 * process talks to the OS keychain through it; tests and the no-keychain
 * fallback use other implementations.
 */
export interface SecretStore {
  /** The secret, or null when the account has none. */
  get(account: string): Promise<string | null>;
  set(account: string, secret: string): Promise<void>;
  /** True when something was deleted. */
  delete(account: string): Promise<boolean>;
}

/**
 * The keychain cannot be used right now (no Secret Service, locked, native
 * module missing…). `reason` is pt-BR text fit for the settings screen; the
 * original failure stays in `cause` for the log.
 */
export class KeychainUnavailableError extends Error {
  override readonly name = 'KeychainUnavailableError';

  constructor(
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(reason, options);
  }
}
