/** Writes change state that later reads show; reads filter, page and pick fields as documented. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../../src-shared/contract';
import { send } from '../support/raw-http';
import { demoWorld, loginToken, type SandboxFixture, startTestSandbox } from '../support/sandbox-fixture';
import { picks } from '../support/world-picks';
import { signatureBody, validRequests } from './valid-requests';

let fx: SandboxFixture;
let token: string;
const world = demoWorld();
const p = picks(world);

beforeAll(async () => {
  fx = await startTestSandbox();
  token = await loginToken(fx.sandbox.url);
});
afterAll(() => fx.stop());

describe('writes change what later reads show', () => {
  it('Op4 creates a pending contribution that appears in Op12 movements', async () => {
    const v = validRequests(world, token);
    const before = await send(fx.sandbox.url, 'op12', v.op12);
    const count = (before.json as unknown[]).length;
    expect((await send(fx.sandbox.url, 'op4', v.op4)).status).toBe(201);
    const after = operations.op12.success.schema.parse((await send(fx.sandbox.url, 'op12', v.op12)).json);
    expect(after).toHaveLength(count + 1);
    const pending = after.at(-1)!;
    expect(pending).toMatchObject({
      tipoMovimento: 'APORTE',
      statusMovimento: 'PENDENTE',
      codigoFundo: p.fund.codigo,
      valorMovimento: 1500.5,
    });
  });

  it('Op4 splits the value across funds by percentage', async () => {
    const funds = p.pensionCertificate.coverages.flatMap((c) => c.funds);
    if (funds.length < 2) return;
    const v = validRequests(world, token);
    const body = {
      valor: 1000,
      fundos: [
        { codigo: funds[0]!.codigo, percentualDistribuicao: 70 },
        { codigo: funds[1]!.codigo, percentualDistribuicao: 30 },
      ],
    };
    expect((await send(fx.sandbox.url, 'op4', { ...v.op4, body })).status).toBe(201);
    const movements = operations.op12.success.schema.parse((await send(fx.sandbox.url, 'op12', v.op12)).json).slice(-2);
    expect(movements.map((m) => m.valorMovimento)).toEqual([700, 300]);
  });

  it('Op3 returns a unique protocol number each time', async () => {
    const v = validRequests(world, token);
    const a = (await send(fx.sandbox.url, 'op3', v.op3)).json as { protocolo: string };
    const b = (await send(fx.sandbox.url, 'op3', v.op3)).json as { protocolo: string };
    expect(a.protocolo).toMatch(/^SIN\d{14}$/);
    expect(a.protocolo).not.toBe(b.protocolo);
    expect(fx.sandbox.store.current.claimNotices.map((c) => c.protocolo)).toEqual(
      expect.arrayContaining([a.protocolo, b.protocolo]),
    );
  });

  it('Op5 stores the new payment data of the title', async () => {
    const v = validRequests(world, token);
    expect(
      (await send(fx.sandbox.url, 'op5', { ...v.op5, body: { banco: 237, agencia: '0001', conta: '123456-7' } }))
        .status,
    ).toBe(204);
    expect(
      fx.sandbox.store.current.paymentData[`${p.titleHolder.cliente.cpf}/${p.activeTitle.numeroTitulo}`],
    ).toMatchObject({ banco: 237, agencia: '0001', conta: '123456-7' });
  });

  it('Op7 sets the proposal signature date', async () => {
    const v = validRequests(world, token);
    expect((await send(fx.sandbox.url, 'op7', v.op7)).status).toBe(200);
    expect(fx.sandbox.store.current.proposalDates[p.lifeProposal.idProposta]?.dataAssinatura).toBe(
      p.lifeProposal.dataCriacao,
    );
  });

  it('Op2 records the signature event and refuses the same document and hash again (422)', async () => {
    const body = signatureBody(p.lifeProposal.idProposta);
    expect((await send(fx.sandbox.url, 'op2', { body })).status).toBe(201);
    const again = await send(fx.sandbox.url, 'op2', { body });
    expect(again.status).toBe(422);
    expect((again.json as { mensagem: string }).mensagem).toContain('já foi comunicada');
    expect(
      fx.sandbox.store.current.signatures.filter(
        (s) => s.idDocumento === p.lifeProposal.idProposta && s.fingerprint === `hash:${body.hash}`,
      ),
    ).toHaveLength(1);
  });

  it('Op6 records the signature and refuses the same document twice (422)', async () => {
    const v = validRequests(world, token);
    const request = { ...v.op6, body: { ...(v.op6.body as object), hash: undefined } };
    expect((await send(fx.sandbox.url, 'op6', request)).status).toBe(201);
    expect((await send(fx.sandbox.url, 'op6', request)).status).toBe(422);
  });
});

describe('Op9 filters and pages on the server', () => {
  const cpf = p.portabilityHolder.cliente.cpf;
  const all = p.portabilityHolder.portabilityRequests;

  it('defaults to 10 per page, newest first, with the total in X-Total-Count', async () => {
    const response = await send(fx.sandbox.url, 'op9', { params: { idcliente: cpf } });
    const items = operations.op9.success.schema.parse(response.json);
    expect(items.length).toBe(Math.min(10, all.length));
    expect(response.headers.get('x-total-count')).toBe(String(all.length));
    const dates = items.map((i) => Date.parse(i.dataSolicitacao));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('walks pages without overlap and answers [] past the end', async () => {
    const seen = new Set<string>();
    for (let page = 1; page <= Math.ceil(all.length / 7); page++) {
      const items = (
        await send(fx.sandbox.url, 'op9', {
          params: { idcliente: cpf },
          query: { pagina: String(page), tamanhoPagina: '7' },
        })
      ).json as Array<{ numeroSolicitacao: string }>;
      for (const i of items) seen.add(i.numeroSolicitacao);
    }
    expect(seen.size).toBe(all.length);
    const past = await send(fx.sandbox.url, 'op9', { params: { idcliente: cpf }, query: { pagina: '999' } });
    expect(past.json).toEqual([]);
  });

  it('filters by status, registration, name and date range', async () => {
    const sample = all[0]!;
    const byStatus = (
      await send(fx.sandbox.url, 'op9', {
        params: { idcliente: cpf },
        query: { statusPortabilidade: String(sample.statusPortabilidade), tamanhoPagina: '100' },
      })
    ).json as unknown[];
    expect(byStatus.length).toBe(all.filter((r) => r.statusPortabilidade === sample.statusPortabilidade).length);
    const byMatricula = (
      await send(fx.sandbox.url, 'op9', {
        params: { idcliente: cpf },
        query: { matricula: sample.matricula, tamanhoPagina: '100' },
      })
    ).json as Array<{ matricula: string }>;
    expect(byMatricula.length).toBeGreaterThan(0);
    expect(byMatricula.every((r) => r.matricula === sample.matricula)).toBe(true);
    const firstName = sample.participante.split(' ')[0]!;
    const folded = firstName.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
    const byName = (
      await send(fx.sandbox.url, 'op9', { params: { idcliente: cpf }, query: { nome: folded, tamanhoPagina: '100' } })
    ).json as unknown[];
    expect(byName.length).toBeGreaterThan(0);
    const day = sample.dataSolicitacao.slice(0, 10);
    const byDate = (
      await send(fx.sandbox.url, 'op9', {
        params: { idcliente: cpf },
        query: {
          dataInicioSolicitacao: `${day}T00:00:00-03:00`,
          dataFimSolicitacao: `${day}T23:59:59-03:00`,
          tamanhoPagina: '100',
        },
      })
    ).json as Array<{ numeroSolicitacao: string }>;
    expect(byDate.map((r) => r.numeroSolicitacao)).toContain(sample.numeroSolicitacao);
  });

  it('every portability status 0 to 5 exists in the demo data', () => {
    const statuses = new Set(world.customers.flatMap((c) => c.portabilityRequests.map((r) => r.statusPortabilidade)));
    expect([...statuses].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });
});

describe('attribute selection', () => {
  it('Op10 _attributes returns only the named fields', async () => {
    const v = validRequests(world, token);
    const items = (
      await send(fx.sandbox.url, 'op10', { ...v.op10, query: { _attributes: 'idAssistencia,nomeComercial' } })
    ).json as object[];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(Object.keys(item).sort()).toEqual(['idAssistencia', 'nomeComercial']);
  });

  it('Op18 _atributos returns only the named fields', async () => {
    const v = validRequests(world, token);
    const body = (await send(fx.sandbox.url, 'op18', { ...v.op18, query: { _atributos: 'statusCobranca' } }))
      .json as object;
    expect(Object.keys(body)).toEqual(['statusCobranca']);
  });
});

describe('access', () => {
  it('Op1 returns the user data and a token pair', async () => {
    const response = await send(fx.sandbox.url, 'op1', validRequests(world, token).op1);
    const auth = operations.op1.success.schema.parse(response.json);
    expect(auth.result.Login).toBe('atendente');
    expect(auth.accessToken).not.toBe(auth.refreshToken);
  });

  it('an expired token is refused with 401, and a new login works again', async () => {
    const own = await loginToken(fx.sandbox.url);
    const v = validRequests(world, own);
    expect((await send(fx.sandbox.url, 'op18', v.op18)).status).toBe(200);
    await fetch(`${fx.sandbox.url}/_sandbox/tokens/expire`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    expect((await send(fx.sandbox.url, 'op18', v.op18)).status).toBe(401);
    const fresh = await loginToken(fx.sandbox.url);
    token = fresh;
    expect((await send(fx.sandbox.url, 'op18', validRequests(world, fresh).op18)).status).toBe(200);
  });

  it('a token expires after its lifetime', async () => {
    let clock = Date.parse('2026-11-22T12:00:00Z');
    const short = await startTestSandbox({ tokenTtlSeconds: 60, now: () => new Date(clock) });
    try {
      const own = await loginToken(short.sandbox.url);
      const request = validRequests(world, own).op18;
      expect((await send(short.sandbox.url, 'op18', request)).status).toBe(200);
      clock += 61_000;
      expect((await send(short.sandbox.url, 'op18', request)).status).toBe(401);
    } finally {
      await short.stop();
    }
  });
});

describe('the heavy customer', () => {
  it('holds a certificate with at least 100,000 movements, served whole by Op12', async () => {
    const heavy = world.customers
      .flatMap((c) => c.pensionCertificates.map((cert) => ({ c, cert })))
      .find(({ cert }) => cert.movementCount >= 100_000);
    expect(heavy).toBeDefined();
    const response = await send(fx.sandbox.url, 'op12', {
      params: { idcliente: heavy!.c.cliente.cpf, idcertificado: heavy!.cert.numeroCertificado },
    });
    expect(response.status).toBe(200);
    expect((response.json as unknown[]).length).toBeGreaterThanOrEqual(100_000);
  });
});
