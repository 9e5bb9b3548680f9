/**
 * Write actions off after a privilege refusal (D100), in the renderer's
 * store: on for the rest of the same user's session (a re-login after an
 * expiry included), off for anyone else and after signing out, whatever the
 * sequence of logins, expiries and refusals.
 */
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../../../src-renderer/state/store';
import type { SessionInfo } from '../../../src-shared/ipc/views';

const loggedIn = (login: string, environment: SessionInfo['environment'] = 'sandbox'): SessionInfo => ({
  loggedIn: true,
  environment,
  user: { name: null, login, cpfMasked: null, birthday: null },
  expiresInMs: 900_000,
  lifetimeMs: 900_000,
});
const loggedOut: SessionInfo = { loggedIn: false, environment: 'sandbox' };
const REFUSAL = { serviceSaid: ['Perfil somente consulta: sem permissão para esta operação.'] };

const initial = useAppStore.getState();
beforeEach(() => useAppStore.setState(initial, true));

describe('write actions after a privilege refusal', () => {
  it('stay off when the same user signs in again after an expiry', () => {
    const store = useAppStore.getState();
    store.setSession(loggedIn('consulta'));
    store.writeRefused(REFUSAL);
    store.markSessionExpired();
    store.setSession(loggedIn('consulta'));
    expect(useAppStore.getState().writeRefusal).toEqual(REFUSAL);
  });

  it('are on again for another user, and after signing out', () => {
    const store = useAppStore.getState();
    store.setSession(loggedIn('consulta'));
    store.writeRefused(REFUSAL);
    store.markSessionExpired();
    store.setSession(loggedIn('atendente'));
    expect(useAppStore.getState().writeRefusal).toBeUndefined();
    store.writeRefused(REFUSAL);
    store.signedOut(loggedOut);
    expect(useAppStore.getState().writeRefusal).toBeUndefined();
  });

  it('whatever the sequence: off exactly when the current owner was refused since their work began', () => {
    type Step =
      | { kind: 'login'; login: string; environment: SessionInfo['environment'] }
      | { kind: 'expire' }
      | { kind: 'refuse' }
      | { kind: 'signOut' };
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.record({
        kind: fc.constant('login' as const),
        login: fc.constantFrom('atendente', 'consulta', 'Consulta'),
        environment: fc.constantFrom('sandbox' as const, 'test' as const),
      }),
      fc.constant({ kind: 'expire' as const }),
      fc.constant({ kind: 'refuse' as const }),
      fc.constant({ kind: 'signOut' as const }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 20 }), (steps) => {
        useAppStore.setState(initial, true);
        // The model: who owns the work, and whether that owner was refused.
        let owner: string | undefined;
        let refused = false;
        for (const s of steps) {
          const store = useAppStore.getState();
          if (s.kind === 'login') {
            const next = `${s.login}@${s.environment}`;
            if (owner !== undefined && owner !== next) refused = false;
            owner = next;
            store.setSession(loggedIn(s.login, s.environment));
          } else if (s.kind === 'expire') store.markSessionExpired();
          else if (s.kind === 'signOut') {
            owner = undefined;
            refused = false;
            store.signedOut(loggedOut);
          } else if (owner !== undefined) {
            refused = true;
            store.writeRefused(REFUSAL);
          }
        }
        expect(useAppStore.getState().writeRefusal !== undefined).toBe(refused);
      }),
    );
  });
});

describe('a write accepted (the profile may write, D245)', () => {
  it('is known for the rest of the same user’s work, and forgotten for anyone else and after signing out', () => {
    const store = useAppStore.getState();
    store.setSession(loggedIn('atendente'));
    expect(useAppStore.getState().writeAccepted).toBe(false);
    store.writeWasAccepted();
    store.markSessionExpired();
    store.setSession(loggedIn('atendente'));
    expect(useAppStore.getState().writeAccepted).toBe(true);
    store.setSession(loggedIn('consulta'));
    expect(useAppStore.getState().writeAccepted).toBe(false);
    store.writeWasAccepted();
    store.signedOut(loggedOut);
    expect(useAppStore.getState().writeAccepted).toBe(false);
  });
});
