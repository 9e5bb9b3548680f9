/**
 * How any screen opens a write dialog (Op2–Op7). The dialogs themselves live
 * in this folder; screens only say which and with what they already know:
 * the customer record they show (to fill in the insured or the signer) and,
 * for a claim notice, the line of business of the tab it was opened from.
 */
import { create } from 'zustand';
import type { ClaimLine } from '../../src-shared/contract/rules';
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

interface WriteDialogState {
  open: WriteDialogRequest | undefined;
  openDialog(request: WriteDialogRequest): void;
  close(): void;
}

export const useWriteDialogs = create<WriteDialogState>()((set) => ({
  open: undefined,
  openDialog: (request) => set({ open: request }),
  close: () => set({ open: undefined }),
}));
