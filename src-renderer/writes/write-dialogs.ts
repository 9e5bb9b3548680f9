/**
 * How any screen opens a write dialog (Op2–Op7). The dialogs themselves live
 * in this folder; screens only say which and with what they already know:
 * the customer record they show (to fill in the insured or the signer) and,
 * for a claim notice, the line of business of the tab it was opened from.
 */
import { create } from 'zustand';
import type { ClaimLine } from '../../src-shared/contract/rules';
import { cpfDigits } from '../../src-shared/cpf';
import { type Route, useAppStore } from '../state/store';
import type { WriteCustomer } from './write-customer';

export type WriteDialogRequest =
  | { kind: 'claimNotice'; cpf: string; line?: ClaimLine; customer?: WriteCustomer }
  | { kind: 'contribution'; cpf: string; certificate: string; funds: string[] }
  | { kind: 'paymentData'; cpf: string; title: string }
  | { kind: 'lifeSignatureHash'; proposal?: string; customerCpf?: string; customer?: WriteCustomer }
  | { kind: 'pensionSignature'; proposal?: string; customerCpf?: string; customer?: WriteCustomer }
  | { kind: 'proposalSignatureDate'; proposal?: string; createdOn?: string; customerCpf?: string };

/** A dialog's props: the request that opened it (closing is the frame's, through this store). */
export interface WriteDialogProps<K extends WriteDialogRequest['kind']> {
  request: Extract<WriteDialogRequest, { kind: K }>;
}

/** The customer a route shows (its CPF's digits); undefined on a screen about no customer. */
export function customerOfRoute(route: Route): string | undefined {
  return route.screen === 'customer' || route.screen === 'certificate' ? cpfDigits(route.cpf) : undefined;
}

/** Whose the write is: the customer the request names, else the one on screen when it was opened (undefined: none). */
function customerOfDialog(request: WriteDialogRequest, onScreen: string | undefined): string | undefined {
  const named = 'cpf' in request ? request.cpf : request.customerCpf;
  return named ? cpfDigits(named) : onScreen;
}

interface WriteDialogState {
  open: WriteDialogRequest | undefined;
  /**
   * The customer the open dialog belongs to (11 digits; undefined when it was opened about no customer): while it
   * is open no other screen opens without the employee's word, and its send goes only with them on screen.
   */
  customerCpf: string | undefined;
  /** A screen asked for while the dialog is open: the dialog asks to finish or discard first (LeaveCustomerQuestion). */
  leavingTo: Route | undefined;
  openDialog(request: WriteDialogRequest): void;
  /** Closes the dialog (and forgets a screen it held back). */
  close(): void;
  /** The employee chose to stay with the dialog: the screen asked for is not opened. */
  stay(): void;
}

/**
 * While a dialog is open, only its own customer's screens open (another tab, a certificate of theirs); anything
 * else waits for the employee's answer, so a write never stays open over another customer.
 */
function holdOtherScreens(route: Route): boolean {
  const { open, customerCpf } = useWriteDialogs.getState();
  if (!open) return true;
  if (customerCpf !== undefined && customerOfRoute(route) === customerCpf) return true;
  useWriteDialogs.setState({ leavingTo: route });
  return false;
}

/**
 * The last check before a dialog sends: undefined when the screen shows the dialog's own customer; otherwise the
 * customer the screen shows instead (null: none), and nothing may be sent.
 */
export function otherCustomerOnScreen(): string | null | undefined {
  const onScreen = customerOfRoute(useAppStore.getState().route);
  return onScreen === useWriteDialogs.getState().customerCpf ? undefined : (onScreen ?? null);
}

export const useWriteDialogs = create<WriteDialogState>()((set) => ({
  open: undefined,
  customerCpf: undefined,
  leavingTo: undefined,
  openDialog: (request) => {
    const app = useAppStore.getState();
    app.setNavigationGuard(holdOtherScreens);
    set({ open: request, customerCpf: customerOfDialog(request, customerOfRoute(app.route)), leavingTo: undefined });
  },
  close: () => {
    useAppStore.getState().setNavigationGuard(undefined);
    set({ open: undefined, customerCpf: undefined, leavingTo: undefined });
  },
  stay: () => set({ leavingTo: undefined }),
}));
