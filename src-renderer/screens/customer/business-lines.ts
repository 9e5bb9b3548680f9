/**
 * Renderer. Reading a customer's `linhasNegocio` (Op8): which lines they hold
 * and the identifiers each system lists, offered as quick picks on the tabs.
 * Names are compared without accents or case, so "PREVIDÊNCIA" and
 * "Previdencia" are the same line if the service ever writes them so. A line
 * or system without a name cannot be placed on a tab; its identifiers still
 * show on the card.
 */
import type { DriftReport } from '../../../src-shared/contract';
import { incompleteFields } from '../../data/drift-note';
import { codeKey } from './common/use-code-label';
import type { Cliente } from './customer-types';

export type BusinessLine = 'PREVIDENCIA' | 'VIDA' | 'CAPITALIZACAO' | 'FUNDO_PENSAO';
export type BusinessSystem = 'CERTIFICADOS' | 'PROPOSTAS' | 'TITULOS' | 'PLANOS';

export function holdsLine(cliente: Cliente, line: BusinessLine): boolean {
  return cliente.linhasNegocio.some((l) => codeKey(l.nome) === line);
}

/** Identifiers of one system of one line, without repeats or blanks, in the service's order. */
export function idsOf(cliente: Cliente, line: BusinessLine, system: BusinessSystem): string[] {
  const ids = cliente.linhasNegocio
    .filter((l) => codeKey(l.nome) === line)
    .flatMap((l) => l.sistemas.filter((s) => codeKey(s.nome) === system))
    .flatMap((s) => s.idsCliente.map((id) => id.trim()))
    .filter((id) => id !== '');
  return [...new Set(ids)];
}

const LINES = 'cliente.linhasNegocio[].';

/**
 * The service left out part of what places identifiers on the tabs (a line's
 * or system's name, a system, its identifiers): some certificates, titles or
 * proposals may be missing from the lists and must be typed. The numeric ids
 * of lines and systems place nothing.
 */
export function productIdsIncomplete(drift: DriftReport): boolean {
  return incompleteFields(drift).some((e) => e.path.startsWith(LINES) && !e.path.endsWith('.id'));
}
