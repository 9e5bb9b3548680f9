/**
 * Whose the open work is (the renderer's store): the same user logging in
 * again continues it exactly; another user, or the same login in another
 * environment, starts clean (search screen, no recent customers, no customer
 * data, a new work generation that closes the write dialogs); signing out
 * ends it.
 */
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDialogsOfDroppedWork } from '../../../src-renderer/app/session/close-previous-dialogs';
import { type AppState, useAppStore } from '../../../src-renderer/state/store';
import { useWriteDialogs } from '../../../src-renderer/writes/write-dialogs';
import type { SessionInfo } from '../../../src-shared/ipc/views';

const PATRICIA = { cpf: '27208447136', name: 'Patrícia Luiza Ribeiro' };
const loggedIn = (login: string, environment: SessionInfo['environment'] = 'sandbox'): SessionInfo => ({
  loggedIn: true,
  environment,
  user: { name: null, login, cpfMasked: null, birthday: null },
  expiresInMs: 900_000,
  lifetimeMs: 900_000,
});

const initial = useAppStore.getState();
let stopFollowing: () => void;
beforeEach(() => {
  useAppStore.setState(initial, true);
  useWriteDialogs.getState().close();
  stopFollowing = closeDialogsOfDroppedWork();
});
afterEach(() => stopFollowing());

/** atendente at work: a customer open, a dialog half-filled, then the service refuses the token. */
function workThenExpiry(): AppState {
  const store = useAppStore.getState();
  store.setSession(loggedIn('atendente'));
  store.rememberCustomer(PATRICIA);
  store.navigate({ screen: 'customer', cpf: PATRICIA.cpf, tab: 'capitalizacao' });
  useWriteDialogs.getState().openDialog({ kind: 'paymentData', cpf: PATRICIA.cpf, title: '327202888' });
  store.markSessionExpired();
  return useAppStore.getState();
}

describe('after a session expiry', () => {
  it('the same user continues exactly where they were; the reads that failed get a new session epoch', () => {
    const before = workThenExpiry();
    expect(before.session?.user?.login).toBe('atendente');
    useAppStore.getState().setSession(loggedIn('atendente'));
    const after = useAppStore.getState();
    expect(after.route).toEqual(before.route);
    expect(after.recentCustomers).toEqual([PATRICIA]);
    expect(after.workGeneration).toBe(before.workGeneration);
    expect(after.sessionEpoch).toBe(before.sessionEpoch + 1);
    expect(after.sessionExpired).toBe(false);
    expect(useWriteDialogs.getState().open).toMatchObject({ kind: 'paymentData' });
  });

  it('another user starts clean: search screen, no recent customers, no customer data, the dialog closed', () => {
    const before = workThenExpiry();
    useAppStore.getState().setSession(loggedIn('consulta'));
    const after = useAppStore.getState();
    expect(after.route).toEqual({ screen: 'search' });
    expect(after.recentCustomers).toEqual([]);
    expect(after.workGeneration).toBe(before.workGeneration + 1);
    expect(after.workOwner).toEqual({ login: 'consulta', environment: 'sandbox' });
    expect(useWriteDialogs.getState().open).toBeUndefined();
  });

  it('the same login in another environment is another owner', () => {
    workThenExpiry();
    useAppStore.getState().setSession(loggedIn('atendente', 'test'));
    expect(useAppStore.getState().recentCustomers).toEqual([]);
    expect(useWriteDialogs.getState().open).toBeUndefined();
  });

  it('whatever the sequence of logins, the work kept is only ever that of the user now logged in', () => {
    const logins = fc.array(fc.constantFrom('atendente', 'consulta', 'Atendente', 'bloqueado'), {
      minLength: 1,
      maxLength: 8,
    });
    fc.assert(
      fc.property(logins, (sequence) => {
        useAppStore.setState(initial, true);
        for (const login of sequence) {
          const store = useAppStore.getState();
          store.setSession(loggedIn(login));
          store.rememberCustomer({ cpf: login, name: login });
          store.markSessionExpired();
        }
        const last = sequence[sequence.length - 1]!;
        const recent = useAppStore.getState().recentCustomers.map((c) => c.cpf);
        expect(new Set(recent)).toEqual(new Set([last]));
      }),
    );
  });
});

describe('signing out', () => {
  it('ends the open work: the same user signing in again starts clean too', () => {
    const before = workThenExpiry();
    useAppStore.getState().setSession(loggedIn('atendente'));
    useAppStore.getState().signedOut({ loggedIn: false, environment: 'sandbox' });
    const after = useAppStore.getState();
    expect(after.workOwner).toBeUndefined();
    expect(after.route).toEqual({ screen: 'search' });
    expect(after.recentCustomers).toEqual([]);
    expect(after.workGeneration).toBe(before.workGeneration + 1);
    expect(useWriteDialogs.getState().open).toBeUndefined();
  });

  it('the first login of the page drops nothing', () => {
    useAppStore.getState().navigate({ screen: 'settings' });
    useAppStore.getState().setSession(loggedIn('atendente'));
    expect(useAppStore.getState().route).toEqual({ screen: 'settings' });
    expect(useAppStore.getState().workGeneration).toBe(0);
  });
});

describe('the store follows', () => {
  it('stops closing dialogs once told to', () => {
    stopFollowing();
    workThenExpiry();
    useAppStore.getState().setSession(loggedIn('consulta'));
    expect(useWriteDialogs.getState().open).toMatchObject({ kind: 'paymentData' });
  });
});
