/**
 * Main process. The employee's session: Op1 login, tokens kept in this
 * process's memory only (never on disk, never over IPC), logout, expiry, and
 * when the session is expected to end (the access token's `exp` when it is a
 * JWT, else the known lifetime, D2), so the renderer can warn ahead of it.
 * The password is used once and not kept.
 */
import { maskCpf } from '../../src-shared/cpf';
import { calendarDateOf } from '../../src-shared/format/calendar-date';
import type { SessionInfo, SessionUser } from '../../src-shared/ipc';
import { ApiError, AppError, notLoggedIn, sessionEnded, sessionExpired } from '../errors';
import type { Environment } from '../../src-shared/settings-schema';
import type { EnvironmentService } from './environment-service';
import { words } from '../../src-shared/words/error-codes';

interface ActiveSession {
  environment: Environment;
  user: SessionUser;
  accessToken: string;
  /** Issued by Op1 but unused: no refresh operation is shown (decision D2). */
  refreshToken: string | null;
  expiry: TokenExpiry;
}

/** D2: the access token lives 15 minutes from login when the token itself does not say. */
export const KNOWN_TOKEN_LIFETIME_MS = 15 * 60 * 1000;

/** Beyond this an `exp` in seconds is no date (year 5138): likely milliseconds or garbage, so not believed. */
const LARGEST_BELIEVABLE_EXP_SECONDS = 1e11;

export interface TokenExpiry {
  /** Epoch milliseconds, this machine's clock. */
  expiresAtMs: number;
  lifetimeMs: number;
  source: 'token' | 'known-lifetime';
}

/**
 * The claims of a JWS-compact token (`header.payload.signature`, base64url
 * JSON), or undefined when the token is not one. Not verified: the signature
 * is the service's business; the app only reads `exp` as a hint for the
 * warning, never to decide anything.
 */
export function readJwtClaims(token: string): Record<string, unknown> | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => /^[A-Za-z0-9_-]+$/.test(part))) return undefined;
  const header = parseJsonObject(parts[0]!);
  // A JWS header names its algorithm; without one this is some other dotted text.
  if (!header || typeof header.alg !== 'string') return undefined;
  return parseJsonObject(parts[1]!);
}

