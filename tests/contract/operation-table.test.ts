/**
 * The operations table says each thing once (D168, D169): what every row leaves out is filled in by `op()`, the
 * domains and the IPC channel groups come from the rows, and the CPF path parameters are marked in the contract
 * and derived everywhere else.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskIdentifiers } from '../../src-main/journal/journal-masking';
import {
  buildOpenApiDocument,
  customerCpfInPath,
  cpfPathParamNames,
  domains,
  operationDefs,
  operationIds,
  pathIdentifiers,
} from '../../src-shared/contract';
import { isValidCpf, maskCpf } from '../../src-shared/cpf';
import {
  channelName,
  channelOperations,
  customerOfRequest,
  ipcChannels,
  listChannels,
  operationForChannel,
} from '../../src-shared/ipc';

const validCpf = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 11, maxLength: 11 })
  .map((d) => d.join(''))
  .filter(isValidCpf);

describe('op(): what a row leaves out (D169)', () => {
  it.each(operationIds)(
    '%s: id from its key; kind, experimental and the other defaults as the spec and D1/D12 say',
    (id) => {
      const op = operationDefs[id];
      expect(op.id).toBe(id);
      expect(op.kind).toBe(id === 'op1' ? 'auth' : op.method === 'GET' ? 'read' : 'write');
      // "Operations whose path begins with /experimental/ are labeled experimental" (spec).
      expect(op.experimental).toBe(op.path.startsWith('/experimental/'));
      expect(Object.keys(op.pathParams)).toEqual([...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
      expect(['none', 'text', 'integer', 'padded4', 'integerPadded4']).toContain(op.companyCode);
      expect(['none', 'optional', 'required']).toContain(op.bearer);
    },
  );

  it('keeps the exceptions the rows state: no company code on Op1 and Op18, a required token on Op6 and Op18, none on Op1', () => {
    const where = (test: (id: (typeof operationIds)[number]) => boolean) => operationIds.filter(test);
    expect(where((id) => operationDefs[id].companyCode === 'none')).toEqual(['op1', 'op18']);
    expect(where((id) => operationDefs[id].bearer === 'required')).toEqual(['op6', 'op18']);
    expect(where((id) => operationDefs[id].bearer === 'none')).toEqual(['op1']);
    expect(where((id) => operationDefs[id].kind === 'write')).toEqual(['op2', 'op3', 'op4', 'op5', 'op6', 'op7']);
  });
});

describe('domains come from the table (D169)', () => {
  it('lists each domain of the rows once, and nothing else', () => {
    expect([...domains].sort()).toEqual([...new Set(operationIds.map((id) => operationDefs[id].domain))].sort());
  });

  it('one IPC channel group per domain but auth, one channel per operation, found back from its name', () => {
    const groups = Object.keys(ipcChannels).filter((group) => domains.includes(group as (typeof domains)[number]));
    expect(groups.sort()).toEqual(domains.filter((d) => d !== 'auth').sort());
    expect(channelOperations).toEqual(operationIds.filter((id) => operationDefs[id].kind !== 'auth'));
    const wires = listChannels().map((c) => c.wire);
    for (const id of channelOperations) {
      const { domain, name } = operationDefs[id];
      expect(wires).toContain(channelName(domain, name));
      expect(operationForChannel(domain, name)).toBe(id);
    }
    expect(operationForChannel('session', 'login')).toBeUndefined();
  });

  it('gives every domain its OpenAPI tag, and every operation the tag of its domain', () => {
    const doc = buildOpenApiDocument();
    expect(doc.tags).toHaveLength(domains.length);
    const tagged = Object.values(doc.paths).flatMap((methods) =>
      Object.values(methods).map((o) => (o as { tags: string[] }).tags),
    );
    expect(new Set(tagged.flat()).size).toBe(domains.length);
  });
});

describe('CPF path parameters are marked in the contract (D168)', () => {
  it("marks the parameters the spec calls the customer's CPF, and a name means the same in every operation", () => {
    expect([...cpfPathParamNames].sort()).toEqual(['idcliente', 'idpessoafisica']);
    for (const op of Object.values(operationDefs)) {
      for (const [name, param] of Object.entries(op.pathParams))
        expect(`${op.id} ${name}: ${param.cpf}`).toBe(`${op.id} ${name}: ${cpfPathParamNames.has(name)}`);
    }
  });

  it('any operation with a CPF parameter: the path names its customer (integer form padded back), kept out of the identifiers and masked in the journal', () => {
    const withCpf = operationIds.filter((id) => Object.values(operationDefs[id].pathParams).some((p) => p.cpf));
    expect(withCpf.length).toBeGreaterThan(10);
    fc.assert(
      fc.property(fc.constantFrom(...withCpf), validCpf, fc.boolean(), (id, cpf, asInteger) => {
        const path: Record<string, string> = {};
        for (const [name, param] of Object.entries(operationDefs[id].pathParams))
          path[name] = param.cpf ? (asInteger ? cpf.replace(/^0+(?=\d)/, '') : cpf) : '000123';
        expect(customerCpfInPath(path)).toBe(cpf);
        expect(customerOfRequest({ path, customerCpf: '11144477735' })).toBe(cpf);
        const identifiers = pathIdentifiers(path);
        expect(Object.values(identifiers)).not.toContain(path.idcliente ?? path.idpessoafisica);
        for (const [name, value] of Object.entries(maskIdentifiers(path)))
          if (cpfPathParamNames.has(name)) expect(value).toBe(maskCpf(cpf));
      }),
    );
  });

  it("a write whose path names no customer is about the journal context's customerCpf", () => {
    expect(customerOfRequest({ body: {}, customerCpf: '52998224725' })).toBe('52998224725');
    expect(customerOfRequest({ path: { idproposta: 'PV1' } })).toBeUndefined();
    expect(customerOfRequest(undefined)).toBeUndefined();
  });
});
