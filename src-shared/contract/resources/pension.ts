import { z } from 'zod';
import { withIdentity } from '../field-meaning';
import { calendarDay, email, instant, money, trimmedText } from '../primitives';

/** Op4. The spec gives no required list: we require `valor` and `fundos` (decision D6). */
export const ContributionRequest = z
  .strictObject({
    valor: money.meta({ description: 'Valor do aporte em reais.' }),
    fundos: z
      .array(
        z.strictObject({
          codigo: z.string().min(1, { error: 'Informe o código do fundo.' }).max(20, { error: 'O código do fundo tem no máximo 20 caracteres.' }),
          percentualDistribuicao: z.number().finite(),
        }),
      )
      .min(1, { error: 'Informe ao menos um fundo.' })
      .max(20, { error: 'No máximo 20 fundos.' }),
    emails: z.strictObject({ destinatario: email, copia: email.optional() }).optional(),
  })
  .meta({ id: 'ContributionRequest', description: 'Aporte esporádico em um certificado (Op4).' });

export const PORTABILITY_STATUS = {
  0: 'InicioProcessamento',
  1: 'EmProcessamento',
  2: 'ProcessadoComCritica',
  3: 'Processado',
  4: 'Erro',
  5: 'Cancelado',
} as const;
/** A status code as the screens and the filter hold it (a string: it travels in a query). */
export type PortabilityStatusCode = `${keyof typeof PORTABILITY_STATUS}`;

/** Identity (D202): the request's number. */
export const InternalPortability = withIdentity(
  z
  .object({
    numeroSolicitacao: z.string(),
    dataSolicitacao: instant,
    participante: z.string(),
    cpf: z.string(),
    matricula: z.string(),
  })
  .meta({ id: 'InternalPortability', description: 'Solicitação de portabilidade interna (Op9).' }),
  ['numeroSolicitacao'],
);

export const FinancialMovement = z
  .object({
    numeroCertificado: z.string(),
    tipoCobertura: z.string(),
    codigoTipoConta: z.string().nullable(),
    descricaoNomeConta: z.string().nullable(),
    codigoFundo: z.string(),
    indentificacaoMovimento: z.string(),
    tipoMovimento: z.string(),
    tipoContribuicao: z.string().nullable(),
    statusMovimento: z.string(),
    codigoMovimento: z.string(),
    descricaoMovimento: z.string(),
    dataMovimento: instant,
    valorMovimento: z.number(),
    quantidadeCotasMovimento: z.number(),
    valorNominal: z.number(),
    dataOriginal: instant.nullable(),
    saldoMovimentoCota: z.number(),
  })
  .meta({ id: 'FinancialMovement', description: 'Movimentação financeira de um certificado (Op12). `indentificacaoMovimento` é grafado assim no serviço.' });

export const CollectionChannel = z
  .object({
    bancoArrecadacao: z.string(),
    melhorDia: z.number().int(),
    numeroConvenioArrecadacao: z.string(),
    formaCobranca: z.string(),
    periodicidadeCobranca: z.string(),
    proximoVencimento: calendarDay,
    ultimaEmissao: calendarDay,
    valorTotalAtualContribuicao: z.number(),
    dadosBancarios: z.array(z.object({ codigoAgencia: z.string(), codigoBanco: z.string(), codigoConta: z.string(), nomeBanco: z.string() })),
  })
  .meta({ id: 'CollectionChannel', description: 'Canais de cobrança de um certificado (Op13).' });

export const DetailedBalanceEntry = z
  .object({
    numeroCertificado: z.string(),
    identificacaoMovimento: z.string(),
    tipoMovimento: z.string(),
    codigoMovimento: z.string(),
    descricaoMovimento: z.string(),
    dataMovimento: instant,
    valorMovimento: z.number(),
    quantidadeCotasMovimento: z.number(),
    dataOriginal: instant.nullish(),
    valorNominal: z.number(),
    dataConversaoCota: calendarDay.nullish(),
    valorConversaoCota: z.number(),
    saldoMovimentoCota: z.number(),
  })
  .meta({ id: 'DetailedBalanceEntry', description: 'Lançamento do saldo detalhado de um fundo (Op14).' });

/** The schema describes one object, the sample an array: read either, expose an array. */
export const DetailedBalance = z
  .union([z.array(DetailedBalanceEntry), DetailedBalanceEntry])
  .transform((v) => (Array.isArray(v) ? v : [v]));

/** Identity (D202): the process number, the key of its beneficiaries (Op19). */
export const IncomeProcess = withIdentity(
  z
  .object({
    numeroProcessoRenda: z.string(),
    numeroCertificado: z.string(),
    assistido: z.string(),
    solicitanteRenda: z.string(),
    statusProcessoRenda: z.string(),
    indiceFinanceiro: z.string(),
    periodicidadeAtualizacaoRenda: z.string(),
    tipoRenda: z.string(),
    dataCancelamento: instant.nullable(),
    dataConcessaoRenda: instant.nullable(),
    dataEvento: instant.nullable(),
    dataInicioBeneficio: calendarDay.nullable(),
    dataProximaDistribuicaoExcedenteFinanceiro: calendarDay.nullable(),
    dataProximoPagamento: calendarDay.nullable(),
    dataProximoReajuste: calendarDay.nullable(),
    rendaInicial: z.number().nullable(),
    valorRendaAtual: z.number().nullable(),
    mesesDefasagemIndice: z.number().int(),
  })
  .meta({ id: 'IncomeProcess', description: 'Processo de renda de um certificado (Op15).' }),
  ['numeroProcessoRenda'],
);

/** The schema names the fund's tax id `CNPJFundo`, the sample `cnpjFundo`: read either, expose `cnpjFundo`. */
export const AccumulatedProfitability = z
  .object({
    apelidoFundo: z.string(),
    CNPJFundo: z.string().nullish(),
    cnpjFundo: z.string().nullish(),
    dataCota: calendarDay,
    valorDia: z.number(),
    valorMesCorrente: z.number(),
    valorMesAnterior: z.number(),
    valorNoAno: z.number(),
    valorUltimos12Meses: z.number(),
    valorUltimos24Meses: z.number(),
    valorUltimos36Meses: z.number(),
  })
  .meta({ id: 'AccumulatedProfitability', description: 'Rentabilidade acumulada de um fundo (Op16); o CNPJ vem como `CNPJFundo` ou `cnpjFundo`.' })
  .transform(({ CNPJFundo, cnpjFundo, ...rest }) => ({ ...rest, cnpjFundo: cnpjFundo ?? CNPJFundo ?? null }));

export const IncomeBeneficiary = z
  .object({
    nome: z.string(),
    identificacaoPessoaBenefciario: z.string(),
    dataNascimento: calendarDay,
    percentualParticipacaoRenda: z.number(),
    sexo: z.string(),
    tipoRelacionamento: z.string(),
  })
  .meta({ id: 'IncomeBeneficiary', description: 'Beneficiário de um processo de renda (Op19). `identificacaoPessoaBenefciario` é grafado assim no serviço.' });

/** Names and CPFs may carry trailing spaces: trimmed on read. */
export const FinancialResponsible = z
  .object({
    identificacaoResponsavelFinanceiro: trimmedText,
    nomePessoa: trimmedText,
    dataNascimento: calendarDay,
    cpf: trimmedText,
  })
  .meta({ id: 'FinancialResponsible', description: 'Responsável financeiro de um certificado (Op21); nome e CPF podem vir com espaços à direita.' });
