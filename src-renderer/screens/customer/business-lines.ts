/**
 * Reading a customer's `linhasNegocio` (Op8): which lines they hold and the
 * identifiers each system lists, offered as quick picks on the tabs.
 * Names are compared without accents or case, so "PREVIDÊNCIA" and
 * "Previdencia" are the same line if the service ever writes them so.
 */
import { codeKey } from './common/use-code-label';
import type { Cliente } from './customer-types';

export type BusinessLine = 'PREVIDENCIA' | 'VIDA' | 'CAPITALIZACAO' | 'FUNDO_PENSAO';
export type BusinessSystem = 'CERTIFICADOS' | 'PROPOSTAS' | 'TITULOS' | 'PLANOS';

export function holdsLine(cliente: Cliente, line: BusinessLine): boolean {
  return cliente.linhasNegocio.some((l) => codeKey(l.nome) === line);
}

/** Identifiers of one system of one line, without repeats, in the service's order. */
export function idsOf(cliente: Cliente, line: BusinessLine, system: BusinessSystem): string[] {
  const ids = cliente.linhasNegocio
    .filter((l) => codeKey(l.nome) === line)
    .flatMap((l) => l.sistemas.filter((s) => codeKey(s.nome) === system))
    .flatMap((s) => s.idsCliente.map((id) => id.trim()))
    .filter((id) => id !== '');
  return [...new Set(ids)];
}
