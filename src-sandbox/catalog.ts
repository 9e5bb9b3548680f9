/**
 * Look-ups over the generated world, and the views that merge it with what
 * writes changed (pending contributions in movements, new payment data, set
 * signature dates).
 */
import { cpfDigits } from '../src-shared/cpf';
import { saoPauloDateOf } from '../src-shared/format/calendar-date';
import { generateMovements } from './demo/movements';
import { round6 } from './demo/random';
import type { Contribution, SandboxState } from './state';
import type {
  CapitalizationTitle,
  DemoCustomer,
  DemoWorld,
  FinancialMovementRecord,
  LifeProposal,
  PensionCertificate,
  PensionProposal,
} from './world';

/** Heavy certificates are regenerated on demand; keep the few most recent. */
const MOVEMENT_CACHE_SIZE = 4;

export class Catalog {
  private readonly byCpf = new Map<string, DemoCustomer>();
  private readonly lifeProposals = new Map<string, { customer: DemoCustomer; proposal: LifeProposal }>();
  private readonly pensionProposals = new Map<string, { customer: DemoCustomer; proposal: PensionProposal }>();
  private readonly movementCache = new Map<string, FinancialMovementRecord[]>();

  constructor(readonly world: DemoWorld) {
    for (const customer of world.customers) {
      this.byCpf.set(customer.cliente.cpf, customer);
      for (const proposal of customer.lifeProposals)
        this.lifeProposals.set(proposal.idProposta, { customer, proposal });
      for (const proposal of customer.pensionProposals)
        this.pensionProposals.set(proposal.idProposta, { customer, proposal });
    }
  }

  customer(cpf: string): DemoCustomer | undefined {
    return this.byCpf.get(cpfDigits(cpf).padStart(11, '0'));
  }

  /** A pension certificate of this customer; another customer's certificate is "not found" too. */
  pensionCertificate(customer: DemoCustomer, id: string): PensionCertificate | undefined {
    const padded = id.padStart(12, '0');
    return customer.pensionCertificates.find((c) => c.numeroCertificado === padded);
  }

  capitalizationTitle(customer: DemoCustomer, id: string): CapitalizationTitle | undefined {
    const normalized = id.replace(/^0+(?=\d)/, '');
    return customer.capitalizationTitles.find((t) => t.numeroTitulo.replace(/^0+(?=\d)/, '') === normalized);
  }

  lifeProposal(id: string) {
    return this.lifeProposals.get(id);
  }

  pensionProposal(id: string) {
    return this.pensionProposals.get(id);
  }

  /** Generated movements followed by the pending ones that contributions (Op4) created. */
  movements(certificate: PensionCertificate, state: Readonly<SandboxState>): FinancialMovementRecord[] {
    const generated = this.generatedMovements(certificate);
    const contributions = state.contributions.filter((c) => c.certificado === certificate.numeroCertificado);
    if (contributions.length === 0) return generated;
    const balances = new RunningQuotaBalances(generated);
    return generated.concat(contributions.flatMap((c) => pendingMovements(certificate, c, balances)));
  }

  generatedMovements(certificate: PensionCertificate): FinancialMovementRecord[] {
    const key = certificate.numeroCertificado;
    const cached = this.movementCache.get(key);
    const movements = cached ?? generateMovements(certificate, this.world.referenceDate);
    // Re-inserting keeps the map in least-recently-used order.
    if (cached) this.movementCache.delete(key);
    else if (this.movementCache.size >= MOVEMENT_CACHE_SIZE)
      this.movementCache.delete(this.movementCache.keys().next().value!);
    this.movementCache.set(key, movements);
    return movements;
  }
}

/**
 * The quota balance of each coverage and fund after the movements so far, added up as the detailed balance (Op14)
 * adds them up, so a new movement's "Saldo em cotas" is the balance the balance tab shows after it.
 */
class RunningQuotaBalances {
  private readonly balances = new Map<string, number>();

  constructor(movements: readonly FinancialMovementRecord[]) {
    for (const m of movements) this.add(m.tipoCobertura, m.codigoFundo, m.quantidadeCotasMovimento);
  }

  /** Adds `quotas` to the coverage's fund and returns its balance afterwards. */
  add(coverage: string, fund: string, quotas: number): number {
    const key = `${coverage}/${fund}`;
    const balance = round6((this.balances.get(key) ?? 0) + quotas);
    this.balances.set(key, balance);
    return balance;
  }
}

function pendingMovements(
  certificate: PensionCertificate,
  contribution: Contribution,
  balances: RunningQuotaBalances,
): FinancialMovementRecord[] {
  return contribution.fundos.map((fundo, index) => {
    const coverage = certificate.coverages.find((c) => c.funds.some((f) => f.codigo === fundo.codigo));
    const fund = coverage?.funds.find((f) => f.codigo === fundo.codigo);
    const value = Math.round(contribution.valor * fundo.percentualDistribuicao) / 100;
    const quotas = fund ? round6(value / fund.valorCota) : 0;
    return {
      numeroCertificado: certificate.numeroCertificado,
      tipoCobertura: coverage?.codigo ?? '',
      codigoTipoConta: null,
      descricaoNomeConta: null,
      codigoFundo: fundo.codigo,
      indentificacaoMovimento: `${contribution.id}-${index + 1}`,
      tipoMovimento: 'APORTE',
      tipoContribuicao: 'ESPORADICA',
      statusMovimento: 'PENDENTE',
      codigoMovimento: 'APE',
      descricaoMovimento: 'APORTE ESPORADICO SOLICITADO',
      // The São Paulo day it was asked for: a contribution at 23:27 there is that day's, not UTC's next one.
      dataMovimento: `${saoPauloDateOf(Date.parse(contribution.createdAt))}T00:00:00`,
      valorMovimento: value,
      quantidadeCotasMovimento: quotas,
      valorNominal: value,
      dataOriginal: null,
      saldoMovimentoCota: balances.add(coverage?.codigo ?? '', fundo.codigo, quotas),
    };
  });
}
