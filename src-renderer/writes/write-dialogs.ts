/**
 * How any screen opens a write dialog (Op2–Op7). The dialogs themselves live
 * in this folder; screens only say which and with what they already know.
 */
import { create } from 'zustand';

export type WriteDialogRequest =
  | { kind: 'claimNotice'; cpf: string }
  | { kind: 'contribution'; cpf: string; certificate: string; funds: string[] }
  | { kind: 'paymentData'; cpf: string; title: string }
  | { kind: 'lifeSignatureHash'; proposal?: string; customerCpf?: string }
  | { kind: 'pensionSignature'; proposal?: string; customerCpf?: string }
  | { kind: 'proposalSignatureDate'; proposal?: string; createdOn?: string; customerCpf?: string };

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
