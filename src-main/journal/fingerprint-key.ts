/**
 * Main process. The installation's secret for request fingerprints (D61),
 * kept where the subscription keys are and under the same rules (D34, D37):
 * in the OS keychain; where there is none, in this run's memory only, never
 * in our files (a secret next to the journal would protect nothing).
 *
 * Made on first use and kept for the life of the installation, so a
 * duplicate is still recognised after a restart. Without a keychain each run
 * has its own secret: attempts of an earlier run are then compared by what
 * they were about instead (journal.ts, findRecentDuplicate).
 */
import { randomBytes } from 'node:crypto';
import { KeychainUnavailableError } from '../errors';
import type { SecretStore } from '../keychain/secret-store';
import { type FingerprintKey, fingerprintKeyId } from './request-fingerprint';

export const FINGERPRINT_KEY_ACCOUNT = 'journal-fingerprint-key';
/** 32 random bytes, base64url: what we store. Anything else found there is replaced. */
const SECRET_TEXT = /^[A-Za-z0-9_-]{43}$/;

export interface InstallationFingerprintKey extends FingerprintKey {
  storage: 'keychain' | 'session-memory';
  /** pt-BR, when the keychain could not be used. */
  keychainProblem?: string;
}

export class FingerprintKeyring {
  private key: Promise<InstallationFingerprintKey> | undefined;

  constructor(private readonly keychain: SecretStore) {}

  /** The secret, read (or made) once per run; concurrent first calls share the one read. */
  current(): Promise<InstallationFingerprintKey> {
    this.key ??= this.load().catch((error: unknown) => {
      this.key = undefined;
      throw error;
    });
    return this.key;
  }

  private async load(): Promise<InstallationFingerprintKey> {
    try {
      const stored = await this.keychain.get(FINGERPRINT_KEY_ACCOUNT);
      if (stored !== null && SECRET_TEXT.test(stored)) return keyFrom(stored, 'keychain');
      const fresh = randomBytes(32).toString('base64url');
      await this.keychain.set(FINGERPRINT_KEY_ACCOUNT, fresh);
      return keyFrom(fresh, 'keychain');
    } catch (error) {
      // Anything else is a bug in our code, not a missing keychain: let it surface (as the vault does).
      if (!(error instanceof KeychainUnavailableError)) throw error;
      return { ...keyFrom(randomBytes(32).toString('base64url'), 'session-memory'), keychainProblem: error.reason };
    }
  }
}

function keyFrom(text: string, storage: InstallationFingerprintKey['storage']): InstallationFingerprintKey {
  const secret = Buffer.from(text, 'base64url');
  return { id: fingerprintKeyId(secret), secret, storage };
}
