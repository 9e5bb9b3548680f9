/**
 * The deterministic demo world of the sandbox: the same seed always yields
 * the same customers, certificates and ids, independent of the clock.
 *
 * A few customers have fixed roles so tests and demos can rely on them:
 *   customers[0]  HEAVY: holds the certificate with 120,000 movements.
 *   customers[1]  PAGINATION: 28 internal portability requests, every status.
 *   customers[2]  BENCHMARK: holds every line and a certificate with exactly 1,000 movements.
 *   customers[3]  holds ONLY capitalization (claim notices for VIDA/PREVIDENCIA are refused).
 *   customers[4]  holds only life insurance.
 *   customers[5]  CPF with a leading zero; has a cancelled pension certificate.
 * resources/sandbox/fixtures.json lists all of them (scripts/write-fixtures.ts).
 */
import type { DemoCustomer, DemoWorld, Fund, PensionCertificate } from '../world';
import { COMPANY_ACTIVITIES } from './activities';
import { businessLines } from './business-lines';
import { buildCliente } from './customer-record';
import { buildFundTable } from './fund-table';
import {
  buildCapitalizationTitle,
  buildLifeCertificate,
  buildLifeProposal,
  buildPensionFundPlan,
  buildPensionProposal,
  buildPortabilityRequests,
  type HoldingsContext,
} from './holdings';
import { Sequences, UniqueIds } from './ids';
import { buildPensionCertificate, type CertificateOptions, type Holder, type PensionContext } from './pension';
import { personName } from './people';
import { Rng } from './random';
import { buildAdhesionProducts, buildPolicyModules, buildUsers, SUBSCRIPTION_KEYS } from './reference-data';

export const DEFAULT_SEED = 20261122;
export const REFERENCE_DATE = '2026-11-20';
export const HEAVY_MOVEMENT_COUNT = 120_000;
export const BENCHMARK_MOVEMENT_COUNT = 1_000;
export const PAGINATION_PORTABILITY_COUNT = 28;
const CUSTOMER_COUNT = 36;

type Line = DemoCustomer['lines'][number];
type Status = DemoCustomer['portabilityRequests'][number]['statusPortabilidade'];

interface Profile {
  lines: Line[];
  role?: 'heavy' | 'pagination' | 'benchmark';
  cpfPrefix?: string;
  politicallyExposed?: boolean;
  /** Pension certificates to build, each with fixed options. */
  certificates?: CertificateOptions[];
  capitalizationStatuses?: Array<'ATIVO' | 'CANCELADO' | 'RESGATADO'>;
  lifeProposals?: number;
  pensionProposals?: number;
}

const FIXED_PROFILES: Profile[] = [
  {
    lines: ['PREVIDENCIA', 'VIDA'],
    role: 'heavy',
    certificates: [
      { movementCount: HEAVY_MOVEMENT_COUNT, dataInicio: '2004-03-01', status: 'ATIVO', incomeProcesses: 0 },
      { status: 'ATIVO', incomeProcesses: 2 },
    ],
    lifeProposals: 2,
  },
  {
    lines: ['PREVIDENCIA', 'FUNDO_PENSAO'],
    role: 'pagination',
    certificates: [{ status: 'ATIVO' }, { status: 'ATIVO', incomeProcesses: 1 }],
    pensionProposals: 1,
  },
  {
    lines: ['PREVIDENCIA', 'VIDA', 'CAPITALIZACAO', 'FUNDO_PENSAO'],
    role: 'benchmark',
    certificates: [{ movementCount: BENCHMARK_MOVEMENT_COUNT, status: 'ATIVO', incomeProcesses: 1 }],
    capitalizationStatuses: ['ATIVO', 'RESGATADO'],
    lifeProposals: 1,
    pensionProposals: 2,
  },
  { lines: ['CAPITALIZACAO'], capitalizationStatuses: ['ATIVO', 'CANCELADO'] },
  { lines: ['VIDA'], lifeProposals: 1 },
  {
    lines: ['PREVIDENCIA', 'CAPITALIZACAO'],
    cpfPrefix: '0',
    certificates: [{ status: 'ATIVO', incomeProcesses: 1 }, { status: 'CANCELADO' }],
  },
];

export function generateWorld(seed = DEFAULT_SEED): DemoWorld {
  const master = new Rng(seed);
  const ids = new UniqueIds();
  // The contract's example CPF stays a stranger, so examples and tests can use it as "not a customer".
  ids.reserve('cpf', '52998224725');
  const seq = new Sequences();
  const referenceDate = REFERENCE_DATE;
  const funds = buildFundTable(master.fork(), referenceDate);
  const profiles = customerProfiles(master.fork());

  const customers = profiles.map((profile, index) =>
    buildCustomer(master.fork(), ids, seq, funds, referenceDate, profile, index),
  );

  const shared = master.fork();
  return {
    seed,
    referenceDate,
    customers,
    adhesionProducts: buildAdhesionProducts(shared),
    policyModules: buildPolicyModules(shared),
    companyActivities: COMPANY_ACTIVITIES.map((a) => ({ ...a })),
    users: buildUsers(shared, ids),
    subscriptionKeys: SUBSCRIPTION_KEYS.map((k) => ({ ...k })),
    companyCodes: [1, 2],
  };
}

