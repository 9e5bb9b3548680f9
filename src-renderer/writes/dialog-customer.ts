/**
 * Renderer. Whose an open write dialog is, in words: the customer's name as the screens showed it (the recent
 * customers keep it) and the masked CPF, for the dialog's title, its review and the questions that protect it.
 */
import { maskCpf } from '../../src-shared/cpf';
import { type RecentCustomer, useAppStore } from '../state/store';
import { useWriteDialogs } from './write-dialogs';

/** "Patrícia Lima (***.084.471-**)", or only the masked CPF when no name is known. */
export function customerLabel(cpf: string, recent: readonly RecentCustomer[]): string {
  const name = recent.find((c) => c.cpf === cpf)?.name.trim();
  return name ? `${name} (${maskCpf(cpf)})` : maskCpf(cpf);
}

export interface DialogCustomer {
  /** 11 digits; undefined when the dialog was opened about no customer. */
  cpf: string | undefined;
  /** The customer in words; undefined with no customer. */
  label: string | undefined;
}

export function useDialogCustomer(): DialogCustomer {
  const cpf = useWriteDialogs((s) => s.customerCpf);
  const recent = useAppStore((s) => s.recentCustomers);
  return { cpf, label: cpf ? customerLabel(cpf, recent) : undefined };
}
