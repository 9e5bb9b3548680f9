/**
 * Shared. The API set: every operation of ../shared/spec/api-set.md in one table.
 * Client, sandbox, IPC validation, forms and the OpenAPI document read it. A row
 * states what is particular to its operation; `op()` fills in the defaults (D169).
 */
import { z } from 'zod';
import { errorTable, op, operationTable, type OperationDef } from './operation';
import {
  certificatePadded12Path,
  certificatePath,
  cpfIntegerPath,
  cpfPath,
  integerPath,
  textPath,
} from './path-params';
import { dateTime, queryInteger } from './primitives';
import { BenefitList } from './resources/adhesion';
import { AuthRequest, AuthResult } from './resources/auth';
import { CompanyActivity, PaymentDataRequest } from './resources/capitalization';
import { ClaimNoticeCreated, ClaimNoticeRequest } from './resources/claims';
import { Customer } from './resources/customer';
import { ASSISTANCE_FIELDS, Assistance, PolicyModules, ProposalPatch } from './resources/life';
import {
  AccumulatedProfitability,
  CollectionChannel,
  ContributionRequest,
  DetailedBalance,
  FinancialMovement,
  FinancialResponsible,
  IncomeBeneficiary,
  IncomeProcess,
  InternalPortability,
} from './resources/pension';
import { SELF_SPONSORED_FIELDS, SelfSponsoredBilling } from './resources/pension-fund';
import { PartnerPensionSignature, SignatureEvent } from './resources/signatures';

/** Comma-separated subset of known field names (Op10 `_attributes`, Op18 `_atributos`). */
function fieldList(known: readonly string[], param: string) {
  return z
    .string()
    .max(500)
    .refine((v) => v.split(',').every((name) => (known as readonly string[]).includes(name.trim())), {
      error: `${param}: use nomes de campo separados por vírgula, entre: ${known.join(', ')}.`,
    });
}

/** Op1, Op8 and read operations without body-level errors share these "not shown" decisions. */
const NOT_SHOWN_401_404 = { shapes: { 401: 'Gateway', 404: 'none' } } as const;

const cert = certificatePath;
const pensionCertPath = { idcliente: cpfPath, idcertificado: cert };
const fundPath = {
  ...pensionCertPath,
  idcobertura: textPath('Cobertura', 'Código da cobertura do plano.', 20),
  idfundo: textPath('Fundo', 'Código do fundo.', 20),
};

