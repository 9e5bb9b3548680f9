/** Pension certificates with their collection channel, income processes and financial responsible. */
import type {
  CollectionChannelRecord,
  Coverage,
  Fund,
  IncomeBeneficiaryRecord,
  IncomeProcessWithBeneficiaries,
  PensionCertificate,
} from '../world';
import { BANKS } from './banks';
import { addDays, addMonths, dayNumber, midnight } from './dates';
import { ACCUMULATION_COVERAGES, INCOME_TYPES, RELATIONSHIPS, RISK_COVERAGES } from './funds';
import { copyFund } from './fund-table';
import type { Sequences, UniqueIds } from './ids';
import { personName, type PersonName, type Sex } from './people';
import { round2, type Rng } from './random';

export interface Holder {
  name: PersonName;
  cpf: string;
  sexo: Sex;
  birthDate: string;
}

export interface PensionContext {
  rng: Rng;
  ids: UniqueIds;
  seq: Sequences;
  funds: Map<string, Fund>;
  referenceDate: string;
}

export interface CertificateOptions {
  status?: PensionCertificate['status'];
  /** Fixed movement count (the heavy and benchmark certificates); otherwise derived from the certificate's age. */
  movementCount?: number;
  dataInicio?: string;
  incomeProcesses?: number;
}

export function buildPensionCertificate(
  ctx: PensionContext,
  holder: Holder,
  options: CertificateOptions = {},
): PensionCertificate {
  const { rng, referenceDate } = ctx;
  const numeroCertificado = ctx.ids.take('pensionCertificate', () => '000000' + String(rng.int(100_000, 999_999)));
  // The junior plan is for young holders, paid by someone else.
  const young = Number(referenceDate.slice(0, 4)) - Number(holder.birthDate.slice(0, 4)) < 30;
  const accumulation = rng.pick(ACCUMULATION_COVERAGES.filter((c) => young || c.codigo !== 'VGBL02'));
  const coverages = buildCoverages(ctx, accumulation);
  const dataInicio =
    options.dataInicio ?? rng.date(addDays(referenceDate, -15 * 365), addDays(referenceDate, -2 * 365));
  const months = (dayNumber(referenceDate) - dayNumber(dataInicio)) / 30.4;
  const fundCount = coverages.reduce((n, c) => n + c.funds.length, 0);
  // A monthly contribution per fund plus the odd contribution, transfer or withdrawal.
  const movementCount =
    options.movementCount ?? Math.max(30, Math.min(400, Math.round(months * fundCount * rng.real(0.5, 1.1))));
  const collection = buildCollection(rng, referenceDate);
  const incomeCount =
    options.incomeProcesses ??
    rng.weighted([
      [0, 14],
      [1, 4],
      [2, 1],
    ]);
  const incomeProcesses: IncomeProcessWithBeneficiaries[] = [];
  for (let i = 0; i < incomeCount; i++)
    incomeProcesses.push(buildIncomeProcess(ctx, holder, numeroCertificado, dataInicio));

  return {
    numeroCertificado,
    produto: accumulation.produto,
    status: options.status ?? (rng.chance(0.08) ? 'CANCELADO' : 'ATIVO'),
    dataInicio,
    coverages,
    movementCount,
    movementSeed: rng.uint32(),
    collection,
    incomeProcesses,
    financialResponsible: buildFinancialResponsible(ctx, holder, accumulation.codigo === 'VGBL02'),
  };
}

function buildCoverages(ctx: PensionContext, accumulation: (typeof ACCUMULATION_COVERAGES)[number]): Coverage[] {
  const { rng } = ctx;
  const risks = rng.sample(
    RISK_COVERAGES,
    rng.weighted([
      [0, 5],
      [1, 3],
      [2, 1],
    ]),
  );
  // A fund appears under one coverage only, so a fund code alone identifies where a contribution goes.
  const available = rng.shuffle([...ctx.funds.keys()]);
  const take = (n: number) => available.splice(0, n).map((code) => copyFund(ctx.funds.get(code) as Fund));
  const coverages: Coverage[] = [
    {
      codigo: accumulation.codigo,
      nome: accumulation.nome,
      funds: take(
        rng.weighted([
          [1, 3],
          [2, 3],
          [3, 2],
        ]),
      ),
    },
  ];
  for (const risk of risks)
    coverages.push({
      codigo: risk.codigo,
      nome: risk.nome,
      funds: take(
        rng.weighted([
          [1, 3],
          [2, 1],
        ]),
      ),
    });
  return coverages;
}

