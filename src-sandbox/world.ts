/**
 * The sandbox's data model: the demo world generated from a seed, before any
 * write. Writes are kept apart (see state.ts) so the generated part never has
 * to be stored: the seed regenerates it identically.
 */
import type { ApiWireResult } from '../src-shared/contract';

export type CustomerRecord = NonNullable<ApiWireResult<'op8'>>['cliente'];
export type FinancialMovementRecord = ApiWireResult<'op12'>[number];
export type CollectionChannelRecord = ApiWireResult<'op13'>;
export type IncomeProcessRecord = ApiWireResult<'op15'>[number];
export type IncomeBeneficiaryRecord = ApiWireResult<'op19'>[number];
export type AssistanceRecord = Required<ApiWireResult<'op10'>[number]>;
export type CompanyActivityRecord = ApiWireResult<'op20'>[number];
export type PolicyModuleRecord = ApiWireResult<'op11'>;
export type PortabilityRecord = ApiWireResult<'op9'>[number] & { statusPortabilidade: 0 | 1 | 2 | 3 | 4 | 5 };

export interface Fund {
  /** `idfundo` in Op14/Op16 and `codigoFundo` in movements. */
  codigo: string;
  apelido: string;
  cnpj: string;
  /** Quota value on the reference date, used to convert contributions. */
  valorCota: number;
  /** Accumulated profitability in percent (Op16). */
  rentabilidade: {
    dataCota: string;
    valorDia: number;
    valorMesCorrente: number;
    valorMesAnterior: number;
    valorNoAno: number;
    valorUltimos12Meses: number;
    valorUltimos24Meses: number;
    valorUltimos36Meses: number;
  };
}

export interface Coverage {
  /** `idcobertura` in Op14/Op16 and `tipoCobertura` in movements. */
  codigo: string;
  nome: string;
  funds: Fund[];
}

export interface IncomeProcessWithBeneficiaries {
  process: IncomeProcessRecord;
  beneficiaries: IncomeBeneficiaryRecord[];
}

export interface PensionCertificate {
  /** 12 digits, zero-padded. */
  numeroCertificado: string;
  produto: string;
  status: 'ATIVO' | 'CANCELADO';
  /** Date the certificate started (YYYY-MM-DD); movements run from here to the reference date. */
  dataInicio: string;
  coverages: Coverage[];
  /** How many financial movements the generator produces for it (the heavy certificate has ≥ 100,000). */
  movementCount: number;
  /** Seed for this certificate's movements, so they are generated lazily and identically. */
  movementSeed: number;
  collection: CollectionChannelRecord;
  incomeProcesses: IncomeProcessWithBeneficiaries[];
  financialResponsible: {
    identificacaoResponsavelFinanceiro: string;
    nomePessoa: string;
    dataNascimento: string;
    cpf: string;
  };
}

export interface LifeCertificate {
  numeroCertificado: string;
  produto: string;
  assistances: AssistanceRecord[];
}

export interface CapitalizationTitle {
  /** Integer title number. */
  numeroTitulo: string;
  produto: string;
  status: 'ATIVO' | 'CANCELADO' | 'RESGATADO';
  dadosPagamento: { banco: number; agencia: string; conta: string };
}

export interface LifeProposal {
  idProposta: string;
  produto: string;
  /** YYYY-MM-DD; a signature date before it is a 422. */
  dataCriacao: string;
  dataAssinatura: string | null;
}

export interface PensionProposal {
  idProposta: string;
  produto: string;
  dataCriacao: string;
}

export interface PensionFundPlan {
  /** `idplano`: enrollment in the plan. */
  matricula: string;
  nomePlano: string;
  billing: { valorUltimaCobranca: number; statusCobranca: string; dataVencimento: string; formaPagamento: string };
}

export interface DemoCustomer {
  cliente: CustomerRecord;
  /** Lines of business the customer holds, for claim-notice checks: 'VIDA' | 'PREVIDENCIA' | 'CAPITALIZACAO' | 'FUNDO_PENSAO'. */
  lines: Array<'VIDA' | 'PREVIDENCIA' | 'CAPITALIZACAO' | 'FUNDO_PENSAO'>;
  pensionCertificates: PensionCertificate[];
  lifeCertificates: LifeCertificate[];
  capitalizationTitles: CapitalizationTitle[];
  lifeProposals: LifeProposal[];
  pensionProposals: PensionProposal[];
  pensionFundPlans: PensionFundPlan[];
  portabilityRequests: PortabilityRecord[];
}

export interface AdhesionProduct {
  idProduto: string;
  nome: string;
  /** Partnership codes accepted for the product, each with its benefits. */
  partnerships: Record<string, Array<{ id: number; nome: string }>>;
}

export interface DemoUser {
  username: string;
  password: string;
  /** 'consulta' is read-only (403 on writes); 'bloqueado' lacks privilege wherever an operation lists 403. */
  profile: 'atendente' | 'consulta' | 'bloqueado';
  name: string;
  birthday: string;
  cpf: string;
}

export interface DemoWorld {
  seed: number;
  /** "Today" of the demo data (YYYY-MM-DD): the generator never depends on the wall clock. */
  referenceDate: string;
  customers: DemoCustomer[];
  adhesionProducts: AdhesionProduct[];
  /** Op11, keyed by module number. */
  policyModules: Record<string, PolicyModuleRecord>;
  companyActivities: CompanyActivityRecord[];
  users: DemoUser[];
  subscriptionKeys: Array<{ key: string; label: string; profile: 'atendente' | 'consulta'; active: boolean }>;
  /** Accepted `CodigoEmpresa` values (compared as integers). */
  companyCodes: number[];
}
