/**
 * Main process. The keychain cannot be used right now (no Secret Service, locked, native module missing…).
 * `reason` is pt-BR text fit for the settings screen; the original failure stays in `cause` for the log.
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
