/** Named picks from the demo world, so tests say what they need rather than how to find it. */
import type { DemoWorld } from '../../src-sandbox/world';

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`o mundo de demonstração não tem: ${what}`);
  return value;
}

export function picks(world: DemoWorld) {
  const pensionHolder = required(
    world.customers.find((c) =>
      c.pensionCertificates.some((p) => p.status === 'ATIVO' && p.incomeProcesses.length > 0 && p.movementCount < 5000),
    ),
    'cliente com certificado ativo e processo de renda',
  );
  const pensionCertificate = required(
    pensionHolder.pensionCertificates.find(
      (p) => p.status === 'ATIVO' && p.incomeProcesses.length > 0 && p.movementCount < 5000,
    ),
    'certificado ativo',
  );
  const cancelledHolder = required(
    world.customers.find((c) => c.pensionCertificates.some((p) => p.status === 'CANCELADO')),
    'certificado cancelado',
  );
  const lifeHolder = required(
    world.customers.find((c) => c.lifeCertificates.some((l) => l.assistances.length > 0)),
    'certificado de vida',
  );
  const titleHolder = required(
    world.customers.find((c) => c.capitalizationTitles.some((t) => t.status === 'ATIVO')),
    'título ativo',
  );
  const cancelledTitleHolder = required(
    world.customers.find((c) => c.capitalizationTitles.some((t) => t.status === 'CANCELADO')),
    'título cancelado',
  );
  const lifeProposalHolder = required(
    world.customers.find((c) => c.lifeProposals.length > 0),
    'proposta de vida',
  );
  const pensionProposalHolder = required(
    world.customers.find((c) => c.pensionProposals.length > 0),
    'proposta de previdência',
  );
  const planHolder = required(
    world.customers.find((c) => c.pensionFundPlans.length > 0),
    'plano de fundo de pensão',
  );
  const withoutLife = required(
    world.customers.find((c) => !c.lines.includes('VIDA')),
    'cliente sem a linha VIDA',
  );
  const portabilityHolder = required(
    [...world.customers].sort((a, b) => b.portabilityRequests.length - a.portabilityRequests.length)[0],
    'cliente com portabilidades',
  );
  const product = required(world.adhesionProducts[0], 'produto de adesão');
  const coverage = required(pensionCertificate.coverages[0], 'cobertura');
  const fund = required(coverage.funds[0], 'fundo');
  const incomeProcess = required(pensionCertificate.incomeProcesses[0], 'processo de renda');
  return {
    pensionHolder,
    pensionCertificate,
    coverage,
    fund,
    incomeProcess,
    cancelledHolder,
    cancelledCertificate: required(
      cancelledHolder.pensionCertificates.find((p) => p.status === 'CANCELADO'),
      'certificado cancelado',
    ),
    lifeHolder,
    lifeCertificate: required(
      lifeHolder.lifeCertificates.find((l) => l.assistances.length > 0),
      'certificado de vida',
    ),
    titleHolder,
    activeTitle: required(
      titleHolder.capitalizationTitles.find((t) => t.status === 'ATIVO'),
      'título ativo',
    ),
    cancelledTitleHolder,
    cancelledTitle: required(
      cancelledTitleHolder.capitalizationTitles.find((t) => t.status === 'CANCELADO'),
      'título cancelado',
    ),
    lifeProposalHolder,
    lifeProposal: required(lifeProposalHolder.lifeProposals[0], 'proposta de vida'),
    pensionProposal: required(pensionProposalHolder.pensionProposals[0], 'proposta de previdência'),
    planHolder,
    plan: required(planHolder.pensionFundPlans[0], 'plano'),
    withoutLife,
    portabilityHolder,
    product,
    partnership: required(Object.keys(product.partnerships)[0], 'parceria'),
    moduleNumber: required(Object.keys(world.policyModules)[0], 'módulo'),
    /** A valid CPF that belongs to no demo customer. */
    unknownCpf: '52998224725',
  };
}
