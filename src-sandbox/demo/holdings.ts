/** Life, capitalization and pension-fund holdings, proposals and portability requests of a customer. */
import type {
  CapitalizationTitle,
  LifeCertificate,
  LifeProposal,
  PensionFundPlan,
  PensionProposal,
  PortabilityRecord,
} from '../world';
import { BANKS } from './banks';
import { addDays, addMonths, dayNumber, midnight } from './dates';
import type { Sequences, UniqueIds } from './ids';
import type { Holder } from './pension';
import { ASSISTANCES, CAPITALIZATION_PRODUCTS, LIFE_PRODUCTS, PENSION_FUND_PLANS } from './products';
import type { Rng } from './random';

export interface HoldingsContext {
  rng: Rng;
  ids: UniqueIds;
  seq: Sequences;
  referenceDate: string;
}

export function buildLifeCertificate({ rng, ids }: HoldingsContext): LifeCertificate {
  return {
    numeroCertificado: ids.take('lifeCertificate', () => '82' + rng.digits(11)),
    produto: rng.pick(LIFE_PRODUCTS),
    assistances: rng
      .sample(ASSISTANCES, rng.int(1, 5))
      .sort((a, b) => Number(a.idAssistencia) - Number(b.idAssistencia))
      .map((a) => ({ ...a })),
  };
}

export function buildCapitalizationTitle(
  { rng, ids }: HoldingsContext,
  status?: CapitalizationTitle['status'],
): CapitalizationTitle {
  const bank = rng.pick(BANKS);
  return {
    numeroTitulo: ids.take('capitalizationTitle', () => String(rng.int(300_000_000, 399_999_999))),
    produto: rng.pick(CAPITALIZATION_PRODUCTS),
    status:
      status ??
      rng.weighted([
        ['ATIVO', 7],
        ['RESGATADO', 2],
        ['CANCELADO', 1],
      ] as const),
    dadosPagamento: {
      banco: Number(bank.codigo),
      agencia: String(rng.int(1, 9_999)).padStart(4, '0'),
      conta: `${rng.int(10_000, 9_999_999)}-${rng.int(0, 9)}`,
    },
  };
}

export function buildLifeProposal({ rng, ids, referenceDate }: HoldingsContext): LifeProposal {
  const year = referenceDate.slice(0, 4);
  const dataCriacao = rng.date(`${year}-01-02`, addDays(referenceDate, -1));
  return {
    idProposta: ids.take('lifeProposal', () => `PV${year}${rng.digits(6)}`),
    produto: rng.pick(LIFE_PRODUCTS),
    dataCriacao,
    // Most proposals still wait for the signature date (Op7 sets it).
    dataAssinatura: rng.chance(0.2) ? rng.date(dataCriacao, referenceDate) : null,
  };
}

export function buildPensionProposal({ rng, ids, referenceDate }: HoldingsContext): PensionProposal {
  const year = referenceDate.slice(0, 4);
  return {
    idProposta: ids.take('pensionProposal', () => `PP${year}${rng.digits(6)}`),
    produto: rng.pick(['PGBL Renda Mais', 'VGBL Futuro Seguro', 'VGBL Júnior', 'PGBL Empresarial']),
    dataCriacao: rng.date(`${year}-01-02`, addDays(referenceDate, -1)),
  };
}

export function buildPensionFundPlan({ rng, ids, referenceDate }: HoldingsContext): PensionFundPlan {
  const statusCobranca = rng.weighted([
    ['PAGO', 6],
    ['EM ABERTO', 3],
    ['VENCIDO', 1],
  ] as const);
  const day = rng.pick([5, 10, 15]);
  // Paid and overdue bills are this month's or older; an open one falls due next.
  const due =
    statusCobranca === 'EM ABERTO'
      ? addMonths(referenceDate, 1, day)
      : addMonths(referenceDate, statusCobranca === 'VENCIDO' ? -1 : 0, day);
  return {
    matricula: ids.take('pensionFundPlan', () => `FP${rng.digits(8)}`),
    nomePlano: rng.pick(PENSION_FUND_PLANS),
    billing: {
      valorUltimaCobranca: rng.money(150, 2_500),
      statusCobranca,
      dataVencimento: midnight(due),
      formaPagamento: rng.weighted([
        ['BOLETO', 1],
        ['DEBITO EM CONTA', 2],
        ['DESCONTO EM FOLHA', 1],
      ]),
    },
  };
}

/**
 * Internal portability requests, oldest first, numbered in that order.
 * `statuses` fixes their status codes (e.g. all six for the pagination customer).
 */
export function buildPortabilityRequests(
  ctx: HoldingsContext,
  holder: Holder,
  matriculas: string[],
  statuses: Array<0 | 1 | 2 | 3 | 4 | 5>,
): PortabilityRecord[] {
  const { rng, referenceDate } = ctx;
  const from = dayNumber(addDays(referenceDate, -3 * 365));
  const to = dayNumber(referenceDate);
  const moments = statuses
    .map(() => {
      const day = rng.int(from, to);
      return {
        day,
        time: `${String(rng.int(8, 18)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`,
      };
    })
    .sort((a, b) => a.day - b.day || a.time.localeCompare(b.time));
  const shuffled = rng.shuffle(statuses);
  return moments.map(({ day, time }, i) => {
    const date = addDays(referenceDate, day - to);
    const status = shuffled[i] as PortabilityRecord['statusPortabilidade'];
    return {
      numeroSolicitacao: `${date.slice(0, 4)}${String(ctx.seq.next('portability', 1)).padStart(6, '0')}`,
      dataSolicitacao: `${date}T${time}-03:00`,
      participante: holder.name.nome,
      cpf: holder.cpf,
      matricula: rng.pick(matriculas),
      statusPortabilidade: status,
    };
  });
}
