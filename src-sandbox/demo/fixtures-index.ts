/**
 * The machine-readable index of the demo world (resources/sandbox/fixtures.json):
 * what a tester or an end-to-end test needs to know to reach each case,
 * without reading the generator. A test keeps the committed file in step.
 */
import type { DemoCustomer, DemoWorld } from '../world';
import { BENCHMARK_MOVEMENT_COUNT, HEAVY_MOVEMENT_COUNT } from './generate-world';

function who(world: DemoWorld, customer: DemoCustomer) {
  return { customerIndex: world.customers.indexOf(customer), cpf: customer.cliente.cpf, nome: customer.cliente.nome };
}

function certificateWith(world: DemoWorld, movementCount: number) {
  for (const customer of world.customers) {
    const cert = customer.pensionCertificates.find((c) => c.movementCount === movementCount);
    if (cert) return { ...who(world, customer), numeroCertificado: cert.numeroCertificado, movementCount };
  }
  throw new Error(`no certificate with ${movementCount} movements`);
}

function customerWhere(world: DemoWorld, predicate: (c: DemoCustomer) => boolean) {
  const customer = world.customers.find(predicate);
  if (!customer) throw new Error('fixture customer missing');
  return who(world, customer);
}

export function buildFixturesIndex(world: DemoWorld) {
  const mostPortability = world.customers.reduce((a, b) =>
    b.portabilityRequests.length > a.portabilityRequests.length ? b : a,
  );
  return {
    about:
      'Índice dos dados de demonstração do sandbox. Gerado por `npx tsx scripts/write-fixtures.ts`; não editar à mão.',
    seed: world.seed,
    referenceDate: world.referenceDate,
    subscriptionKeys: world.subscriptionKeys,
    users: world.users.map(({ username, password, profile, name, cpf }) => ({
      username,
      password,
      profile,
      name,
      cpf,
    })),
    companyCodes: world.companyCodes,
    heavyCertificate: certificateWith(world, HEAVY_MOVEMENT_COUNT),
    benchmarkCertificate: certificateWith(world, BENCHMARK_MOVEMENT_COUNT),
    paginationCustomer: {
      ...who(world, mostPortability),
      portabilityCount: mostPortability.portabilityRequests.length,
      statuses: [...new Set(mostPortability.portabilityRequests.map((p) => p.statusPortabilidade))].sort(
        (a, b) => a - b,
      ),
    },
    capitalizationOnlyCustomer: customerWhere(world, (c) => c.lines.length === 1 && c.lines[0] === 'CAPITALIZACAO'),
    lifeOnlyCustomer: customerWhere(world, (c) => c.lines.length === 1 && c.lines[0] === 'VIDA'),
    leadingZeroCpfCustomer: customerWhere(world, (c) => c.cliente.cpf.startsWith('0')),
    customers: world.customers.map((c, index) => ({
      index,
      cpf: c.cliente.cpf,
      nome: c.cliente.nome,
      dataNascimento: c.cliente.dataNascimento.slice(0, 10),
      lines: c.lines,
      pensionCertificates: c.pensionCertificates.map((p) => ({
        numeroCertificado: p.numeroCertificado,
        produto: p.produto,
        status: p.status,
        movementCount: p.movementCount,
        coverages: p.coverages.map((cov) => ({ codigo: cov.codigo, funds: cov.funds.map((f) => f.codigo) })),
        incomeProcesses: p.incomeProcesses.map((ip) => ip.process.numeroProcessoRenda),
      })),
      lifeCertificates: c.lifeCertificates.map((l) => ({
        numeroCertificado: l.numeroCertificado,
        assistances: l.assistances.map((a) => a.idAssistencia),
      })),
      capitalizationTitles: c.capitalizationTitles.map((t) => ({ numeroTitulo: t.numeroTitulo, status: t.status })),
      lifeProposals: c.lifeProposals.map((p) => ({
        idProposta: p.idProposta,
        dataCriacao: p.dataCriacao,
        dataAssinatura: p.dataAssinatura,
      })),
      pensionProposals: c.pensionProposals.map((p) => p.idProposta),
      pensionFundPlans: c.pensionFundPlans.map((p) => p.matricula),
      portabilityCount: c.portabilityRequests.length,
    })),
    adhesionProducts: world.adhesionProducts.map((p) => ({
      idProduto: p.idProduto,
      nome: p.nome,
      partnershipCodes: Object.keys(p.partnerships),
    })),
    policyModules: Object.keys(world.policyModules),
    companyActivityCount: world.companyActivities.length,
  };
}
