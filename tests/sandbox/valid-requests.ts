/** One valid request per operation, built from the demo world. Contract tests vary from these. */
import type { OperationId } from '../../src-shared/contract';
import type { DemoWorld } from '../../src-sandbox/world';
import type { RawRequest } from '../support/raw-http';
import { picks } from '../support/world-picks';

let signatureCounter = 0;

/** A fresh hash each call, so repeated tests do not trip the repeated-communication rule. */
export function uniqueHash(): string {
  signatureCounter += 1;
  return `a3f1c9e2${Date.now().toString(16)}${signatureCounter.toString(16).padStart(6, '0')}`;
}

export function signatureBody(idDocumento: string, overrides: Record<string, unknown> = {}) {
  return {
    linhaDeNegocio: 'VIDA',
    tipoDocumento: 'PROPOSTA',
    tipoAssinatura: 'HASH',
    idDocumento,
    hash: uniqueHash(),
    data: '2026-01-15T10:30:00-03:00',
    enderecoIP: '200.187.10.20',
    responsavel: { cpf: '52998224725', nome: 'Maria Aparecida Souza', email: 'maria.souza@example.com.br' },
    usuario: { login: 'parceiro.app', email: 'integracao@parceiro.com.br' },
    ...overrides,
  };
}

export function validRequests(world: DemoWorld, token: string): Record<OperationId, RawRequest> {
  const p = picks(world);
  const cpf = p.pensionHolder.cliente.cpf;
  const cert = p.pensionCertificate.numeroCertificado;
  return {
    op1: {
      body: {
        predicate: { Username: 'atendente', Password: 'Balcao@2026' },
        type: 'usuario',
        queryType: 'autenticacao',
      },
    },
    op2: { body: signatureBody(p.lifeProposal.idProposta) },
    op3: {
      params: { idcliente: p.lifeHolder.cliente.cpf },
      body: {
        dataNascimentoSegurado: '1961-04-09',
        linhaNegocio: 'VIDA',
        nomeSegurado: 'José Carlos Pereira',
        email: 'familia.pereira@example.com.br',
      },
    },
    op4: {
      params: { idcliente: cpf, idcertificado: cert },
      body: {
        valor: 1500.5,
        fundos: [{ codigo: p.fund.codigo, percentualDistribuicao: 100 }],
        emails: { destinatario: 'cliente@example.com.br' },
      },
    },
    op5: {
      params: { idcliente: p.titleHolder.cliente.cpf, idtitulo: p.activeTitle.numeroTitulo },
      body: { banco: 341, agencia: '1234', conta: '56789-0' },
    },
    op6: {
      token,
      body: {
        ...signatureBody(p.pensionProposal.idProposta, { linhaDeNegocio: 'PREVIDENCIA', tipoAssinatura: 'DIGITAL' }),
        documento: Buffer.from('%PDF-1.4 proposta assinada').toString('base64'),
      },
    },
    op7: { params: { idproposta: p.lifeProposal.idProposta }, body: { dataAssinatura: p.lifeProposal.dataCriacao } },
    op8: { params: { idpessoafisica: cpf } },
    op9: { params: { idcliente: p.portabilityHolder.cliente.cpf } },
    op10: { params: { idcliente: p.lifeHolder.cliente.cpf, idcertificado: p.lifeCertificate.numeroCertificado } },
    op11: { params: { idmodulo: p.moduleNumber } },
    op12: { params: { idcliente: cpf, idcertificado: cert } },
    op13: { params: { idcliente: cpf, idcertificado: cert.padStart(12, '0') } },
    op14: { params: { idcliente: cpf, idcertificado: cert, idcobertura: p.coverage.codigo, idfundo: p.fund.codigo } },
    op15: { params: { idcliente: cpf, idcertificado: cert } },
    op16: { params: { idcliente: cpf, idcertificado: cert, idcobertura: p.coverage.codigo, idfundo: p.fund.codigo } },
    op17: { params: { idproduto: p.product.idProduto }, query: { CodigoParceria: p.partnership } },
    op18: { token, params: { idcliente: p.planHolder.cliente.cpf, idplano: p.plan.matricula } },
    op19: {
      params: { idcliente: cpf, idcertificado: cert, idprocessorenda: p.incomeProcess.process.numeroProcessoRenda },
    },
    op20: {},
    op21: { params: { idcliente: cpf, idcertificado: cert } },
  };
}