function buildCollection(rng: Rng, referenceDate: string): CollectionChannelRecord {
  const bank = rng.pick(BANKS);
  const formaCobranca = rng.weighted([
    ['DEBITO EM CONTA', 6],
    ['BOLETO', 3],
    ['CARTAO DE CREDITO', 1],
  ] as const);
  const periodicidadeCobranca = rng.weighted([
    ['MENSAL', 9],
    ['ANUAL', 1],
  ] as const);
  const melhorDia = rng.pick([5, 10, 15, 20, 25]);
  const sameMonth = addMonths(referenceDate, 0, melhorDia);
  const nextDue = sameMonth > referenceDate ? sameMonth : addMonths(referenceDate, 1, melhorDia);
  const previousDue = addMonths(nextDue, periodicidadeCobranca === 'ANUAL' ? -12 : -1, melhorDia);
  const monthly = rng.money(80, 2_500);
  const dadosBancarios: CollectionChannelRecord['dadosBancarios'] = [];
  if (formaCobranca === 'DEBITO EM CONTA') {
    dadosBancarios.push(bankAccount(rng, bank));
    if (rng.chance(0.1)) dadosBancarios.push(bankAccount(rng, rng.pick(BANKS)));
  }
  return {
    bancoArrecadacao: bank.codigo,
    melhorDia,
    numeroConvenioArrecadacao: String(rng.int(1_000_000, 9_999_999)),
    formaCobranca,
    periodicidadeCobranca,
    proximoVencimento: midnight(nextDue),
    // Bills are issued ten days before they fall due.
    ultimaEmissao: midnight(addDays(previousDue, -10)),
    valorTotalAtualContribuicao: periodicidadeCobranca === 'ANUAL' ? round2(monthly * 12) : monthly,
    dadosBancarios,
  };
}

function bankAccount(rng: Rng, bank: { codigo: string; nome: string }) {
  return {
    codigoAgencia: String(rng.int(1, 9_999)).padStart(4, '0'),
    codigoBanco: bank.codigo,
    codigoConta: `${rng.int(10_000, 99_999_999)}-${rng.int(0, 9)}`,
    nomeBanco: bank.nome,
  };
}

function buildIncomeProcess(
  ctx: PensionContext,
  holder: Holder,
  numeroCertificado: string,
  dataInicio: string,
): IncomeProcessWithBeneficiaries {
  const { rng, referenceDate } = ctx;
  const status = rng.weighted([
    ['ATIVO', 5],
    ['SUSPENSO', 2],
    ['CANCELADO', 2],
    ['EM CONCESSAO', 1],
  ] as const);
  const granted = status !== 'EM CONCESSAO';
  const evento = rng.date(addDays(dataInicio, 365), addDays(referenceDate, -90));
  const concessao = granted ? addDays(evento, rng.int(15, 60)) : null;
  const inicioBeneficio = concessao ? addDays(concessao, rng.int(0, 30)) : null;
  const rendaInicial = granted ? rng.money(800, 9_000) : null;
  const years = inicioBeneficio ? (dayNumber(referenceDate) - dayNumber(inicioBeneficio)) / 365 : 0;
  const nextAnniversary = inicioBeneficio ? nextYearly(inicioBeneficio, referenceDate) : null;
  const beneficiaries = buildBeneficiaries(ctx, holder);
  return {
    process: {
      numeroProcessoRenda: ctx.ids.take('incomeProcess', () => evento.slice(0, 4) + rng.digits(6)),
      numeroCertificado,
      assistido: holder.name.nome,
      solicitanteRenda: holder.name.nome,
      statusProcessoRenda: status,
      indiceFinanceiro: rng.pick(['IPCA', 'IGP-M', 'INPC']),
      periodicidadeAtualizacaoRenda: 'ANUAL',
      tipoRenda: rng.pick(INCOME_TYPES),
      dataCancelamento:
        status === 'CANCELADO' ? midnight(rng.date(inicioBeneficio ?? evento, addDays(referenceDate, -1))) : null,
      dataConcessaoRenda: concessao && midnight(concessao),
      dataEvento: midnight(evento),
      dataInicioBeneficio: inicioBeneficio && midnight(inicioBeneficio),
      dataProximaDistribuicaoExcedenteFinanceiro:
        status === 'ATIVO' && rng.chance(0.5) ? midnight(`${Number(referenceDate.slice(0, 4)) + 1}-01-31`) : null,
      dataProximoPagamento: status === 'ATIVO' ? midnight(addMonths(referenceDate, 1, 10)) : null,
      dataProximoReajuste:
        (status === 'ATIVO' || status === 'SUSPENSO') && nextAnniversary ? midnight(nextAnniversary) : null,
      rendaInicial,
      valorRendaAtual:
        rendaInicial === null || (status === 'CANCELADO' && rng.chance(0.5))
          ? null
          : round2(rendaInicial * Math.pow(1.045, Math.floor(years))),
      mesesDefasagemIndice: rng.pick([1, 2]),
    },
    beneficiaries,
  };
}

