/**
 * The decisions behind the Electron adapters for an app installed at the
 * branches, in plain Node: renderer crash/hang recovery (D134), updates
 * (D135) and proxy credentials (D137).
 */
import { describe, expect, it } from 'vitest';
import { RendererRecovery } from '../../src-main/crash/renderer-recovery';
import {
  type ProxyChallenge,
  type ProxyCredentials,
  ProxyLogin,
  type ProxyQuestion,
} from '../../src-main/network/proxy-login';
import { CHECK_EVERY_MS, UpdatePolicy } from '../../src-main/updates/update-policy';
import { words } from '../../src-shared/words/error-codes';

function fakeClock(start = Date.parse('2026-11-24T12:00:00Z')) {
  let now = start;
  return { clock: () => new Date(now), advance: (ms: number) => void (now += ms) };
}

describe('renderer recovery', () => {
  it('a crash reloads, and after the reload the notice carries the place the employee was at, once', () => {
    const { clock } = fakeClock();
    const recovery = new RendererRecovery({ clock });
    recovery.rememberPlace({ screen: 'customer', cpf: '52998224725', tab: 'certificados' });
    expect(recovery.rendererGone('crashed', 139)).toMatchObject({ kind: 'reload', reason: 'crashed' });
    expect(recovery.takeNotice()).toMatchObject({
      reason: 'crashed',
      place: { screen: 'customer', cpf: '52998224725' },
      at: '2026-11-24T12:00:00.000Z',
    });
    expect(recovery.takeNotice()).toBeUndefined();
  });

  it('a clean exit is no crash', () => {
    const recovery = new RendererRecovery({ clock: fakeClock().clock });
    expect(recovery.rendererGone('clean-exit', 0)).toEqual({ kind: 'none' });
    expect(recovery.takeNotice()).toBeUndefined();
  });

  it('a hang waits out the grace period; responsive again in time means nothing happens', () => {
    const { clock, advance } = fakeClock();
    const recovery = new RendererRecovery({ clock, hangGraceMs: 15_000 });
    expect(recovery.unresponsive()).toEqual({ kind: 'wait', ms: 15_000 });
    advance(5_000);
    expect(recovery.unresponsive()).toEqual({ kind: 'wait', ms: 10_000 });
    recovery.responsive();
    expect(recovery.hanging).toBe(false);
    expect(recovery.unresponsive()).toEqual({ kind: 'wait', ms: 15_000 });
    advance(15_000);
    expect(recovery.unresponsive()).toMatchObject({ kind: 'reload', reason: 'hung' });
    expect(recovery.takeNotice()).toMatchObject({ reason: 'hung' });
  });

  it('a crash loop stops reloading within the window, and reloading resumes once the window has passed', () => {
    const { clock, advance } = fakeClock();
    const recovery = new RendererRecovery({ clock, maxReloads: 3, windowMs: 60_000 });
    for (let i = 0; i < 3; i++) {
      expect(recovery.rendererGone('oom', -1).kind).toBe('reload');
      advance(1_000);
    }
    expect(recovery.rendererGone('oom', -1)).toMatchObject({ kind: 'give-up', reason: 'crashed' });
    advance(60_000);
    expect(recovery.rendererGone('crashed', 1).kind).toBe('reload');
  });
});

