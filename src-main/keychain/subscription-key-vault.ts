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
 *
 * Each key is bound to the origin it was entered for (D71): the keychain
 * holds `{"origin":"https://api…","key":"…"}`, and a key is handed out only
 * for that origin. Pointing an environment at another address therefore asks
 * for the key again instead of delivering it to the new host. The embedded
 * sandbox, whose address changes every run but is always this process, has
 * a fixed binding (SANDBOX_KEY_BINDING).
 */
import { ENVIRONMENTS, type Environment } from '../../src-shared/settings-schema';
import { MemorySecretStore } from './memory-secret-store';
import { InvalidSubscriptionKeyError, KeychainUnavailableError } from '../errors';
import { words } from '../../src-shared/words/error-codes';
import type { SecretStore } from './secret-store';

/** The binding of keys for the embedded sandbox: its URL changes every run, its host never does (this process). */
export const SANDBOX_KEY_BINDING = 'balcao:embedded-sandbox';

export interface SubscriptionKeyStatus {
  /** A key will be sent to the given origin (stored for it, or the environment's default). */
  set: boolean;
  /** A key is stored, but for another origin ('' when it names none: stored before keys were bound): it is not sent. */
  storedForOtherAddress?: string;
  lastFour?: string;
  /** The key in use is the built-in default (the embedded sandbox's demo key). */
  usingDefault: boolean;
  /** Where keys set now are kept. */
  storage: 'keychain' | 'session-memory';
  keychainAvailable: boolean;
  /** pt-BR reason, present when the keychain is unavailable. */
  keychainProblem?: string;
}

const MIN_LENGTH = 8;
const MAX_LENGTH = 256;
/** Printable ASCII without space: what API gateways issue as keys. */
const KEY_CHARS = /^[\x21-\x7e]+$/;

/** Trimmed, validated key, or InvalidSubscriptionKeyError. */
export function validateSubscriptionKey(input: string): string {
  const key = input.trim();
  if (key.length === 0) throw new InvalidSubscriptionKeyError(words('key.empty'));
  if (!KEY_CHARS.test(key)) {
    throw new InvalidSubscriptionKeyError(words('key.badCharacters'));
  }
  if (key.length < MIN_LENGTH || key.length > MAX_LENGTH) {
    throw new InvalidSubscriptionKeyError(
      words('key.badLength', { min: MIN_LENGTH, max: MAX_LENGTH, length: key.length }),
    );
  }
  return key;
}

/** What the keychain holds for an environment: the key, and the origin it was entered for (undefined: none). */
interface StoredKey {
  key: string;
  origin: string | undefined;
}

function encodeStoredKey(key: string, origin: string): string {
  return JSON.stringify({ origin, key });
}

function decodeStoredKey(env: Environment, text: string): StoredKey {
  if (text.startsWith('{')) {
    try {
      const { origin, key } = JSON.parse(text) as { origin?: unknown; key?: unknown };
      if (typeof origin === 'string' && typeof key === 'string') return { key, origin };
    } catch {
      // Not ours: read as a bare key below.
    }
  }
  // A bare key (stored before keys were bound, or by a tool): only the embedded sandbox, always this process, takes it.
  return { key: text, origin: env === 'sandbox' ? SANDBOX_KEY_BINDING : undefined };
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
  private readonly known = new Map<Environment, StoredKey | null>();
  /** Bumped by every change and every `forget`: a read that started before one must not cache what it read. */
  private generation = 0;

  constructor(
    private readonly keychain: SecretStore,
    private readonly defaults: Partial<Record<Environment, string>> = {},
  ) {}

  /**
   * Whether a key would be sent to `origin` (the environment's address now). Reads the keychain itself (the
   * settings screen shows what is really there), refreshing the in-memory copy.
   */
  async status(env: Environment, origin: string | undefined): Promise<SubscriptionKeyStatus> {
    const stored = await this.readAndRemember(env);
    const usable = usableFor(stored, origin);
    const key = usable ?? this.defaults[env] ?? null;
    const status: SubscriptionKeyStatus = {
      set: key !== null,
      usingDefault: usable === null && key !== null,
      storage: this.keychainProblem === undefined ? 'keychain' : 'session-memory',
      keychainAvailable: this.keychainProblem === undefined,
    };
    if (stored && usable === null) status.storedForOtherAddress = stored.origin ?? '';
    if (key !== null) status.lastFour = key.slice(-4);
    if (this.keychainProblem !== undefined) status.keychainProblem = this.keychainProblem;
    return status;
  }

  /** Validates (InvalidSubscriptionKeyError) and stores the key for `origin` only, replacing any previous one. */
  async set(env: Environment, input: string, origin: string): Promise<void> {
    const account = subscriptionKeyAccount(env);
    const key = validateSubscriptionKey(input);
    if (!origin) throw new Error('A chave de assinatura precisa de um endereço a que se destina.');
    const secret = encodeStoredKey(key, origin);
    const started = this.changed(env);
    let written = false;
    try {
      if (this.keychainProblem === undefined) {
        try {
          await this.keychain.set(account, secret);
          written = true;
          return;
        } catch (error) {
          this.fallBack(error);
        }
      }
      await this.session.set(account, secret);
      written = true;
    } finally {
      // A read during the write may have seen the old key: drop it. Remember the new one unless another change overlapped.
      const alone = this.generation === started;
      this.changed(env);
      if (written && alone) this.known.set(env, { key, origin });
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

  /**
   * The key to send to `origin` (from memory once read): the one stored for that origin, or the environment's
   * default. For the main process only: it must never cross to the renderer.
   */
  async get(env: Environment, origin: string | undefined): Promise<string | null> {
    const known = this.known.get(env);
    const stored = known !== undefined ? known : await this.readAndRemember(env);
    return usableFor(stored, origin) ?? this.defaults[env] ?? null;
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

  private async readAndRemember(env: Environment): Promise<StoredKey | null> {
    const generation = this.generation;
    const stored = await this.stored(env);
    // A set, remove or forget meanwhile wins over what this read saw.
    if (generation === this.generation) this.known.set(env, stored);
    return stored;
  }

  private async stored(env: Environment): Promise<StoredKey | null> {
    const text = await this.storedText(env);
    return text === null ? null : decodeStoredKey(env, text);
  }

  private async storedText(env: Environment): Promise<string | null> {
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

/** The stored key when it was entered for `origin`; null otherwise (none stored, or stored for another address). */
function usableFor(stored: StoredKey | null, origin: string | undefined): string | null {
  return stored && origin !== undefined && stored.origin === origin ? stored.key : null;
}
