import { ruleMessages, signatureDateProblems } from '../../src-shared/contract';
import { businessError, notFound } from '../http-errors';
import { actor, type Handler } from './context';
import { pickFields, requireCustomer } from './lookups';

export const setProposalSignatureDate: Handler<'op7'> = (ctx) => {
  const found = ctx.catalog.lifeProposal(ctx.params.idproposta);
  if (!found) throw notFound(`Proposta ${ctx.params.idproposta}`);
  const problems = signatureDateProblems(ctx.body.dataAssinatura, ctx.today, found.proposal.dataCriacao);
  if (problems.length > 0) throw businessError(ruleMessages(problems));
  ctx.store.change((draft) => {
    draft.proposalDates[found.proposal.idProposta] = {
      dataAssinatura: ctx.body.dataAssinatura,
      changedAt: ctx.now.toISOString(),
      by: actor(ctx),
    };
  });
  return { status: 200 };
};

export const listLifeAssistances: Handler<'op10'> = (ctx) => {
  const customer = requireCustomer(ctx.catalog, ctx.customerCpf);
  const certificate = customer.lifeCertificates.find(
    (c) => c.numeroCertificado.replace(/^0+(?=\d)/, '') === ctx.params.idcertificado.replace(/^0+(?=\d)/, ''),
  );
  if (!certificate) throw notFound(`Certificado de vida ${ctx.params.idcertificado} do cliente`);
  return { status: 200, body: certificate.assistances.map((a) => pickFields(a, ctx.query._attributes)) };
};

export const getPolicyModule: Handler<'op11'> = (ctx) => {
  const module = ctx.catalog.world.policyModules[ctx.params.idmodulo.replace(/^0+(?=\d)/, '')];
  if (!module) throw notFound(`Módulo ${ctx.params.idmodulo}`);
  if (ctx.dialect === 'sample') return { status: 200, body: module };
  // The schema's naming: `taxa` instead of the sample's `valorTaxa`.
  const estipulante = {
    ...module.estipulante,
    subestipulante: module.estipulante.subestipulante.map((s) => ({
      ...s,
      modulo: s.modulo.map(({ valorTaxa, taxa, ...m }) => ({ ...m, taxa: taxa ?? valorTaxa })),
    })),
  };
  return { status: 200, body: { estipulante } };
};
