/**
 * The CPFs revealed on screen (renderer store, D181): kept for the session of
 * the employee who revealed them, across screens, until hidden; dropped with
 * the open work (sign-out, another user). An export asks for the customer's
 * CPF in full exactly when it is revealed, and masks it on screen again when
 * the main process refused it.
 */
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { followCpfAnswer, withRevealedCpf } from '../../src-renderer/components/revealed-cpf-heading';
import { useAppStore } from '../../src-renderer/state/store';
import type { ExportRequest } from '../../src-shared/ipc/inputs';
import { loggedIn } from '../support/session-info';

const CPF = '27208447136';
const OTHER = '52998224725';

const initial = useAppStore.getState();
beforeEach(() => {
  useAppStore.setState(initial, true);
  useAppStore.getState().setSession(loggedIn('atendente'));
});

describe('revealed CPFs in the store', () => {
  it('kept until hidden, once each', () => {
    const store = useAppStore.getState();
    store.cpfRevealed(CPF);
    store.cpfRevealed(CPF);
    store.cpfRevealed(OTHER);
    expect(useAppStore.getState().revealedCpfs).toEqual([CPF, OTHER]);
    store.cpfHidden(CPF);
    expect(useAppStore.getState().revealedCpfs).toEqual([OTHER]);
  });

  it('the same employee after a session expiry keeps them; another employee or a sign-out drops them', () => {
    useAppStore.getState().cpfRevealed(CPF);
    useAppStore.getState().markSessionExpired();
    useAppStore.getState().setSession(loggedIn('atendente'));
    expect(useAppStore.getState().revealedCpfs).toEqual([CPF]);
    useAppStore.getState().setSession(loggedIn('supervisor'));
    expect(useAppStore.getState().revealedCpfs).toEqual([]);
    useAppStore.getState().cpfRevealed(CPF);
    useAppStore.getState().signedOut({ loggedIn: false, environment: 'sandbox' });
    expect(useAppStore.getState().revealedCpfs).toEqual([]);
  });
});

describe('what an export asks for', () => {
  const requests: ExportRequest[] = [
    { kind: 'movements', format: 'pdf', path: { idcliente: CPF, idcertificado: '000000925108' } },
    {
      kind: 'balance',
      format: 'xlsx',
      path: { idcliente: CPF, idcertificado: '000000925108', idcobertura: '1', idfundo: '12' },
      heading: { customerName: 'Patrícia' },
    },
    { kind: 'portability', format: 'xlsx', path: { idcliente: CPF } },
  ];

  it('the CPF in full exactly when the customer’s CPF is revealed; nothing else of the request changes (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...requests), fc.subarray([CPF, OTHER]), (request, revealed) => {
        const sent = withRevealedCpf(request, revealed) as ExportRequest & {
          heading?: { cpfRevealed?: boolean; customerName?: string };
        };
        expect(sent.heading?.cpfRevealed === true).toBe(revealed.includes(CPF));
        const { heading: _sent, ...rest } = sent;
        const { heading: _asked, ...original } = request as typeof sent;
        expect(rest).toEqual(original);
        if ('heading' in request && request.heading?.customerName)
          expect(sent.heading?.customerName).toBe(request.heading.customerName);
      }),
    );
  });

  it('History has no customer CPF: asked as it is', () => {
    const history: ExportRequest = { kind: 'history', format: 'xlsx', filter: {} };
    expect(withRevealedCpf(history, [CPF])).toBe(history);
  });

  it('refused by main: masked on screen again; honoured: still revealed', () => {
    useAppStore.getState().cpfRevealed(CPF);
    followCpfAnswer(requests[0]!, {});
    expect(useAppStore.getState().revealedCpfs).toEqual([CPF]);
    followCpfAnswer(requests[0]!, { cpfRevealRefused: true });
    expect(useAppStore.getState().revealedCpfs).toEqual([]);
  });
});
