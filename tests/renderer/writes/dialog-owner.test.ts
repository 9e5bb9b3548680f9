/**
 * A write dialog belongs to one customer (write-dialogs.ts): while it is open, every screen change that would leave
 * its customer is held for the employee's answer, whatever the path (they all call the store's navigate); the
 * customer's own screens open; and the send's last check refuses whenever the screen shows anyone else.
 */
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Route, useAppStore } from '../../../src-renderer/state/store';
import { customerOfRoute, otherCustomerOnScreen, useWriteDialogs } from '../../../src-renderer/writes/write-dialogs';

const A = '27208447136';
const B = '73450767259';

const initialApp = useAppStore.getState();
const initialDialogs = useWriteDialogs.getState();
beforeEach(() => {
  useAppStore.setState(initialApp, true);
  useWriteDialogs.setState(initialDialogs, true);
});

const cpf = fc.constantFrom(A, B, '52998224725');
const route: fc.Arbitrary<Route> = fc.oneof(
  fc.record({
    screen: fc.constant('customer' as const),
    cpf,
    tab: fc.option(fc.constantFrom('vida', 'previdencia'), { nil: undefined }),
  }),
  fc.record({
    screen: fc.constant('certificate' as const),
    cpf,
    certificate: fc.constantFrom('000000925108', '000000111111'),
  }),
  fc.record({ screen: fc.constant('search' as const), cpf: fc.option(cpf, { nil: undefined }) }),
  fc.constantFrom<Route>({ screen: 'history' }, { screen: 'settings' }, { screen: 'references' }),
);

function openClaimFor(customer: string): void {
  useAppStore.getState().navigate({ screen: 'customer', cpf: customer });
  useWriteDialogs.getState().openDialog({ kind: 'claimNotice', cpf: customer });
}

describe('a write dialog and the screens under it', () => {
  it('holds every route that leaves its customer, and lets its customer’s own screens open', () => {
    fc.assert(
      fc.property(route, (next) => {
        useAppStore.setState(initialApp, true);
        useWriteDialogs.setState(initialDialogs, true);
        openClaimFor(A);
        useAppStore.getState().navigate(next);
        const allowed = customerOfRoute(next) === A;
        expect(useAppStore.getState().route).toEqual(allowed ? next : { screen: 'customer', cpf: A });
        expect(useWriteDialogs.getState().leavingTo).toEqual(allowed ? undefined : next);
        expect(otherCustomerOnScreen()).toBeUndefined();
      }),
    );
  });

  it('staying keeps the dialog and its customer on screen; closing it lets the held route open', () => {
    openClaimFor(A);
    useAppStore.getState().navigate({ screen: 'customer', cpf: B });
    useWriteDialogs.getState().stay();
    expect(useWriteDialogs.getState().open).toBeDefined();
    expect(useWriteDialogs.getState().leavingTo).toBeUndefined();
    expect(useAppStore.getState().route).toEqual({ screen: 'customer', cpf: A });
    useWriteDialogs.getState().close();
    useAppStore.getState().navigate({ screen: 'customer', cpf: B });
    expect(useAppStore.getState().route).toEqual({ screen: 'customer', cpf: B });
  });

  it('the send’s last check refuses any screen but the dialog’s customer, even one that got past the guard', () => {
    fc.assert(
      fc.property(route, (forced) => {
        useAppStore.setState(initialApp, true);
        useWriteDialogs.setState(initialDialogs, true);
        openClaimFor(A);
        // As if something changed the screen without asking (a bug elsewhere): the store, not navigate.
        useAppStore.setState({ route: forced });
        const onScreen = customerOfRoute(forced);
        expect(otherCustomerOnScreen()).toBe(onScreen === A ? undefined : (onScreen ?? null));
      }),
    );
  });

  it('a dialog opened with the CPF formatted belongs to the same digits', () => {
    useAppStore.getState().navigate({ screen: 'customer', cpf: A });
    useWriteDialogs
      .getState()
      .openDialog({ kind: 'proposalSignatureDate', proposal: 'PV1', customerCpf: '272.084.471-36' });
    expect(useWriteDialogs.getState().customerCpf).toBe(A);
    expect(otherCustomerOnScreen()).toBeUndefined();
  });
});
