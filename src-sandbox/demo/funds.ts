/** Pension products, coverages and the investment funds behind them. */

export interface FundSpec {
  codigo: string;
  apelido: string;
  /** Yearly return in percent, which drives the quota's history. */
  yearly: number;
}

export const FUNDS: readonly FundSpec[] = [
  { codigo: 'FND0001', apelido: 'RF Conservador Prev', yearly: 10.8 },
  { codigo: 'FND0002', apelido: 'RF Crédito Privado Prev', yearly: 11.9 },
  { codigo: 'FND0003', apelido: 'Inflação IPCA Prev', yearly: 9.7 },
  { codigo: 'FND0004', apelido: 'Multimercado Moderado Prev', yearly: 12.4 },
  { codigo: 'FND0005', apelido: 'Multimercado Arrojado Prev', yearly: 14.1 },
  { codigo: 'FND0006', apelido: 'Ações Ibovespa Prev', yearly: -3.2 },
  { codigo: 'FND0007', apelido: 'Ações Dividendos Prev', yearly: 6.5 },
  { codigo: 'FND0008', apelido: 'Ciclo de Vida 2030', yearly: 10.1 },
  { codigo: 'FND0009', apelido: 'Ciclo de Vida 2040', yearly: 11.3 },
  { codigo: 'FND0010', apelido: 'Ciclo de Vida 2050', yearly: 12.9 },
  { codigo: 'FND0011', apelido: 'Global Investimento no Exterior Prev', yearly: 18.6 },
  { codigo: 'FND0012', apelido: 'Soberano Selic Prev', yearly: 10.4 },
];

/** Accumulation coverages (one per certificate) and risk coverages (optional extras). */
export const ACCUMULATION_COVERAGES = [
  { codigo: 'PGBL01', nome: 'PGBL - Plano Gerador de Benefício Livre', produto: 'PGBL Renda Mais' },
  { codigo: 'PGBL02', nome: 'PGBL - Plano Gerador de Benefício Livre (Instituído)', produto: 'PGBL Empresarial' },
  { codigo: 'VGBL01', nome: 'VGBL - Vida Gerador de Benefício Livre', produto: 'VGBL Futuro Seguro' },
  { codigo: 'VGBL02', nome: 'VGBL - Vida Gerador de Benefício Livre (Júnior)', produto: 'VGBL Júnior' },
] as const;

export const RISK_COVERAGES = [
  { codigo: 'RISCO01', nome: 'Pecúlio por Morte' },
  { codigo: 'RISCO02', nome: 'Pensão por Invalidez' },
] as const;

export const INCOME_TYPES = [
  'RENDA MENSAL VITALICIA',
  'RENDA MENSAL TEMPORARIA',
  'RENDA VITALICIA REVERSIVEL AO CONJUGE',
  'RENDA POR PRAZO CERTO',
] as const;

export const RELATIONSHIPS = ['CONJUGE', 'FILHO(A)', 'COMPANHEIRO(A)', 'PAI', 'MAE', 'IRMAO(A)'] as const;
