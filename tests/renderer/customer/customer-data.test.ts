/**
 * The customer screen's reading of partial answers (D41, D42): the record
 * without `cliente`, lines of business without names or identifiers, Op9
 * pages that lost elements, and Op10/Op18 values that came null
 * (src-renderer/screens/customer).
 */
import { describe, expect, it } from 'vitest';
import type { DriftReport } from '../../../src-shared/contract';
import { NO_DRIFT } from '../../../src-shared/contract';
import type { ApiResult } from '../../../src-shared/contract/types';
import { holdsLine, idsOf, productIdsIncomplete } from '../../../src-renderer/screens/customer/business-lines';
import { customerOf, EMPTY_CLIENTE } from '../../../src-renderer/screens/customer/customer-record';
import { heldTabs } from '../../../src-renderer/screens/customer/customer-tabs';
import type { Cliente } from '../../../src-renderer/screens/customer/customer-types';
import {
  ASSISTANCE_FIELD_ORDER,
  formatAssistanceField,
} from '../../../src-renderer/screens/customer/life/assistance-fields';
import {
  BILLING_FIELD_ORDER,
  formatBillingField,
} from '../../../src-renderer/screens/customer/pension-fund/billing-fields';
import { pageCameFull, rowsLeftOut } from '../../../src-renderer/screens/customer/portability/page-fill';

const drift = (...entries: DriftReport['entries']): DriftReport => ({
  entries,
  total: entries.reduce((n, e) => n + e.count, 0),
  distinct: entries.length,
});

const withLines = (linhasNegocio: Cliente['linhasNegocio']): Cliente => ({ ...EMPTY_CLIENTE, linhasNegocio });

describe('the customer record', () => {
  it('is an empty registration when Op8 left `cliente` out', () => {
    const answer: ApiResult<'op8'> = { cliente: null };
    const cliente = customerOf(answer);
    expect(cliente.nome).toBeNull();
    expect(cliente.enderecos).toEqual([]);
    expect(heldTabs(cliente)).toEqual([]);
  });
});

describe('lines of business', () => {
  const cliente = withLines([
    {
      id: 1,
      nome: 'Previdência',
      sistemas: [{ id: 10, nome: 'CERTIFICADOS', idsCliente: [' 000000925108 ', '', '000000925108', '000000635085'] }],
    },
    { id: null, nome: null, sistemas: [{ id: 11, nome: 'TITULOS', idsCliente: ['123'] }] },
    {
      id: 3,
      nome: 'VIDA',
      sistemas: [
        { id: null, nome: null, idsCliente: ['999'] },
        { id: 12, nome: 'PROPOSTAS', idsCliente: [] },
      ],
    },
  ]);

  it('places identifiers by line and system names, without blanks or repeats', () => {
    expect(idsOf(cliente, 'PREVIDENCIA', 'CERTIFICADOS')).toEqual(['000000925108', '000000635085']);
    expect(idsOf(cliente, 'VIDA', 'PROPOSTAS')).toEqual([]);
  });

  it('cannot place identifiers of a line or system without a name', () => {
    expect(idsOf(cliente, 'CAPITALIZACAO', 'TITULOS')).toEqual([]);
    expect(idsOf(cliente, 'VIDA', 'CERTIFICADOS')).toEqual([]);
    expect(holdsLine(cliente, 'CAPITALIZACAO')).toBe(false);
    expect(heldTabs(cliente)).toEqual(['previdencia', 'portabilidades', 'vida', 'propostas']);
  });

  it('says identifiers may be missing when the service left out what places them', () => {
    expect(productIdsIncomplete(NO_DRIFT)).toBe(false);
    expect(
      productIdsIncomplete(
        drift({ path: 'cliente.linhasNegocio[].sistemas[].idsCliente', kind: 'absent', count: 1, essential: true }),
      ),
    ).toBe(true);
    expect(productIdsIncomplete(drift({ path: 'cliente.linhasNegocio[].nome', kind: 'null', count: 2 }))).toBe(true);
    expect(
      productIdsIncomplete(drift({ path: 'cliente.linhasNegocio[].sistemas[].idsCliente[]', kind: 'null', count: 1 })),
    ).toBe(true);
  });

  it('does not for drift that loses no identifier', () => {
    expect(productIdsIncomplete(drift({ path: 'cliente.linhasNegocio[].id', kind: 'absent', count: 1 }))).toBe(false);
    expect(
      productIdsIncomplete(
        drift({ path: 'cliente.linhasNegocio[].sistemas[].idsCliente', kind: 'reshaped', count: 1 }),
      ),
    ).toBe(false);
    expect(productIdsIncomplete(drift({ path: 'cliente.nomeMae', kind: 'null', count: 1 }))).toBe(false);
  });
});

describe('portability paging', () => {
  it('offers the next page while the page came back full', () => {
    expect(pageCameFull(10, NO_DRIFT, 10)).toBe(true);
    expect(pageCameFull(9, NO_DRIFT, 10)).toBe(false);
  });

  it('counts the elements the reader left out as sent', () => {
    const lost = drift(
      { path: '[]', kind: 'null', count: 1 },
      { path: '[]', kind: 'mistyped', count: 1 },
      { path: '[].cpf', kind: 'absent', count: 4 },
    );
    expect(rowsLeftOut(lost)).toBe(2);
    expect(pageCameFull(8, lost, 10)).toBe(true);
    expect(pageCameFull(7, lost, 10)).toBe(false);
  });
});

describe('Op10 and Op18 values that came null', () => {
  it('read "—" in every assistance column', () => {
    const row: ApiResult<'op10'>[number] = {
      idAssistencia: null,
      nomeComercial: null,
      nomeReduzido: null,
      premio: null,
      nomeInterface: null,
      telefoneNacional: null,
      telefoneInternacional: null,
      valorAssistencia: null,
    };
    for (const field of ASSISTANCE_FIELD_ORDER) expect(formatAssistanceField(row, field)).toBe('—');
  });

  it('read "—" in every billing field (the card says "não informado")', () => {
    const billing: ApiResult<'op18'> = {
      valorUltimaCobranca: null,
      statusCobranca: null,
      dataVencimento: null,
      formaPagamento: null,
    };
    for (const field of BILLING_FIELD_ORDER) expect(formatBillingField(billing, field)).toBe('—');
  });
});
