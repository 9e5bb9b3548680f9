import { contributionProblems } from '../../src-shared/contract';
import { foldText } from '../../src-shared/text/fold-text';
import { generateDetailedBalance } from '../demo/movements';
import { businessError, notFound, SandboxHttpError } from '../http-errors';
import { actor, nextSequence, stamp, type Handler } from './context';
import { requireCustomer, requireFund, requirePensionCertificate } from './lookups';

const DEFAULT_PAGE_SIZE = 10;

export const requestContribution: Handler<'op4'> = (ctx) => {
  const { customer, certificate } = requirePensionCertificate(ctx.catalog, ctx.customerCpf, ctx.params.idcertificado);
  if (certificate.status !== 'ATIVO')
    throw businessError(`O certificado ${certificate.numeroCertificado} está cancelado e não aceita aportes.`);
  const heldFunds = certificate.coverages.flatMap((c) => c.funds.map((f) => f.codigo));
  const problems = contributionProblems(ctx.body, heldFunds);
  if (problems.length > 0) throw new SandboxHttpError(422, problems);
  ctx.store.change((draft) => {
    draft.contributions.push({
      id: `APE${stamp(ctx.now)}${String(nextSequence(draft)).padStart(6, '0')}`,
      cpf: customer.cliente.cpf,
      certificado: certificate.numeroCertificado,
      valor: ctx.body.valor,
      fundos: ctx.body.fundos,
      ...(ctx.body.emails ? { emails: ctx.body.emails } : {}),
      createdAt: ctx.now.toISOString(),
      by: actor(ctx),
    });
  });
  return { status: 201 };
};

export const listInternalPortability: Handler<'op9'> = (ctx) => {
  const customer = requireCustomer(ctx.catalog, ctx.customerCpf);
  const q = ctx.query;
  const from = q.dataInicioSolicitacao ? Date.parse(q.dataInicioSolicitacao) : undefined;
  const to = q.dataFimSolicitacao ? Date.parse(q.dataFimSolicitacao) : undefined;
  if (from !== undefined && to !== undefined && from > to)
    throw businessError('A data inicial da solicitação deve ser anterior ou igual à data final.');
  const matching = customer.portabilityRequests
    .filter((r) => q.matricula === undefined || r.matricula === q.matricula)
    .filter((r) => q.nome === undefined || foldText(r.participante).includes(foldText(q.nome)))
    .filter((r) => q.statusPortabilidade === undefined || String(r.statusPortabilidade) === q.statusPortabilidade)
    .filter((r) => from === undefined || Date.parse(r.dataSolicitacao) >= from)
    .filter((r) => to === undefined || Date.parse(r.dataSolicitacao) <= to)
    .sort((a, b) => Date.parse(b.dataSolicitacao) - Date.parse(a.dataSolicitacao));
  const page = q.pagina ?? 1;
  const size = q.tamanhoPagina ?? DEFAULT_PAGE_SIZE;
  const items = matching.slice((page - 1) * size, page * size).map(({ statusPortabilidade: _status, ...item }) => item);
  return {
    status: 200,
    body: items,
    // The body is a bare array (spec); totals travel in headers (decision D8).
    headers: { 'X-Total-Count': String(matching.length), 'X-Pagina': String(page), 'X-Tamanho-Pagina': String(size) },
  };
};

export const listFinancialMovements: Handler<'op12'> = (ctx) => {
  const { certificate } = requirePensionCertificate(ctx.catalog, ctx.customerCpf, ctx.params.idcertificado);
  return { status: 200, body: ctx.catalog.movements(certificate, ctx.store.current) };
};

export const getCollectionChannels: Handler<'op13'> = (ctx) => {
  const { certificate } = requirePensionCertificate(ctx.catalog, ctx.customerCpf, ctx.params.idcertificado);
  if (certificate.status !== 'ATIVO')
    throw businessError(
      `O certificado ${certificate.numeroCertificado} está cancelado: não há canais de cobrança ativos.`,
    );
  return { status: 200, body: certificate.collection };
};

export const getDetailedBalance: Handler<'op14'> = (ctx) => {
  const { certificate } = requirePensionCertificate(ctx.catalog, ctx.customerCpf, ctx.params.idcertificado);
  const { coverage, fund } = requireFund(certificate, ctx.params.idcobertura, ctx.params.idfundo);
  const entries = generateDetailedBalance(
    certificate,
    coverage,
    fund.codigo,
    ctx.catalog.movements(certificate, ctx.store.current),
  );
  if (ctx.dialect === 'schema') {
    // The schema's shape: one object, the latest entry.
    const latest = entries.at(-1);
    if (!latest) throw notFound('Saldo do fundo');
    return { status: 200, body: latest };
  }
  return { status: 200, body: entries };
};

export const listIncomeProcesses: Handler<'op15'> = (ctx) => {
  const { certificate } = requirePensionCertificate(ctx.catalog, ctx.customerCpf, ctx.params.idcertificado);
  return { status: 200, body: certificate.incomeProcesses.map((p) => p.process) };
};

export const getAccumulatedProfitability: Handler<'op16'> = (ctx) => {
  const { certificate } = requirePensionCertificate(ctx.catalog, ctx.customerCpf, ctx.params.idcertificado);
  const { fund } = requireFund(certificate, ctx.params.idcobertura, ctx.params.idfundo);
  const taxId = ctx.dialect === 'schema' ? { CNPJFundo: fund.cnpj } : { cnpjFundo: fund.cnpj };
  return { status: 200, body: { apelidoFundo: fund.apelido, ...taxId, ...fund.rentabilidade } };
};

export const listIncomeBeneficiaries: Handler<'op19'> = (ctx) => {
  const { certificate } = requirePensionCertificate(ctx.catalog, ctx.customerCpf, ctx.params.idcertificado);
  const process = certificate.incomeProcesses.find((p) => p.process.numeroProcessoRenda === ctx.params.idprocessorenda);
  if (!process) throw notFound(`Processo de renda ${ctx.params.idprocessorenda}`);
  return { status: 200, body: process.beneficiaries };
};

export const getFinancialResponsible: Handler<'op21'> = (ctx) => {
  const { certificate } = requirePensionCertificate(ctx.catalog, ctx.customerCpf, ctx.params.idcertificado);
  const responsible = certificate.financialResponsible;
  if (ctx.dialect === 'sample') return { status: 200, body: responsible };
  return {
    status: 200,
    body: { ...responsible, nomePessoa: responsible.nomePessoa.trimEnd(), cpf: responsible.cpf.trimEnd() },
  };
};
