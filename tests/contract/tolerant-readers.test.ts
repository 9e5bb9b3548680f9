/** Each ambiguity of the spec, read in both of its variants. */
import { describe, expect, it } from 'vitest';
import { operations } from '../../src-shared/contract';

const movement = {
  numeroCertificado: '000000100231',
  tipoCobertura: 'PGBL01',
  codigoTipoConta: 'CI',
  descricaoNomeConta: 'Conta individual',
  codigoFundo: 'FND0001',
  indentificacaoMovimento: 'MOV-1',
  tipoMovimento: 'CONTRIBUICAO',
  tipoContribuicao: 'MENSAL',
  statusMovimento: 'PROCESSADO',
  codigoMovimento: 'CTB',
  descricaoMovimento: 'CONTRIBUICAO MENSAL',
  dataMovimento: '2024-03-15T00:00:00',
  valorMovimento: 350.25,
  quantidadeCotasMovimento: 120.123456,
  valorNominal: 350.25,
  dataOriginal: '2024-03-15T00:00:00',
  saldoMovimentoCota: 120.123456,
};

const balanceEntry = {
  numeroCertificado: '000000100231',
  identificacaoMovimento: 'MOV-1',
  tipoMovimento: 'CONTRIBUICAO',
  codigoMovimento: 'CTB',
  descricaoMovimento: 'CONTRIBUICAO MENSAL',
  dataMovimento: '2024-03-15T00:00:00',
  valorMovimento: 350.25,
  quantidadeCotasMovimento: 120.1,
  dataOriginal: '2024-03-15T00:00:00',
  valorNominal: 350.25,
  dataConversaoCota: '2024-03-16T00:00:00',
  valorConversaoCota: 2.915,
  saldoMovimentoCota: 120.1,
};

const profitability = {
  apelidoFundo: 'RF Conservador',
  dataCota: '2026-11-19T00:00:00',
  valorDia: 0.04,
  valorMesCorrente: 0.8,
  valorMesAnterior: 0.9,
  valorNoAno: 9.8,
  valorUltimos12Meses: 10.7,
  valorUltimos24Meses: 22.1,
  valorUltimos36Meses: 35.3,
};

const policy = (rate: Record<string, number>) => ({
  estipulante: {
    nome: 'Banco Parceiro',
    grupoApolice: 9_000_000_001,
    subestipulante: [{ numero: 1, nome: 'Agências', modulo: [{ numero: 501, nome: 'Prestamista', ...rate }] }],
  },
});

describe('Op11 rate: `taxa` (schema) or `valorTaxa` (sample)', () => {
  it('reads `taxa`', () => {
    expect(
      operations.op11.success.schema.parse(policy({ taxa: 0.35 })).estipulante.subestipulante[0]!.modulo[0]!.taxa,
    ).toBe(0.35);
  });
  it('reads `valorTaxa` as `taxa`', () => {
    const module = operations.op11.success.schema.parse(policy({ valorTaxa: 0.42 })).estipulante.subestipulante[0]!
      .modulo[0]!;
    expect(module.taxa).toBe(0.42);
    expect(module).not.toHaveProperty('valorTaxa');
  });
  it('reads a module without any rate as null', () => {
    expect(operations.op11.success.schema.parse(policy({})).estipulante.subestipulante[0]!.modulo[0]!.taxa).toBeNull();
  });
});

describe('Op16 fund tax id: `CNPJFundo` (schema) or `cnpjFundo` (sample)', () => {
  it('reads `CNPJFundo`', () => {
    expect(operations.op16.success.schema.parse({ ...profitability, CNPJFundo: '12345678000190' }).cnpjFundo).toBe(
      '12345678000190',
    );
  });
  it('reads `cnpjFundo`', () => {
    const read = operations.op16.success.schema.parse({ ...profitability, cnpjFundo: '98765432000110' });
    expect(read.cnpjFundo).toBe('98765432000110');
    expect(read).not.toHaveProperty('CNPJFundo');
  });
});

describe('Op14 detailed balance: object (schema) or array (sample)', () => {
  it('reads an object as a one-entry list', () => {
    expect(operations.op14.success.schema.parse(balanceEntry)).toEqual([balanceEntry]);
  });
  it('reads an array as is', () => {
    expect(operations.op14.success.schema.parse([balanceEntry, balanceEntry])).toHaveLength(2);
  });
  it('accepts null optional dates', () => {
    expect(
      operations.op14.success.schema.parse([{ ...balanceEntry, dataOriginal: null, dataConversaoCota: null }])[0]!
        .dataOriginal,
    ).toBeNull();
  });
});

