/**
 * A customer's `linhasNegocio` (Op8): one entry per line held, its systems
 * listing the customer's identifiers there so a screen can offer them as
 * quick picks. Systems without identifiers are left out.
 */
import type { CustomerRecord, DemoCustomer } from '../world';

type Line = DemoCustomer['lines'][number];

export const LINE_IDS: Record<Line, number> = { PREVIDENCIA: 1, VIDA: 2, CAPITALIZACAO: 3, FUNDO_PENSAO: 4 };

/** System names, per line: what kind of identifier `idsCliente` holds. */
export const SYSTEMS = {
  PREVIDENCIA: [
    { id: 101, nome: 'CERTIFICADOS' },
    { id: 102, nome: 'PROPOSTAS' },
  ],
  VIDA: [
    { id: 201, nome: 'CERTIFICADOS' },
    { id: 202, nome: 'PROPOSTAS' },
  ],
  CAPITALIZACAO: [{ id: 301, nome: 'TITULOS' }],
  FUNDO_PENSAO: [{ id: 401, nome: 'PLANOS' }],
} as const;

export function businessLines(customer: Omit<DemoCustomer, 'cliente'>): CustomerRecord['linhasNegocio'] {
  const idsBySystem: Record<Line, string[][]> = {
    PREVIDENCIA: [
      customer.pensionCertificates.map((c) => c.numeroCertificado),
      customer.pensionProposals.map((p) => p.idProposta),
    ],
    VIDA: [customer.lifeCertificates.map((c) => c.numeroCertificado), customer.lifeProposals.map((p) => p.idProposta)],
    CAPITALIZACAO: [customer.capitalizationTitles.map((t) => t.numeroTitulo)],
    FUNDO_PENSAO: [customer.pensionFundPlans.map((p) => p.matricula)],
  };
  return customer.lines.map((line) => ({
    id: LINE_IDS[line],
    nome: line,
    sistemas: SYSTEMS[line]
      .map((system, i) => ({ id: system.id, nome: system.nome, idsCliente: idsBySystem[line][i] ?? [] }))
      .filter((system) => system.idsCliente.length > 0),
  }));
}