/** First anniversary of `from` strictly after `after`. */
function nextYearly(from: string, after: string): string {
  let years = Number(after.slice(0, 4)) - Number(from.slice(0, 4));
  let candidate = addMonths(from, 12 * years);
  while (candidate <= after) candidate = addMonths(from, 12 * ++years);
  return candidate;
}

/** 1 to 4 beneficiaries whose shares add up to exactly 100. */
function buildBeneficiaries(ctx: PensionContext, holder: Holder): IncomeBeneficiaryRecord[] {
  const { rng, referenceDate } = ctx;
  const count = rng.weighted([
    [1, 3],
    [2, 4],
    [3, 2],
    [4, 1],
  ]);
  const weights = Array.from({ length: count }, () => rng.int(1, 4));
  const total = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((w) => round2((100 * w) / total));
  shares[count - 1] = round2(100 - shares.slice(0, -1).reduce((a, b) => a + b, 0));
  const holderYear = Number(holder.birthDate.slice(0, 4));
  return shares.map((percentualParticipacaoRenda, i) => {
    const relation = i === 0 ? rng.pick(['CONJUGE', 'COMPANHEIRO(A)'] as const) : rng.pick(RELATIONSHIPS.slice(1));
    const child = relation === 'FILHO(A)';
    const sexo: Sex =
      relation === 'CONJUGE' || relation === 'COMPANHEIRO(A)'
        ? holder.sexo === 'M'
          ? 'F'
          : 'M'
        : rng.pick(['M', 'F'] as const);
    const year = child
      ? holderYear + rng.int(20, 35)
      : relation === 'PAI' || relation === 'MAE'
        ? holderYear - rng.int(20, 35)
        : holderYear + rng.int(-5, 5);
    const born = `${Math.min(year, Number(referenceDate.slice(0, 4)) - 1)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
    return {
      nome: personName(rng, sexo, child ? holder.name.surnames[holder.name.surnames.length - 1] : undefined).nome,
      identificacaoPessoaBenefciario: ctx.ids.cpf(rng),
      dataNascimento: midnight(born),
      percentualParticipacaoRenda,
      sexo,
      tipoRelacionamento: relation,
    };
  });
}

/**
 * The real service pads the name to 60 and the CPF to 14 positions with
 * trailing spaces; the demo keeps that so readers that trim get exercised.
 */
function buildFinancialResponsible(
  ctx: PensionContext,
  holder: Holder,
  junior: boolean,
): PensionCertificate['financialResponsible'] {
  const { rng } = ctx;
  const payer = junior || rng.chance(0.12) ? otherPayer(ctx, holder) : holder;
  return {
    identificacaoResponsavelFinanceiro: String(ctx.seq.next('responsavelFinanceiro', 400_001)),
    nomePessoa: payer.name.nome.padEnd(60, ' '),
    dataNascimento: midnight(payer.birthDate),
    cpf: payer.cpf.padEnd(14, ' '),
  };
}

function otherPayer(ctx: PensionContext, holder: Holder): Holder {
  const { rng } = ctx;
  const sexo = rng.pick(['M', 'F'] as const);
  const year = Math.max(1940, Number(holder.birthDate.slice(0, 4)) - rng.int(22, 35));
  return {
    name: personName(rng, sexo, holder.name.surnames[0]),
    cpf: ctx.ids.cpf(rng),
    sexo,
    birthDate: `${year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
  };
}
