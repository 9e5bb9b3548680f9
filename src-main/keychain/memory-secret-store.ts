/**
 * Secrets held in this process only: the fallback when the OS keychain is
 * unavailable. Nothing is written anywhere, so every secret is gone when the
 * app quits — the vault says so in its status.
 */
import type { SecretStore } from './secret-store';

export class MemorySecretStore implements SecretStore {
  private readonly secrets = new Map<string, string>();

  async get(account: string): Promise<string | null> {
    return this.secrets.get(account) ?? null;
  }

  async set(account: string, secret: string): Promise<void> {
    this.secrets.set(account, secret);
  }

  async delete(account: string): Promise<boolean> {
    return this.secrets.delete(account);
  }
}
