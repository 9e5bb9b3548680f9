/**
 * The tabs of the customer screen and which lines of business each belongs
 * to: only tabs for lines the customer holds are shown at first, but the
 * employee can show them all (the registration may be incomplete, and each
 * tab lets them type an identifier).
 */
import { type BusinessLine, holdsLine } from './business-lines';
import type { Cliente } from './customer-types';

export const CUSTOMER_TABS = [
  'previdencia',
  'portabilidades',
  'vida',
  'capitalizacao',
  'fundoPensao',
  'propostas',
] as const;
export type CustomerTab = (typeof CUSTOMER_TABS)[number];

const TAB_LINES: Record<CustomerTab, readonly BusinessLine[]> = {
  previdencia: ['PREVIDENCIA'],
  portabilidades: ['PREVIDENCIA'],
  vida: ['VIDA'],
  capitalizacao: ['CAPITALIZACAO'],
  fundoPensao: ['FUNDO_PENSAO'],
  propostas: ['PREVIDENCIA', 'VIDA'],
};

export function isCustomerTab(value: string | null | undefined): value is CustomerTab {
  return (CUSTOMER_TABS as readonly string[]).includes(value ?? '');
}

export function heldTabs(cliente: Cliente): CustomerTab[] {
  return CUSTOMER_TABS.filter((tab) => TAB_LINES[tab].some((line) => holdsLine(cliente, line)));
}
