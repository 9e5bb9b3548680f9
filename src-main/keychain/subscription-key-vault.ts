/**
 * The API subscription key (Ocp-Apim-Subscription-Key) of each environment.
 *
 * Keys live in the OS keychain. When the keychain is unavailable (no Secret
 * Service, locked, native module missing) the vault switches to session
 * memory for the rest of the run and reports it in `status`, so the employee
 * knows the key must be typed again next time. A key is never written to our
 * own files: a plaintext fallback on disk is exactly what the keychain avoids.
 *
 * What the keychain holds is kept in this process's memory once read (a
 * keychain read is a D-Bus round trip, about half a millisecond, and every
 * API call needs the key). The copy is replaced when the app sets or removes
 * a key, dropped when the keychain turns out to be unavailable, and dropped
 * on request (`forget`) when a service refused the key, so a key changed
 * outside this process is read again. The key stays in the main process:
 * nothing here logs it or hands it to IPC.
 */
import { ENVIRONMENTS, type Environment } from '../../src-shared/settings-schema';
import { MemorySecretStore } from './memory-secret-store';
import { KeychainUnavailableError, type SecretStore } from './secret-store';

export interface SubscriptionKeyStatus {
  /** A key will be sent (stored, or the environment's default). */
  set: boolean;
  lastFour?: string;
  /** The key in use is the built-in default (the embedded sandbox's demo key). */
  usingDefault: boolean;
  /** Where keys set now are kept. */
  storage: 'keychain' | 'session-memory';
  keychainAvailable: boolean;
  /** pt-BR reason, present when the keychain is unavailable. */
  keychainProblem?: string;
}

/** The key typed by the user was rejected; `message` is pt-BR for the form. */
export class InvalidSubscriptionKeyError extends Error {
  override readonly name = 'InvalidSubscriptionKeyError';
}

const MIN_LENGTH = 8;
const MAX_LENGTH = 256;
/** Printable ASCII without space: what API gateways issue as keys. */
const KEY_CHARS = /^[\x21-\x7e]+$/;

/** Trimmed, validated key, or InvalidSubscriptionKeyError. */
export function validateSubscriptionKey(input: string): string {
  const key = input.trim();
  if (key.length === 0) throw new InvalidSubscriptionKeyError('Informe a chave de assinatura.');
  if (!KEY_CHARS.test(key)) {
    throw new InvalidSubscriptionKeyError(
      'A chave de assinatura só pode ter letras, números e símbolos ASCII visíveis, sem espaços nem acentos.',
    );
  }
  if (key.length < MIN_LENGTH || key.length > MAX_LENGTH) {
    throw new InvalidSubscriptionKeyError(
      `A chave de assinatura deve ter de ${MIN_LENGTH} a ${MAX_LENGTH} caracteres (a informada tem ${key.length}).`,
    );
  }
  return key;
}

export function subscriptionKeyAccount(env: Environment): string {
  // The account name is built from env: refuse anything the type would not allow (IPC input).
  if (!(ENVIRONMENTS as readonly string[]).includes(env)) throw new Error(`Ambiente desconhecido: ${String(env)}`);
  return `subscription-key:${env}`;
}

export class SubscriptionKeyVault {
  private readonly session = new MemorySecretStore();
  /** Set on the first KeychainUnavailableError; from then on keys stay in session memory. */
  private keychainProblem: string | undefined;
  /** The stored key per environment as last read or written (null: none stored). Absent: read it. */
  private readonly known = new Map<Environment, string | null>();
  /** Bumped by every change and every `forget`: a read that started before one must not cache what it read. */
  private generation = 0;

  constructor(
    private readonly keychain: SecretStore,
    private readonly defaults: Partial<Record<Environment, string>> = {},
  ) {}

  /** Reads the keychain itself (the settings screen shows what is really there), refreshing the in-memory copy. */
  async status(env: Environment): Promise<SubscriptionKeyStatus> {
    const stored = await this.readAndRemember(env);
    const key = stored ?? this.defaults[env] ?? null;
    const status: SubscriptionKeyStatus = {
      set: key !== null,
      usingDefault: stored === null && key !== null,
      storage: this.keychainProblem === undefined ? 'keychain' : 'session-memory',
      keychainAvailable: this.keychainProblem === undefined,
    };
    if (key !== null) status.lastFour = key.slice(-4);
    if (this.keychainProblem !== undefined) status.keychainProblem = this.keychainProblem;
    return status;
  }

  /** Validates (InvalidSubscriptionKeyError) and stores the key, replacing any previous one. */
  async set(env: Environment, input: string): Promise<void> {
    const account = subscriptionKeyAccount(env);
    const key = validateSubscriptionKey(input);
    const started = this.changed(env);
    let written = false;
    try {
      if (this.keychainProblem === undefined) {
        try {
          await this.keychain.set(account, key);
          written = true;
          return;
        } catch (error) {
          this.fallBack(error);
        }
      }
      await this.session.set(account, key);
      written = true;
    } finally {
      // A read during the write may have seen the old key: drop it. Remember the new one unless another change overlapped.
      const alone = this.generation === started;
      this.changed(env);
      if (written && alone) this.known.set(env, key);
    }
  }

  /** Forgets the stored key (the environment's default, if any, applies again). True when one was removed. */
  async remove(env: Environment): Promise<boolean> {
    const account = subscriptionKeyAccount(env);
    this.changed(env);
    try {
      let removed = await this.session.delete(account);
      if (this.keychainProblem === undefined) {
        try {
          removed = (await this.keychain.delete(account)) || removed;
        } catch (error) {
          this.fallBack(error);
        }
      }
      return removed;
    } finally {
      // A read during the removal may have seen the old key.
      this.changed(env);
    }
  }

  /** The key to send (from memory once read). For the main process only: it must never cross to the renderer. */
  async get(env: Environment): Promise<string | null> {
    const known = this.known.get(env);
    const stored = known !== undefined ? known : await this.readAndRemember(env);
    return stored ?? this.defaults[env] ?? null;
  }

  /** Drops the in-memory copy of the environment's key: the next `get` reads the keychain (after the service refused the key). */
  forget(env: Environment): void {
    subscriptionKeyAccount(env);
    this.changed(env);
  }

  /** Invalidates the environment's copy and any read in flight; returns the new generation. */
  private changed(env: Environment): number {
    this.known.delete(env);
    return ++this.generation;
  }

  private async readAndRemember(env: Environment): Promise<string | null> {
    const generation = this.generation;
    const stored = await this.stored(env);
    // A set, remove or forget meanwhile wins over what this read saw.
    if (generation === this.generation) this.known.set(env, stored);
    return stored;
  }

  private async stored(env: Environment): Promise<string | null> {
    const account = subscriptionKeyAccount(env);
    if (this.keychainProblem === undefined) {
      try {
        return await this.keychain.get(account);
      } catch (error) {
        this.fallBack(error);
      }
    }
    return this.session.get(account);
  }

  private fallBack(error: unknown): void {
    // Anything else is a bug in our code, not a missing keychain: let it surface.
    if (!(error instanceof KeychainUnavailableError)) throw error;
    this.keychainProblem = error.reason;
    // Keys now come from session memory: what was read from the keychain no longer applies.
    this.generation++;
    this.known.clear();
  }
}
