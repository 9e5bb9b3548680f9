/**
 * The session's expected end as the renderer gets it (SessionInfo), through
 * the real main process against a real sandbox: the sandbox's tokens are
 * JWTs whose `exp` follows `--token-ttl`, the app reads it, and a sandbox
 * clock far from ours changes nothing (the lifetime is counted from login on
 * this machine's clock). A refusal of an earlier token leaves a newer
 * session alone.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { EMBEDDED_SANDBOX_KEY } from '../../../src-main/embedded-sandbox';
import type { EmbeddedSandboxPort } from '../../../src-main/ports';
import { KNOWN_TOKEN_LIFETIME_MS, readJwtClaims } from '../../../src-main/services/session-service';
import type { SandboxOptions } from '../../../src-sandbox/server';
import { data, type IpcHarness, startIpcHarness } from '../../support/ipc-harness';
import { type SandboxFixture, startTestSandbox } from '../../support/sandbox-fixture';

const running: Array<IpcHarness | SandboxFixture> = [];
afterEach(async () => {
  for (const item of running.splice(0).reverse()) await item.stop();
});

/** The app's main process with its sandbox started with these options instead of the embedded defaults. */
async function harnessWithSandbox(options: SandboxOptions): Promise<IpcHarness> {
  let fixture: Promise<SandboxFixture> | undefined;
  const sandbox: EmbeddedSandboxPort = {
    async start() {
      fixture ??= startTestSandbox(options).then((f) => (running.push(f), f));
      return { url: (await fixture).sandbox.url, demoKey: EMBEDDED_SANDBOX_KEY };
    },
    async stop() {},
  };
  const h = await startIpcHarness({ sandbox });
  running.push(h);
  return h;
}

describe('SessionInfo says when the session is expected to end', () => {
  it("the embedded sandbox's 15-minute token: expiresAt 15 min after login, counted down", async () => {
    const h = await startIpcHarness();
    running.push(h);
    const before = Date.now();
    const session = data(await h.api.session.login({ username: 'atendente', password: 'Balcao@2026' }));
    const after = Date.now();
    expect(session.lifetimeMs).toBe(KNOWN_TOKEN_LIFETIME_MS);
    const expiresAt = Date.parse(session.expiresAt!);
    expect(expiresAt).toBeGreaterThanOrEqual(before + KNOWN_TOKEN_LIFETIME_MS);
    expect(expiresAt).toBeLessThanOrEqual(after + KNOWN_TOKEN_LIFETIME_MS);
    expect(session.expiresInMs).toBeGreaterThan(KNOWN_TOKEN_LIFETIME_MS - 5_000);
    expect(session.expiresInMs).toBeLessThanOrEqual(KNOWN_TOKEN_LIFETIME_MS);
    // The same from `current`, as the renderer asks at start.
    expect(data(await h.api.session.current()).expiresAt).toBe(session.expiresAt);
  });

  it("a 60-second token on a sandbox whose clock is three years ahead: 60 s from login on this machine's clock, read from the JWT", async () => {
    const h = await harnessWithSandbox({ tokenTtlSeconds: 60, now: () => new Date(Date.now() + 3 * 365 * 86_400_000) });
    const before = Date.now();
    const session = data(await h.api.session.login({ username: 'atendente', password: 'Balcao@2026' }));
    expect(session.lifetimeMs).toBe(60_000);
    expect(Date.parse(session.expiresAt!) - before).toBeGreaterThanOrEqual(60_000);
    expect(Date.parse(session.expiresAt!) - before).toBeLessThan(65_000);
    expect(session.expiresInMs).toBeLessThanOrEqual(60_000);

    const claims = readJwtClaims(h.services.session.accessToken()!);
    expect(claims).toMatchObject({ sub: 'atendente' });
    expect((claims!.exp as number) - (claims!.iat as number)).toBe(60);
    // The token still works as a bearer token.
    data(await h.api.customers.getCustomer({ path: { idpessoafisica: '27208447136' } }));
  });

  it('logged out: no expiry at all, and the session info never carries a token', async () => {
    const h = await startIpcHarness();
    running.push(h);
    const out = data(await h.api.session.current());
    expect(out).toEqual({ loggedIn: false, environment: 'sandbox' });
    await h.login();
    const token = h.services.session.accessToken()!;
    expect(JSON.stringify(data(await h.api.session.current()))).not.toContain(token);
    expect(data(await h.api.session.logout()).expiresAt).toBeUndefined();
  });
});

describe('a refused token ends only its own session', () => {
  it("a refusal of the previous token (a call still on its way at the new login) leaves the new session alone; the current token's ends it", async () => {
    const h = await startIpcHarness();
    running.push(h);
    await h.login();
    const first = h.services.session.accessToken()!;
    await h.login();
    const second = h.services.session.accessToken()!;
    expect(second).not.toBe(first);
    h.services.session.expire(first);
    expect(data(await h.api.session.current()).loggedIn).toBe(true);
    h.services.session.expire(second);
    expect(data(await h.api.session.current()).loggedIn).toBe(false);
  });
});
