/**
 * Financial movements of a pension certificate (Op12) and the detailed fund
 * balance derived from them (Op14). Movements are generated on demand from
 * the certificate's own seed, never stored: the heavy certificate's 120,000
 * rows come back identically every time.
 */
import type { z } from 'zod';
import type { DetailedBalanceEntry } from '../../src-shared/contract/resources/pension';
import type { Coverage, FinancialMovementRecord, Fund, PensionCertificate } from '../world';
import { dateOfDay, dayNumber } from './dates';
import { quotaOn } from './fund-table';
import { round2, round6, Rng } from './random';

export type DetailedBalanceRecord = z.input<typeof DetailedBalanceEntry>;

type Kind = 'CONTRIBUICAO' | 'APORTE' | 'PORTABILIDADE' | 'RENTABILIDADE' | 'TRANSFERENCIA' | 'RESGATE' | 'AJUSTE';

const KIND_WEIGHTS: ReadonlyArray<readonly [Kind, number]> = [
  ['CONTRIBUICAO', 60],
  ['RENTABILIDADE', 18],
  ['APORTE', 7],
  ['TRANSFERENCIA', 6],
  ['RESGATE', 5],
  ['PORTABILIDADE', 2],
  ['AJUSTE', 2],
];

/** Kinds that take money out and need a balance to take it from. */
const OUTFLOW_SHARE = {
  RESGATE: [0.05, 0.3],
  TRANSFERENCIA: [0.1, 0.5],
  RENTABILIDADE: [0.001, 0.02],
  AJUSTE: [0.0005, 0.005],
} as const;

/**
 * Descriptions a spreadsheet would read as formulas, plus one with accents
 * and a semicolon: every certificate carries them so CSV export guarding and
 * quoting are always exercised. Placed at fixed fractions of the history.
 */
const TRICKY: ReadonlyArray<{ at: number; kind: Kind; sign: 1 | -1; description: string }> = [
  { at: 0.12, kind: 'CONTRIBUICAO', sign: 1, description: '=CONTRIBUICAO EXTRA' },
  { at: 0.3, kind: 'APORTE', sign: 1, description: '+APORTE BONIFICADO' },
  { at: 0.5, kind: 'CONTRIBUICAO', sign: 1, description: 'CONTRIBUIÇÃO; COMPETÊNCIA ANTERIOR' },
  { at: 0.7, kind: 'AJUSTE', sign: 1, description: '@AJUSTE SISTEMA' },
  { at: 0.88, kind: 'AJUSTE', sign: -1, description: '-AJUSTE DE COTAS' },
];

interface Target {
  coverage: string;
  fund: Fund;
  /** Quotas held, after the latest movement. */
  quotas: number;
}

/** Days after the movement on which contributions are converted into quotas (D+1). */
function conversionLag(kind: string): number {
  return kind === 'CONTRIBUICAO' || kind === 'APORTE' || kind === 'PORTABILIDADE' ? 1 : 0;
}