export const operations = operationTable({
  op1: op({
    domain: 'auth',
    name: 'login',
    title: 'Autenticar usuário',
    method: 'POST',
    path: '/autenticacao/REST/INTERNET/SingleObject',
    documentedOn: 'test',
    kind: 'auth',
    companyCode: 'none',
    bearer: 'none',
    body: AuthRequest,
    success: {
      status: 200,
      schema: AuthResult,
      description: 'Usuário autenticado.',
      essential: { accessToken: 'Sem o token de acesso não há sessão: as operações que o exigem seriam recusadas.' },
    },
    errors: errorTable([401, 500], {
      decided: [400],
      descriptions: { 401: 'Usuário ou senha inválidos, ou chave recusada.' },
    }),
  }),
  op2: op({
    domain: 'signatures',
    name: 'communicateLifeSignatureHash',
    title: 'Comunicar hash de assinatura (vida)',
    method: 'POST',
    path: '/corporativo/assinaturas/v1/comunicacoes',
    documentedOn: 'test',
    companyCode: 'integerPadded4',
    body: SignatureEvent,
    success: { status: 201, description: 'Comunicação registrada.' },
    errors: errorTable([400, 401, 403, 404, 415, 422, 500, 503]),
  }),
  op3: op({
    domain: 'claims',
    name: 'createClaimNotice',
    title: 'Abrir aviso de sinistro',
    method: 'POST',
    path: '/experimental/relacionamento-cliente/pos-venda/sinistro/v1/clientes/{idcliente}/avisos-sinistro',
    documentedOn: 'test',
    pathParams: { idcliente: cpfIntegerPath },
    body: ClaimNoticeRequest,
    success: {
      status: 201,
      schema: ClaimNoticeCreated,
      description: 'Aviso de sinistro aberto.',
      essential: {
        protocolo:
          'É o que o atendente entrega ao cliente; sem ele o aviso aberto só pode ser localizado pelo Histórico.',
      },
    },
    errors: errorTable([400, 401, 403, 404, 415, 422, 500], {
      codes: { 400: '400.1', 401: '401.1', 403: '403.1', 404: '404.1', 415: '415.1', 422: '422.2', 500: '500.1' },
    }),
  }),
  op4: op({
    domain: 'pension',
    name: 'requestContribution',
    title: 'Solicitar aporte esporádico',
    method: 'POST',
    path: '/experimental/relacionamento-parceiro/previdencia/aporte/v1/clientes/{idcliente}/certificados/{idcertificado}/aportes-esporadicos',
    documentedOn: 'production',
    pathParams: pensionCertPath,
    body: ContributionRequest,
    success: { status: 201, description: 'Aporte solicitado; fica pendente nas movimentações.' },
    errors: errorTable([401, 403, 404, 422, 500], {
      shapes: { 401: 'Gateway', 403: 'none', 404: 'none', 422: 'Mensagens', 500: 'Mensagem' },
    }),
  }),
  op5: op({
    domain: 'capitalization',
    name: 'changeTitlePaymentData',
    title: 'Alterar dados de pagamento do título',
    method: 'PUT',
    path: '/experimental/relacionamento-cliente/capitalizacao/v1/clientes/{idcliente}/titulos/{idtitulo}/dados-pagamento',
    documentedOn: 'test',
    pathParams: { idcliente: cpfPath, idtitulo: integerPath('Título', 'Número do título de capitalização.', 12) },
    body: PaymentDataRequest,
    success: { status: 204, description: 'Dados de pagamento alterados.' },
    errors: errorTable([400, 401, 403, 404, 415, 422, 500]),
  }),
  op6: op({
    domain: 'signatures',
    name: 'communicatePensionSignature',
    title: 'Comunicar assinatura de proposta (previdência)',
    method: 'POST',
    path: '/relacionamento-parceiro/previdencia/v1/assinaturas',
    documentedOn: 'production',
    bearer: 'required',
    body: PartnerPensionSignature,
    success: { status: 201, description: 'Assinatura registrada.' },
    errors: errorTable([400, 401, 403, 404, 415, 422, 500, 503], {
      descriptions: { 401: 'Token de autorização ausente ou inválido.' },
    }),
  }),
  op7: op({
    domain: 'life',
    name: 'setProposalSignatureDate',
    title: 'Informar data de assinatura da proposta (vida)',
    method: 'PATCH',
    path: '/relacionamento-parceiro/vida/venda/v2/propostas/{idproposta}',
    documentedOn: 'production',
    pathParams: { idproposta: textPath('Proposta', 'Identificador da proposta de vida.', 30) },
    companyCode: 'padded4',
    body: ProposalPatch,
    success: { status: 200, description: 'Data de assinatura registrada.' },
    errors: errorTable([400, 401, 403, 404, 415, 422, 500]),
  }),
  op8: op({
    domain: 'customers',
    name: 'getCustomer',
    title: 'Consultar cliente por CPF',
    method: 'GET',
    path: '/experimental/relacionamento-cliente/pos-venda/v1/pessoas-fisicas/{idpessoafisica}',
    documentedOn: 'production',
    pathParams: { idpessoafisica: cpfPath },
    success: {
      status: 200,
      schema: Customer,
      description: 'Cliente encontrado.',
      essential: {
        cliente: 'É o registro pedido: sem ele não há o que mostrar.',
        'cliente.linhasNegocio[].nome':
          'Diz a que linha de negócio (previdência, vida, capitalização…) pertencem os produtos listados.',
        'cliente.linhasNegocio[].sistemas[].nome': 'Diz se os números listados são certificados, títulos ou propostas.',
        'cliente.linhasNegocio[].sistemas[].idsCliente':
          'São os números de certificados, títulos e propostas: sem eles os produtos do cliente não podem ser abertos.',
      },
    },
    errors: errorTable([401, 404, 500], { ...NOT_SHOWN_401_404, decided: [400] }),
  }),
  op9: op({
    domain: 'pension',
    name: 'listInternalPortability',
    title: 'Listar portabilidades internas',
    method: 'GET',
    path: '/experimental/relacionamento-cliente/previdencia/v1/clientes/{idcliente}/portabilidades-internas',
    documentedOn: 'production',
    pathParams: { idcliente: cpfPath },
    query: z.strictObject({
      matricula: z.string().max(20, { error: 'A matrícula tem no máximo 20 caracteres.' }).optional(),
      nome: z.string().max(60, { error: 'O nome tem no máximo 60 caracteres.' }).optional(),
      statusPortabilidade: z
        .enum(['0', '1', '2', '3', '4', '5'], { error: 'Status de portabilidade inválido: use de 0 a 5.' })
        .optional(),
      dataInicioSolicitacao: dateTime.optional(),
      dataFimSolicitacao: dateTime.optional(),
      pagina: queryInteger(1, 100000, { min: 'A página começa em 1.' }).optional(),
      tamanhoPagina: queryInteger(1, 100, { max: 'No máximo 100 itens por página.' }).optional(),
    }),
    success: {
      status: 200,
      schema: z.array(InternalPortability),
      description: 'Página de solicitações.',
      essential: {
        '[].numeroSolicitacao': 'Identifica a solicitação para o cliente e para o suporte.',
      },
    },
    errors: errorTable([401, 404, 422, 500]),
  }),
  op10: op({
    domain: 'life',
    name: 'listLifeAssistances',
    title: 'Listar assistências do certificado de vida',
    method: 'GET',
    path: '/experimental/relacionamento-parceiro/vida/pos-venda/v1/clientes/{idcliente}/certificados/{idcertificado}/assistencias',
    documentedOn: 'test',
    pathParams: {
      idcliente: cpfIntegerPath,
      idcertificado: integerPath('Certificado', 'Número do certificado de vida.', 15),
    },
    query: z.strictObject({ _attributes: fieldList(ASSISTANCE_FIELDS, '_attributes').optional() }),
    success: { status: 200, schema: z.array(Assistance), description: 'Assistências do certificado.' },
    errors: errorTable([400, 401, 403, 404, 422, 500]),
  }),
  op11: op({
    domain: 'life',
    name: 'getPolicyModule',
    title: 'Consultar módulo de apólice (prestamista)',
    method: 'GET',
    path: '/relacionamento-parceiro/vida/apolice-clone/v1/modulos/{idmodulo}',
    documentedOn: 'test',
    pathParams: { idmodulo: integerPath('Módulo', 'Número do módulo.', 9) },
    companyCode: 'integer',
    success: {
      status: 200,
      schema: PolicyModules,
      description: 'Estipulante e módulos.',
      essential: {
        estipulante: 'É o registro pedido: sem ele não há módulos a mostrar.',
      },
    },
    errors: errorTable([400, 401, 404, 500], { codes: { 400: '400.1', 401: '401.1', 404: '404.1', 500: '500' } }),
  }),
  op12: op({
    domain: 'pension',
    name: 'listFinancialMovements',
    title: 'Movimentações financeiras do certificado',
    method: 'GET',
    path: '/experimental/relacionamento-cliente/previdencia/pos-venda/v2/clientes/{idcliente}/certificados/{idcertificado}/movimentacoes-financeiras',
    documentedOn: 'production',
    pathParams: pensionCertPath,
    success: {
      status: 200,
      schema: z.array(FinancialMovement),
      description: 'Movimentações do certificado.',
      essential: {
        '[].dataMovimento': 'Ordena o extrato e define o período: sem ela a movimentação vai para o fim da lista.',
        '[].valorMovimento':
          'Entra nos totais: sem ele a movimentação não é somada (e a tela diz quantas ficaram de fora).',
        '[].tipoCobertura': 'Com o fundo, é a chave do saldo detalhado e da rentabilidade (Op14, Op16).',
        '[].codigoFundo': 'Com a cobertura, é a chave do saldo detalhado e da rentabilidade (Op14, Op16).',
      },
    },
    errors: errorTable([401, 404, 422, 500], NOT_SHOWN_401_404),
  }),
  op13: op({
    domain: 'pension',
    name: 'getCollectionChannels',
    title: 'Canais de cobrança do certificado',
    method: 'GET',
    path: '/experimental/relacionamento-parceiro/previdencia/pos-venda/v2/clientes/{idcliente}/certificados/{idcertificado}/canais-cobranca',
    documentedOn: 'test',
    pathParams: { idcliente: cpfPath, idcertificado: certificatePadded12Path },
    success: { status: 200, schema: CollectionChannel, description: 'Canais de cobrança.' },
    errors: errorTable([400, 401, 404, 422, 500]),
  }),
  op14: op({
    domain: 'pension',
    name: 'getDetailedBalance',
    title: 'Saldo detalhado do fundo',
    method: 'GET',
    path: '/experimental/relacionamento-cliente/previdencia/pos-venda/v2/clientes/{idcliente}/certificados/{idcertificado}/produtos/planos/coberturas/{idcobertura}/fundos/{idfundo}/saldo-detalhado',
    documentedOn: 'production',
    pathParams: fundPath,
    success: { status: 200, schema: DetailedBalance, description: 'Saldo detalhado (objeto ou lista).' },
    errors: errorTable([401, 404, 422, 500], NOT_SHOWN_401_404),
  }),
  op15: op({
    domain: 'pension',
    name: 'listIncomeProcesses',
    title: 'Processos de renda do certificado',
    method: 'GET',
    path: '/experimental/relacionamento-cliente/previdencia/pos-venda/v2/clientes/{idcliente}/certificados/{idcertificado}/processo-renda',
    documentedOn: 'production',
    pathParams: pensionCertPath,
    success: {
      status: 200,
      schema: z.array(IncomeProcess),
      description: 'Processos de renda.',
      essential: {
        '[].numeroProcessoRenda': 'É a chave para consultar os beneficiários do processo (Op19).',
      },
    },
    errors: errorTable([401, 404, 422, 500], NOT_SHOWN_401_404),
  }),
  op16: op({
    domain: 'pension',
    name: 'getAccumulatedProfitability',
    title: 'Rentabilidade acumulada do fundo',
    method: 'GET',
    path: '/experimental/relacionamento-cliente/previdencia/pos-venda/v2/clientes/{idcliente}/certificados/{idcertificado}/produtos/planos/coberturas/{idcobertura}/fundos/{idfundo}/rentabilidade-acumulada',
    documentedOn: 'production',
    pathParams: fundPath,
    success: { status: 200, schema: AccumulatedProfitability, description: 'Rentabilidade acumulada.' },
    errors: errorTable([401, 404, 422, 500], NOT_SHOWN_401_404),
  }),
  op17: op({
    domain: 'adhesion',
    name: 'listAdhesionBenefits',
    title: 'Benefícios da negociação (adesão)',
    method: 'GET',
    path: '/experimental/relacionamento-parceiro/previdencia/adesao/v1/produtos/{idproduto}/beneficios',
    documentedOn: 'test',
    pathParams: { idproduto: textPath('Produto', 'Número do produto.', 20) },
    query: z.strictObject({
      CodigoParceria: z
        .string()
        .min(1, { error: 'Informe o código da parceria.' })
        .max(20, { error: 'O código da parceria tem no máximo 20 caracteres.' }),
      CodigoBeneficio: z
        .string()
        .min(1)
        .max(20, { error: 'O código do benefício tem no máximo 20 caracteres.' })
        .optional(),
    }),
    success: { status: 200, schema: BenefitList, description: 'Benefícios (objeto ou lista).' },
    errors: errorTable([401, 404, 422, 500]),
  }),
  op18: op({
    domain: 'pensionFund',
    name: 'getSelfSponsoredBilling',
    title: 'Cobrança do autopatrocinado (fundo de pensão)',
    method: 'GET',
    path: '/relacionamento-cliente/fundodepensao/pos-venda/v1/clientes/{idcliente}/planos/{idplano}/cobranca-autopatrocinado',
    documentedOn: 'test',
    pathParams: { idcliente: cpfPath, idplano: textPath('Plano', 'Matrícula no plano.', 20) },
    query: z.strictObject({ _atributos: fieldList(SELF_SPONSORED_FIELDS, '_atributos').optional() }),
    companyCode: 'none',
    bearer: 'required',
    success: { status: 200, schema: SelfSponsoredBilling, description: 'Cobrança do autopatrocinado.' },
    errors: errorTable([400, 401, 403, 404, 500], {
      descriptions: { 401: 'Token de autorização ausente ou inválido.' },
    }),
  }),
  op19: op({
    domain: 'pension',
    name: 'listIncomeBeneficiaries',
    title: 'Beneficiários do processo de renda',
    method: 'GET',
    path: '/experimental/relacionamento-cliente/previdencia/pos-venda/v2/clientes/{idcliente}/certificados/{idcertificado}/processo-renda/{idprocessorenda}/beneficiarios',
    documentedOn: 'production',
    pathParams: {
      ...pensionCertPath,
      idprocessorenda: textPath('Processo de renda', 'Número do processo de renda.', 20),
    },
    success: { status: 200, schema: z.array(IncomeBeneficiary), description: 'Beneficiários.' },
    errors: errorTable([401, 404, 422, 500], NOT_SHOWN_401_404),
  }),
  op20: op({
    domain: 'capitalization',
    name: 'listCompanyActivities',
    title: 'Atividades de empresa (capitalização)',
    method: 'GET',
    path: '/relacionamento-parceiro/capitalizacao/v1/atividadesempresa',
    documentedOn: 'test',
    success: { status: 200, schema: z.array(CompanyActivity), description: 'Atividades.' },
    errors: errorTable([400, 401, 403, 404, 422, 500]),
  }),
  op21: op({
    domain: 'pension',
    name: 'getFinancialResponsible',
    title: 'Responsável financeiro do certificado',
    method: 'GET',
    path: '/experimental/relacionamento-cliente/previdencia/pos-venda/v2/clientes/{idcliente}/certificados/{idcertificado}/responsavel-financeiro',
    documentedOn: 'production',
    pathParams: pensionCertPath,
    success: { status: 200, schema: FinancialResponsible, description: 'Responsável financeiro.' },
    errors: errorTable([401, 404, 422, 500], NOT_SHOWN_401_404),
  }),
});

export type Operations = typeof operations;
export type OperationId = keyof Operations;
export const operationIds = Object.keys(operations) as OperationId[];
/** The operations that only read, and those that change something at the service (journaled, never retried blindly). */
export type ReadOperationId = { [Id in OperationId]: Operations[Id]['kind'] extends 'read' ? Id : never }[OperationId];
export type WriteOperationId = {
  [Id in OperationId]: Operations[Id]['kind'] extends 'write' ? Id : never;
}[OperationId];
export const isWriteOperation = (id: OperationId): id is WriteOperationId => operations[id].kind === 'write';
export const writeOperationIds = operationIds.filter(isWriteOperation);
/** The table seen as plain definitions; the compiler checks here, once, that every filled row is one. */
export const operationDefs: Readonly<Record<OperationId, OperationDef>> = operations;

/** Business areas, as the table names them: the IPC channel groups, the client's and OpenAPI's tags (D170). */
export type Domain = Operations[OperationId]['domain'];
/** Every domain the table uses, in the order of its first operation. */
export const domains: readonly Domain[] = [...new Set(operationIds.map((id) => operations[id].domain))];
