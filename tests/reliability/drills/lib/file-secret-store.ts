/**
 * Runs in the drills' processes (Node). The OS keychain's stand-in for the
 * crash drill: a JSON file outside the app's user-data folder, so a secret
 * survives the app's kill -9 and restart as it does in the real keychain,
 * and the drill itself can read the journal's fingerprint secret (D61) to
 * recognise its own writes. Never used by the app.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { SecretStore } from '../../../../src-main/keychain/secret-store';

export class FileSecretStore implements SecretStore {
  constructor(private readonly path: string) {}

  async get(account: string): Promise<string | null> {
    return this.read()[account] ?? null;
  }

  async set(account: string, secret: string): Promise<void> {
    writeFileSync(this.path, JSON.stringify({ ...this.read(), [account]: secret }), { mode: 0o600 });
  }

  async delete(account: string): Promise<boolean> {
    const all = this.read();
    if (!(account in all)) return false;
    delete all[account];
    writeFileSync(this.path, JSON.stringify(all), { mode: 0o600 });
    return true;
  }

  private read(): Record<string, string> {
    return existsSync(this.path) ? (JSON.parse(readFileSync(this.path, 'utf8')) as Record<string, string>) : {};
  }
}