export function generateMovements(cert: PensionCertificate, referenceDate: string): FinancialMovementRecord[] {
  const rng = new Rng(cert.movementSeed);
  const count = cert.movementCount;
  const targets: Target[] = cert.coverages.flatMap((c) =>
    c.funds.map((fund) => ({ coverage: c.codigo, fund, quotas: 0 })),
  );
  if (count === 0 || targets.length === 0) return [];

  const startDay = dayNumber(cert.dataInicio);
  const referenceDay = dayNumber(referenceDate);
  const span = Math.max(1, referenceDay - startDay + 1);
  const dates = new Map<number, string>();
  const dateTime = (day: number) => {
    let s = dates.get(day);
    if (s === undefined) dates.set(day, (s = `${dateOfDay(day)}T00:00:00`));
    return s;
  };
  const tricky = new Map(count >= 10 ? TRICKY.map((t) => [Math.floor(t.at * count), t]) : []);
  const monthly =
    cert.collection.periodicidadeCobranca === 'ANUAL'
      ? cert.collection.valorTotalAtualContribuicao / 12
      : cert.collection.valorTotalAtualContribuicao;
  const perTarget = Math.max(50, monthly / targets.length);
  const loading = rng.pick([0, 0, 0.01, 0.02, 0.03]);
  const pendingFrom = cert.status === 'ATIVO' ? count - rng.int(1, 2) : count;
  const idPrefix = cert.numeroCertificado.slice(-6);

  const out: FinancialMovementRecord[] = new Array(count);
  for (let i = 0; i < count; i++) {
    // Monotonic by construction: movement i falls in the i-th slice of the history.
    const day = startDay + Math.floor(((i + rng.next()) * span) / count);
    const target = targets[Math.floor(rng.next() * targets.length)] as Target;
    const special = tricky.get(i);
    let kind: Kind = special?.kind ?? rng.weighted(KIND_WEIGHTS);
    let sign: 1 | -1 =
      special?.sign ??
      (kind === 'RESGATE'
        ? -1
        : kind === 'TRANSFERENCIA' || kind === 'RENTABILIDADE' || kind === 'AJUSTE'
          ? rng.chance(kind === 'RENTABILIDADE' ? 0.1 : 0.5)
            ? -1
            : 1
          : 1);
    const convertDay = day + conversionLag(kind);
    const quota = quotaOn(target.fund, convertDay, referenceDay);
    const held = target.quotas * quota;
    if (sign === -1 && held < 100) {
      // Nothing to take out yet: the first movements of a fund bring money in.
      if (!special) kind = 'CONTRIBUICAO';
      sign = 1;
    }

    const progress = (day - startDay) / span;
    let nominal: number;
    if (sign === -1) {
      const [low, high] = OUTFLOW_SHARE[kind as keyof typeof OUTFLOW_SHARE] ?? OUTFLOW_SHARE.AJUSTE;
      nominal = round2(held * rng.real(low, high));
    } else if (kind === 'CONTRIBUICAO') {
      // Contributions grow over the years, as salaries and plans are adjusted.
      nominal = round2(perTarget * (0.45 + 0.55 * progress) * rng.real(0.9, 1.1));
    } else if (kind === 'APORTE') {
      nominal = rng.money(500, 20_000);
    } else if (kind === 'PORTABILIDADE') {
      nominal = rng.money(5_000, 80_000);
    } else if (kind === 'RENTABILIDADE' || kind === 'AJUSTE') {
      nominal = Math.max(0.01, round2(Math.max(held, perTarget) * rng.real(0.001, 0.01)));
    } else {
      nominal = rng.money(200, 5_000);
    }
    const value =
      kind === 'CONTRIBUICAO' || kind === 'APORTE' ? round2(nominal * (1 - loading)) * sign : nominal * sign;
    const quotas = round6(value / quota);
    target.quotas = round6(target.quotas + quotas);

    const labels = describe(rng, kind, sign, special?.description);
    const account = rng.next();
    out[i] = {
      numeroCertificado: cert.numeroCertificado,
      tipoCobertura: target.coverage,
      codigoTipoConta: account < 0.7 ? '01' : account < 0.85 ? '02' : null,
      descricaoNomeConta: account < 0.7 ? 'CONTA DO PARTICIPANTE' : account < 0.85 ? 'CONTA DA EMPRESA' : null,
      codigoFundo: target.fund.codigo,
      indentificacaoMovimento: `${idPrefix}${String(i + 1).padStart(8, '0')}`,
      tipoMovimento: kind,
      tipoContribuicao: labels.tipoContribuicao,
      statusMovimento: i >= pendingFrom ? 'PENDENTE' : 'PROCESSADO',
      codigoMovimento: labels.codigo,
      descricaoMovimento: labels.descricao,
      dataMovimento: dateTime(day),
      valorMovimento: value,
      quantidadeCotasMovimento: quotas,
      valorNominal: nominal,
      dataOriginal: kind === 'CONTRIBUICAO' ? dateTime(day - (labels.late ? rng.int(10, 60) : rng.int(0, 5))) : null,
      saldoMovimentoCota: target.quotas,
    };
  }
  return out;
}

