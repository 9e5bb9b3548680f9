/**
 * Who is calling: the subscription key (gateway level), the bearer token
 * from Op1, and the profile that decides 403s. Tokens live in memory only: a
 * restarted sandbox asks everyone to log in again, as a restarted identity
 * provider would. The access token is JWT-shaped, as a real gateway's is
 * (`sub`, `iat`, `exp` from the sandbox clock and `--token-ttl`), signed
 * with a key that lives as long as the process; the sandbox itself never
 * reads it back: it recognises its tokens by looking them up.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { DemoUser, DemoWorld } from './world';

export type Profile = 'atendente' | 'consulta' | 'bloqueado';

export interface Principal {
  keyLabel: string;
  /** The token's user when a valid token was presented. */
  user?: DemoUser;
  profile: Profile;
}

interface IssuedToken {
  user: DemoUser;
  expiresAt: number;
}

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  expiresInSeconds: number;
}

export class AccessControl {
  private readonly accessTokens = new Map<string, IssuedToken>();
  private readonly refreshTokens = new Map<string, IssuedToken>();
  private readonly signingKey = randomBytes(32);

  constructor(
    private readonly world: DemoWorld,
    private readonly tokenTtlSeconds: number,
    private readonly now: () => number,
  ) {}

  /** The subscription key's record when it exists and its subscription is active. */
  checkKey(key: string | undefined): { label: string; profile: Profile } | undefined {
    if (!key) return undefined;
    const found = this.world.subscriptionKeys.find((k) => k.key === key);
    return found?.active ? { label: found.label, profile: found.profile } : undefined;
  }

  authenticate(username: string, password: string): DemoUser | undefined {
    const user = this.world.users.find((u) => u.username === username);
    // Compare every time the same way, so a wrong user and a wrong password look alike.
    return user && user.password === password ? user : undefined;
  }

  issueTokens(user: DemoUser): TokenPair {
    const now = this.now();
    const accessToken = this.signedJwt({
      sub: user.username,
      iat: Math.floor(now / 1000),
      exp: Math.floor(now / 1000) + this.tokenTtlSeconds,
      jti: randomBytes(16).toString('base64url'),
    });
    const refreshToken = randomBytes(32).toString('base64url');
    this.accessTokens.set(accessToken, { user, expiresAt: now + this.tokenTtlSeconds * 1000 });
    this.refreshTokens.set(refreshToken, { user, expiresAt: now + 8 * 3600 * 1000 });
    this.pruneExpired(now);
    return { accessToken, refreshToken, expiresInSeconds: this.tokenTtlSeconds };
  }

  /** JWS compact serialization, HS256 (RFC 7515/7519). */
  private signedJwt(claims: Record<string, string | number>): string {
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const signingInput = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
    return `${signingInput}.${createHmac('sha256', this.signingKey).update(signingInput).digest('base64url')}`;
  }

  /** The token's user, or undefined when the token is unknown or expired. */
  userForToken(token: string): DemoUser | undefined {
    const issued = this.accessTokens.get(token);
    if (!issued) return undefined;
    if (issued.expiresAt <= this.now()) {
      this.accessTokens.delete(token);
      return undefined;
    }
    return issued.user;
  }

  /** Ends a token before its time (used by tests and the control API to simulate expiry). */
  expireToken(token: string): boolean {
    return this.accessTokens.delete(token);
  }

  expireAllTokens(): void {
    this.accessTokens.clear();
  }

  private pruneExpired(now: number): void {
    if (this.accessTokens.size < 10_000) return;
    for (const [token, issued] of this.accessTokens) if (issued.expiresAt <= now) this.accessTokens.delete(token);
    for (const [token, issued] of this.refreshTokens) if (issued.expiresAt <= now) this.refreshTokens.delete(token);
  }
}

/** Reads "Bearer <token>"; undefined when absent, null when present but malformed. */
export function bearerToken(header: string | undefined): string | undefined | null {
  if (header === undefined || header === '') return undefined;
  const match = /^Bearer ([A-Za-z0-9._~+/=-]{10,512})$/.exec(header);
  return match ? match[1]! : null;
}
