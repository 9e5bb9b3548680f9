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