function describe(
  rng: Rng,
  kind: Kind,
  sign: 1 | -1,
  forced?: string,
): { codigo: string; descricao: string; tipoContribuicao: string | null; late: boolean } {
  switch (kind) {
    case 'CONTRIBUICAO': {
      const late = forced === undefined && rng.chance(0.05);
      return {
        codigo: '101',
        descricao: forced ?? (late ? 'CONTRIBUIÇÃO EM ATRASO' : 'CONTRIBUIÇÃO MENSAL'),
        tipoContribuicao: late ? 'ATRASADA' : 'MENSAL',
        late,
      };
    }
    case 'APORTE':
      return { codigo: '102', descricao: forced ?? 'APORTE ESPORÁDICO', tipoContribuicao: 'ESPORADICA', late: false };
    case 'PORTABILIDADE':
      return { codigo: '103', descricao: 'PORTABILIDADE DE ENTRADA', tipoContribuicao: 'PORTABILIDADE', late: false };
    case 'RENTABILIDADE':
      return {
        codigo: '201',
        descricao: sign === 1 ? 'RENTABILIDADE DO PERÍODO' : 'RENTABILIDADE NEGATIVA DO PERÍODO',
        tipoContribuicao: null,
        late: false,
      };
    case 'TRANSFERENCIA':
      return sign === 1
        ? { codigo: '301', descricao: 'TRANSFERÊNCIA ENTRE FUNDOS - ENTRADA', tipoContribuicao: null, late: false }
        : { codigo: '302', descricao: 'TRANSFERÊNCIA ENTRE FUNDOS - SAÍDA', tipoContribuicao: null, late: false };
    case 'RESGATE':
      return rng.chance(0.4)
        ? { codigo: '402', descricao: 'RESGATE PARCIAL; IR RETIDO NA FONTE', tipoContribuicao: null, late: false }
        : { codigo: '401', descricao: 'RESGATE PARCIAL', tipoContribuicao: null, late: false };
    case 'AJUSTE':
      return {
        codigo: '501',
        descricao: forced ?? (sign === 1 ? 'AJUSTE DE COTAS - CRÉDITO' : 'AJUSTE DE COTAS - DÉBITO'),
        tipoContribuicao: null,
        late: false,
      };
  }
}

/**
 * Op14 for one coverage and fund: its movements with the quota they were
 * converted at. The running quota balance is recomputed, so movements added
 * after generation (pending contributions) fall in line.
 */
export function generateDetailedBalance(
  cert: PensionCertificate,
  coverage: Coverage | string,
  fundCode: string,
  movements: readonly FinancialMovementRecord[],
): DetailedBalanceRecord[] {
  const coverageCode = typeof coverage === 'string' ? coverage : coverage.codigo;
  const fund = cert.coverages.find((c) => c.codigo === coverageCode)?.funds.find((f) => f.codigo === fundCode);
  let balance = 0;
  const entries: DetailedBalanceRecord[] = [];
  for (const m of movements) {
    if (m.tipoCobertura !== coverageCode || m.codigoFundo !== fundCode) continue;
    balance = round6(balance + m.quantidadeCotasMovimento);
    const pending = m.statusMovimento === 'PENDENTE';
    const quota =
      m.quantidadeCotasMovimento !== 0
        ? round6(Math.abs(m.valorMovimento / m.quantidadeCotasMovimento))
        : (fund?.valorCota ?? 0);
    entries.push({
      numeroCertificado: m.numeroCertificado,
      identificacaoMovimento: m.indentificacaoMovimento,
      tipoMovimento: m.tipoMovimento,
      codigoMovimento: m.codigoMovimento,
      descricaoMovimento: m.descricaoMovimento,
      dataMovimento: m.dataMovimento,
      valorMovimento: m.valorMovimento,
      quantidadeCotasMovimento: m.quantidadeCotasMovimento,
      dataOriginal: m.dataOriginal,
      valorNominal: m.valorNominal,
      // Not yet converted while pending.
      dataConversaoCota: pending
        ? null
        : `${dateOfDay(dayNumber(m.dataMovimento.slice(0, 10)) + conversionLag(m.tipoMovimento))}T00:00:00`,
      valorConversaoCota: quota,
      saldoMovimentoCota: balance,
    });
  }
  return entries;
}
