/**
 * Session loss as every IPC call reports it (call() in src-renderer/ipc/use-ipc.ts): a session error ends the
 * session the call was sent with, never a later one. A read sent before a login and refused after it (the old
 * token) leaves the new session alone, whatever the order of logins, calls and answers; the call itself still
 * answers its error.
 */
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { call } from '../../../src-renderer/ipc/use-ipc';
import { useAppStore } from '../../../src-renderer/state/store';
import type { IpcErrorCode, IpcResult } from '../../../src-shared/ipc/ipc-result';
import { loggedIn } from '../../support/session-info';
import { words } from '../../../src-shared/words/error-codes';

type Answer = IpcErrorCode | 'ok' | 'throws';
const SESSION_ENDED: ReadonlySet<Answer> = new Set(['session-expired', 'not-logged-in']);

function answerOf(answer: Answer): { value?: IpcResult<string>; thrown?: Error } {
  if (answer === 'throws') return { thrown: new Error('canal fechado') };
  if (answer === 'ok') return { value: { ok: true, data: 'dados' } };
  return {
    value: {
      ok: false,
      error: { code: answer, words: words('internal.unexpected'), details: [], retryable: false },
    },
  };
}

/** One IPC call on its way: started now, answered when the test says. */
function startCall() {
  let settle!: (answer: Answer) => void;
  const sent = new Promise<IpcResult<string>>((resolve, reject) => {
    settle = (answer) => {
      const { value, thrown } = answerOf(answer);
      if (thrown) reject(thrown);
      else resolve(value!);
    };
  });
  return { result: call(sent), settle };
}

const initial = useAppStore.getState();
beforeEach(() => useAppStore.setState(initial, true));

describe('a session error ends the session the call was sent with', () => {
  it('a call sent before the latest login and refused after it does not end the new session; it still answers its error', async () => {
    useAppStore.getState().setSession(loggedIn('atendente'));
    const early = startCall();
    useAppStore.getState().markSessionExpired();
    useAppStore.getState().setSession(loggedIn('atendente'));
    early.settle('session-expired');
    const result = await early.result;
    expect(result.ok ? undefined : result.error.code).toBe('session-expired');
    expect(useAppStore.getState().sessionExpired).toBe(false);
    expect(useAppStore.getState().session?.loggedIn).toBe(true);
  });

  it('a call sent in the current session and refused for it opens the login', async () => {
    useAppStore.getState().setSession(loggedIn('atendente'));
    const current = startCall();
    current.settle('not-logged-in');
    await current.result;
    expect(useAppStore.getState().sessionExpired).toBe(true);
    expect(useAppStore.getState().session?.loggedIn).toBe(false);
  });

  it('whatever the order of logins, calls and answers, only a session error of a call sent since the latest login ends it', async () => {
    const answer = fc.constantFrom<Answer>(
      'ok',
      'session-expired',
      'not-logged-in',
      'unreachable',
      'forbidden',
      'internal',
      'throws',
    );
    const step = fc.oneof(
      fc.constant({ kind: 'login' as const }),
      fc.constant({ kind: 'start' as const }),
      fc.record({ kind: fc.constant('answer' as const), which: fc.nat(), answer }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 30 }), async (steps) => {
        useAppStore.setState(initial, true);
        const waiting: { sentIn: number; call: ReturnType<typeof startCall> }[] = [];
        const model = { logins: 0, expired: false };
        for (const s of steps) {
          if (s.kind === 'login') {
            useAppStore.getState().setSession(loggedIn('atendente'));
            model.logins += 1;
            model.expired = false;
          } else if (s.kind === 'start') {
            waiting.push({ sentIn: model.logins, call: startCall() });
          } else if (waiting.length > 0) {
            const [answered] = waiting.splice(s.which % waiting.length, 1);
            answered!.call.settle(s.answer);
            const result = await answered!.call.result;
            expect(result.ok).toBe(s.answer === 'ok');
            if (SESSION_ENDED.has(s.answer) && answered!.sentIn === model.logins) model.expired = true;
          }
          expect(useAppStore.getState().sessionExpired).toBe(model.expired);
        }
      }),
      { numRuns: 200 },
    );
  });
});