function parseJsonObject(base64url: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(base64url, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** A NumericDate (seconds since the epoch, RFC 7519) we can believe, or undefined. */
function numericDate(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 && value < LARGEST_BELIEVABLE_EXP_SECONDS
    ? value
    : undefined;
}

/**
 * When a token received at `receivedAtMs` (this machine's clock) is expected
 * to expire. With `iat` and `exp` the token's own lifetime is counted from
 * when it arrived, so a server clock ahead or behind ours moves nothing; with
 * `exp` alone it is taken as the instant it names, unless that is already
 * past here (the service just issued it, so the clocks disagree and the
 * known lifetime is the better guess). Not a JWT, or no usable `exp`: the
 * known lifetime (D2).
 */
export function tokenExpiry(
  token: string,
  receivedAtMs: number,
  knownLifetimeMs = KNOWN_TOKEN_LIFETIME_MS,
): TokenExpiry {
  const claims = readJwtClaims(token);
  const exp = numericDate(claims?.exp);
  const iat = numericDate(claims?.iat);
  // A lifetime shorter than a millisecond (exp and iat a hair apart) rounds to nothing: not a lifetime to believe.
  const tokenLifetimeMs = exp !== undefined && iat !== undefined ? Math.round((exp - iat) * 1000) : 0;
  if (tokenLifetimeMs > 0)
    return { expiresAtMs: receivedAtMs + tokenLifetimeMs, lifetimeMs: tokenLifetimeMs, source: 'token' };
  if (exp !== undefined) {
    const expiresAtMs = Math.round(exp * 1000);
    if (expiresAtMs > receivedAtMs) return { expiresAtMs, lifetimeMs: expiresAtMs - receivedAtMs, source: 'token' };
  }
  return { expiresAtMs: receivedAtMs + knownLifetimeMs, lifetimeMs: knownLifetimeMs, source: 'known-lifetime' };
}

export class SessionService {
  private session: ActiveSession | undefined;
  private expiredFlag = false;
  /** Called when the employee signs out or another one signs in: what the last one read must go (D141). */
  private readonly endListeners: Array<() => void> = [];
  /**
   * Whose data the main process holds (environment and login), from their login until the end listeners run: an
   * expired session leaves it set, so whoever signs in next is compared with it, not with a session that is gone (D197).
   */
  private holder: string | undefined;
  /** Changes whenever a session begins or ends: a call that awaited across a change answers for no session (D196). */
  private generation = 0;

  constructor(
    private readonly environments: EnvironmentService,
    /** Epoch milliseconds; tests move it. */
    private readonly now: () => number = Date.now,
  ) {}

  async login(username: string, password: string): Promise<SessionInfo> {
    const environment = this.environments.active;
    const client = await this.environments.client(() => undefined, environment);
    try {
      const { data: auth } = await client.login({
        body: { predicate: { Username: username, Password: password }, type: 'usuario', queryType: 'autenticacao' },
      });
      // The one field a session cannot do without (D41): without it every later call would be refused.
      if (!auth.accessToken) throw new AppError('invalid-response', words('session.noToken'), { retryable: true });
      const user = auth.result;
      const login = user?.Login || username;
      // Another employee, or the same login on another environment: whatever was held for the last one goes,
      // however their session ended (signed out, expired, left to run out).
      const holder = `${environment} ${login}`;
      // The same employee signing in again within their session (a renewal) goes on with the same session.
      const renewal = this.session !== undefined && this.holder === holder;
      if (this.holder !== undefined && this.holder !== holder) this.ended();
      this.holder = holder;
      if (!renewal) this.generation += 1;
      this.session = {
        environment,
        accessToken: auth.accessToken,
        refreshToken: auth.refreshToken,
        expiry: tokenExpiry(auth.accessToken, this.now()),
        user: {
          name: user?.Name ?? null,
          // What the employee typed is who they are when the answer leaves the login out.
          login,
          cpfMasked: user?.CPF_CNPJ ? maskCpf(user.CPF_CNPJ) : null,
          birthday: calendarDateOf(user?.Birthday) ?? null,
        },
      };
      this.expiredFlag = false;
      return this.info();
    } catch (error) {
      // A 401 for the user, not for the subscription key: the name or the password is wrong.
      if (error instanceof ApiError && error.kind === 'http' && error.status === 401 && error.authRejected !== 'key') {
        throw new AppError('invalid-credentials', words('session.wrongCredentials'), {
          httpStatus: 401,
        });
      }
      throw error;
    }
  }

  /** `listener` runs on sign-out and when another employee (or the same login on another environment) signs in. */
  onEnd(listener: () => void): void {
    this.endListeners.push(listener);
  }

  private ended(): void {
    this.holder = undefined;
    for (const listener of this.endListeners) listener();
  }

  logout(): SessionInfo {
    this.session = undefined;
    this.generation += 1;
    this.ended();
    this.expiredFlag = false;
    return this.info();
  }

  /**
   * Ends the session after the service refused its token; the next call says
   * so once. Given the refused token, a refusal of an earlier session's token
   * (a call still on its way when the employee logged in again) leaves the
   * new session alone.
   */
  expire(refusedToken?: string): void {
    if (refusedToken !== undefined && this.session && this.session.accessToken !== refusedToken) return;
    if (this.session) {
      this.expiredFlag = true;
      this.generation += 1;
    }
    // What was held for this employee stays until someone else signs in (D197): the same one may come back to it.
    this.session = undefined;
  }

  info(): SessionInfo {
    const environment = this.environments.active;
    if (!this.session || this.session.environment !== environment) return { loggedIn: false, environment };
    const { expiresAtMs, lifetimeMs } = this.session.expiry;
    return {
      loggedIn: true,
      environment,
      user: this.session.user,
      expiresAt: new Date(expiresAtMs).toISOString(),
      expiresInMs: Math.max(0, expiresAtMs - this.now()),
      lifetimeMs,
    };
  }

  /**
   * The logged-in user for the active environment, or the reason there is none. `session` names this session: a
   * call that awaited something compares it again afterwards (`requireSameSession`).
   */
  requireUser(): { login: string; environment: Environment; session: number } {
    const info = this.info();
    if (!info.loggedIn || !info.user) throw this.expiredFlag ? sessionExpired() : notLoggedIn();
    return { login: info.user.login, environment: info.environment, session: this.generation };
  }

  /**
   * After an await: the session `session` (from requireUser) is still the one signed in. Otherwise the reason: nobody
   * signed in (or the session expired), or another session began meanwhile, whose data this answer is not (D196).
   */
  requireSameSession(session: number): void {
    const now = this.requireUser();
    if (now.session !== session) throw sessionEnded();
  }

  accessToken(): string | undefined {
    return this.session?.environment === this.environments.active ? this.session.accessToken : undefined;
  }
}