/** Fixed roles first, then random mixes in which most hold pension and many life insurance. */
function customerProfiles(rng: Rng): Profile[] {
  const profiles = FIXED_PROFILES.map((p) => ({ ...p }));
  while (profiles.length < CUSTOMER_COUNT) {
    const lines: Line[] = [];
    if (rng.chance(0.85)) lines.push('PREVIDENCIA');
    if (rng.chance(0.6)) lines.push('VIDA');
    if (rng.chance(0.3)) lines.push('CAPITALIZACAO');
    if (rng.chance(0.15)) lines.push('FUNDO_PENSAO');
    if (lines.length === 0) lines.push('PREVIDENCIA');
    profiles.push({ lines });
  }
  // Two politically exposed persons, for the flag's display.
  for (const index of [7, 20]) (profiles[index] as Profile).politicallyExposed = true;
  // Every line held by at least a few customers, whatever the draw.
  const order: Line[] = ['PREVIDENCIA', 'VIDA', 'CAPITALIZACAO', 'FUNDO_PENSAO'];
  for (const line of order) {
    for (let i = CUSTOMER_COUNT - 1; profiles.filter((p) => p.lines.includes(line)).length < 4; i--) {
      const profile = profiles[i] as Profile;
      if (!profile.lines.includes(line)) profile.lines = order.filter((l) => l === line || profile.lines.includes(l));
    }
  }
  return profiles;
}

function buildCustomer(
  rng: Rng,
  ids: UniqueIds,
  seq: Sequences,
  funds: Map<string, Fund>,
  referenceDate: string,
  profile: Profile,
  index: number,
): DemoCustomer {
  const sexo = rng.pick(['M', 'F'] as const);
  const name = personName(rng, sexo);
  const refYear = Number(referenceDate.slice(0, 4));
  const birthDate =
    profile.role === 'heavy'
      ? rng.date('1958-01-01', '1964-12-31')
      : rng.date(`${refYear - 78}-01-01`, `${refYear - 22}-12-31`);
  const holder: Holder = { name, cpf: ids.cpf(rng, profile.cpfPrefix), sexo, birthDate };
  const cliente = buildCliente(rng, seq, {
    id: 100_001 + index,
    cpf: holder.cpf,
    name,
    sexo,
    birthDate,
    politicallyExposed: profile.politicallyExposed === true,
    referenceDate,
  });

  const has = (line: Line) => profile.lines.includes(line);
  const pensionCtx: PensionContext = { rng, ids, seq, funds, referenceDate };
  const ctx: HoldingsContext = { rng, ids, seq, referenceDate };
  const times = <T>(n: number, make: () => T) => Array.from({ length: n }, make);

  const certificateOptions = has('PREVIDENCIA')
    ? (profile.certificates ??
      times(
        rng.weighted([
          [1, 6],
          [2, 3],
          [3, 1],
        ]),
        () => ({}),
      ))
    : [];
  const pensionCertificates: PensionCertificate[] = certificateOptions.map((options) =>
    buildPensionCertificate(pensionCtx, holder, options),
  );
  const lifeCertificates = has('VIDA')
    ? times(
        rng.weighted([
          [1, 3],
          [2, 1],
        ]),
        () => buildLifeCertificate(ctx),
      )
    : [];
  const capitalizationTitles = has('CAPITALIZACAO')
    ? (profile.capitalizationStatuses ?? times(rng.int(1, 3), () => undefined)).map((status) =>
        buildCapitalizationTitle(ctx, status),
      )
    : [];
  const lifeProposals = has('VIDA')
    ? times(profile.lifeProposals ?? (rng.chance(0.4) ? rng.int(1, 2) : 0), () => buildLifeProposal(ctx))
    : [];
  const pensionProposals = has('PREVIDENCIA')
    ? times(profile.pensionProposals ?? (rng.chance(0.3) ? 1 : 0), () => buildPensionProposal(ctx))
    : [];
  const pensionFundPlans = has('FUNDO_PENSAO')
    ? times(
        rng.weighted([
          [1, 4],
          [2, 1],
        ]),
        () => buildPensionFundPlan(ctx),
      )
    : [];

  const matriculas = pensionCertificates.map((c) => c.numeroCertificado);
  const statuses: Status[] =
    profile.role === 'pagination'
      ? times(PAGINATION_PORTABILITY_COUNT, () => 0).map((_, i) => (i % 6) as Status)
      : times(
          matriculas.length > 0
            ? rng.weighted([
                [0, 5],
                [1, 3],
                [2, 2],
                [3, 1],
              ])
            : 0,
          () => rng.int(0, 5) as Status,
        );
  const portabilityRequests = statuses.length > 0 ? buildPortabilityRequests(ctx, holder, matriculas, statuses) : [];

  const holdings = {
    lines: profile.lines,
    pensionCertificates,
    lifeCertificates,
    capitalizationTitles,
    lifeProposals,
    pensionProposals,
    pensionFundPlans,
    portabilityRequests,
  };
  cliente.linhasNegocio = businessLines(holdings);
  return { cliente, ...holdings };
}