describe('updates', () => {
  const base = { feedUrl: 'https://intranet.seguradora.com.br/balcao', packaged: true, currentVersion: '0.1.0' };

  it('off without a feed, outside the installed app, or where an update cannot be verified, saying why', () => {
    const { clock } = fakeClock();
    const unverifiable = {
      pt: 'Esta versão não traz a chave de verificação de atualizações da empresa.',
      en: 'No company key.',
    };
    for (const policy of [
      new UpdatePolicy({ ...base, feedUrl: undefined, clock }),
      new UpdatePolicy({ ...base, packaged: false, clock }),
      new UpdatePolicy({ ...base, unverifiable, clock }),
    ]) {
      expect(policy.shouldCheck()).toBe(false);
      expect(policy.view()).toMatchObject({
        phase: 'disabled',
        reason: expect.any(String),
        reasonEn: expect.any(String),
      });
      policy.downloaded('9.9.9');
      expect(policy.installDecision(0).install).toBe(false);
    }
  });

  it('checks at start, not again while checking, then once a day', () => {
    const { clock, advance } = fakeClock();
    const policy = new UpdatePolicy({ ...base, clock });
    expect(policy.shouldCheck()).toBe(true);
    policy.checking();
    expect(policy.shouldCheck()).toBe(false);
    policy.notAvailable();
    expect(policy.shouldCheck()).toBe(false);
    advance(CHECK_EVERY_MS - 1);
    expect(policy.shouldCheck()).toBe(false);
    advance(1);
    expect(policy.shouldCheck()).toBe(true);
  });

  it('a failed check or download (bad signature) is shown and tried again the next day', () => {
    const { clock, advance } = fakeClock();
    const policy = new UpdatePolicy({ ...base, clock });
    policy.checking();
    policy.available('0.2.0');
    policy.failed('sha512 checksum mismatch');
    expect(policy.view()).toMatchObject({ phase: 'error', error: 'sha512 checksum mismatch' });
    expect(policy.shouldCheck()).toBe(false);
    advance(CHECK_EVERY_MS);
    expect(policy.shouldCheck()).toBe(true);
  });

  it('downloaded: no more checks; installs only with no write in flight', () => {
    const { clock, advance } = fakeClock();
    const policy = new UpdatePolicy({ ...base, clock });
    expect(policy.installDecision(0)).toEqual({ install: false, refusal: words('updates.noneReady') });
    policy.checking();
    policy.available('0.2.0');
    expect(policy.view()).toMatchObject({ phase: 'downloading', version: '0.2.0' });
    policy.downloaded('0.2.0');
    advance(3 * CHECK_EVERY_MS);
    expect(policy.shouldCheck()).toBe(false);
    expect(policy.installDecision(1)).toEqual({ install: false, refusal: words('updates.writeInProgress') });
    expect(policy.installDecision(0)).toEqual({ install: true });
  });
});

describe('proxy credentials', () => {
  const challenge: ProxyChallenge = {
    isProxy: true,
    scheme: 'basic',
    host: 'proxy.seguradora.local',
    port: 3128,
    realm: 'Squid',
  };

  function askWith(answers: Array<ProxyCredentials | undefined>) {
    const questions: ProxyQuestion[] = [];
    const ask = async (question: ProxyQuestion) => {
      questions.push(question);
      return answers.shift();
    };
    return { ask, questions };
  }

  it('a server (not a proxy) asking for credentials gets no answer and no dialog', async () => {
    const { ask, questions } = askWith([{ username: 'x', password: 'y' }]);
    const login = new ProxyLogin({ ask, clock: fakeClock().clock });
    expect(await login.answer({ ...challenge, isProxy: false })).toBeUndefined();
    expect(questions).toEqual([]);
  });

  it('asks once for requests challenged together; a second challenge after an answer is a refusal, said so', async () => {
    let release: (value: ProxyCredentials) => void = () => {};
    const questions: ProxyQuestion[] = [];
    const login = new ProxyLogin({
      ask: (question) => {
        questions.push(question);
        return new Promise((resolve) => (release = resolve));
      },
      clock: fakeClock().clock,
    });
    const first = login.answer(challenge);
    const second = login.answer(challenge);
    release({ username: 'ana', password: 'errada' });
    expect(await first).toEqual({ username: 'ana', password: 'errada' });
    expect(await second).toEqual({ username: 'ana', password: 'errada' });
    expect(questions).toHaveLength(1);
    expect(questions[0]).toMatchObject({
      proxy: 'proxy.seguradora.local:3128',
      realm: 'Squid',
      refused: false,
      attempt: 1,
    });

    const again = login.answer(challenge);
    release({ username: 'ana', password: 'certa' });
    expect(await again).toEqual({ username: 'ana', password: 'certa' });
    expect(questions[1]).toMatchObject({ refused: true, attempt: 2 });
  });

  it('stops asking after too many refusals', async () => {
    const { ask, questions } = askWith(Array.from({ length: 5 }, () => ({ username: 'ana', password: 'errada' })));
    const login = new ProxyLogin({ ask, clock: fakeClock().clock, maxAttempts: 3 });
    for (let i = 0; i < 3; i++) expect(await login.answer(challenge)).toBeDefined();
    expect(await login.answer(challenge)).toBeUndefined();
    expect(questions).toHaveLength(3);
  });

  it('"Cancelar" is remembered for a while, then the next challenge asks afresh', async () => {
    const { clock, advance } = fakeClock();
    const { ask, questions } = askWith([undefined, { username: 'ana', password: 'certa' }]);
    const login = new ProxyLogin({ ask, clock, declineMs: 60_000 });
    expect(await login.answer(challenge)).toBeUndefined();
    expect(await login.answer(challenge)).toBeUndefined();
    expect(questions).toHaveLength(1);
    advance(60_000);
    expect(await login.answer(challenge)).toEqual({ username: 'ana', password: 'certa' });
    expect(questions[1]).toMatchObject({ refused: false, attempt: 1 });
  });
});