describe('Op17 benefits: object (schema) or array (sample)', () => {
  it('reads an object as a one-entry list', () => {
    expect(operations.op17.success.schema.parse({ id: 1, nome: 'Pecúlio' })).toEqual([{ id: 1, nome: 'Pecúlio' }]);
  });
  it('reads an array as is', () => {
    expect(
      operations.op17.success.schema.parse([
        { id: 1, nome: 'A' },
        { id: 2, nome: 'B' },
      ]),
    ).toHaveLength(2);
  });
});

describe('Op21 trailing spaces', () => {
  it('trims the name and CPF', () => {
    const read = operations.op21.success.schema.parse({
      identificacaoResponsavelFinanceiro: '77 ',
      nomePessoa: 'ANA LIMA     ',
      dataNascimento: '1980-01-01T00:00:00',
      cpf: '52998224725   ',
    });
    expect(read).toEqual({
      identificacaoResponsavelFinanceiro: '77',
      nomePessoa: 'ANA LIMA',
      dataNascimento: '1980-01-01T00:00:00',
      cpf: '52998224725',
    });
  });
  it('leaves values without spaces as they are', () => {
    expect(
      operations.op21.success.schema.parse({
        identificacaoResponsavelFinanceiro: '77',
        nomePessoa: 'ANA',
        dataNascimento: '1980-01-01',
        cpf: '52998224725',
      }).nomePessoa,
    ).toBe('ANA');
  });
});

describe('fields marked "may be null"', () => {
  const nullable = ['codigoTipoConta', 'descricaoNomeConta', 'tipoContribuicao', 'dataOriginal'] as const;
  it.each(nullable)('Op12 %s accepts null and a value', (field) => {
    expect(operations.op12.success.schema.parse([{ ...movement, [field]: null }])[0]![field]).toBeNull();
    expect(operations.op12.success.schema.parse([movement])[0]![field]).toBe(movement[field]);
  });
  it('Op12 refuses null where the spec does not allow it', () => {
    expect(operations.op12.success.schema.safeParse([{ ...movement, valorMovimento: null }]).success).toBe(false);
  });

  const income = {
    numeroProcessoRenda: '7001',
    numeroCertificado: '000000100231',
    assistido: 'ANA',
    solicitanteRenda: 'ANA',
    statusProcessoRenda: 'ATIVO',
    indiceFinanceiro: 'IPCA',
    periodicidadeAtualizacaoRenda: 'ANUAL',
    tipoRenda: 'VITALICIA',
    dataCancelamento: '2025-01-01T00:00:00',
    dataConcessaoRenda: '2020-01-01T00:00:00',
    dataEvento: '2020-01-01T00:00:00',
    dataInicioBeneficio: '2020-02-01T00:00:00',
    dataProximaDistribuicaoExcedenteFinanceiro: '2027-01-01T00:00:00',
    dataProximoPagamento: '2026-12-01T00:00:00',
    dataProximoReajuste: '2027-01-01T00:00:00',
    rendaInicial: 1000,
    valorRendaAtual: 1200,
    mesesDefasagemIndice: 2,
  };
  const incomeNullable = [
    'dataCancelamento',
    'dataConcessaoRenda',
    'dataEvento',
    'dataInicioBeneficio',
    'dataProximaDistribuicaoExcedenteFinanceiro',
    'dataProximoPagamento',
    'dataProximoReajuste',
    'rendaInicial',
    'valorRendaAtual',
  ] as const;
  it.each(incomeNullable)('Op15 %s accepts null and a value', (field) => {
    expect(operations.op15.success.schema.parse([{ ...income, [field]: null }])[0]![field]).toBeNull();
    expect(operations.op15.success.schema.parse([income])[0]![field]).toBe(income[field]);
  });
});

describe('date-times as services send them', () => {
  it.each([
    '2024-03-15T00:00:00',
    '2024-03-15T00:00:00-03:00',
    '2024-03-15T03:00:00Z',
    '2024-03-15T00:00:00.123',
    '2024-03-15',
  ])('accepts %s', (value) => {
    expect(operations.op12.success.schema.safeParse([{ ...movement, dataMovimento: value }]).success).toBe(true);
  });
  it.each(['15/03/2024', '2024-3-15', 'ontem'])('refuses %s', (value) => {
    expect(operations.op12.success.schema.safeParse([{ ...movement, dataMovimento: value }]).success).toBe(false);
  });
});
