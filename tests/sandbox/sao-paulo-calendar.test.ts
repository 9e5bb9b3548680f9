/**
 * The sandbox keeps São Paulo's calendar for everything it dates: a write made late in the evening there (21:00 to
 * 24:00, already the next day in UTC) is dated that São Paulo day, in a contribution's movement and in a claim's
 * protocol. A new movement carries the running quota balance, the one the detailed balance (Op14) shows after it.
 * The clock is the sandbox's injected `now`.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../../src-shared/contract';
import { saoPauloInstant } from '../../src-shared/format/calendar-date';
import { stamp } from '../../src-sandbox/handlers/context';
import { send } from '../support/raw-http';
import { demoWorld, loginToken, type SandboxFixture, startTestSandbox } from '../support/sandbox-fixture';
import { picks } from '../support/world-picks';
import { validRequests } from './valid-requests';

const DAY = '2026-11-26';
const EVENING = ['21:00:00', '23:27:00', '23:59:59'];

const world = demoWorld();
const p = picks(world);
let clock = Date.parse(saoPauloInstant(DAY, '21:00:00'));
let fx: SandboxFixture;
let token: string;

beforeAll(async () => {
  fx = await startTestSandbox({ now: () => new Date(clock) });
  token = await loginToken(fx.sandbox.url);
});
afterAll(() => fx.stop());

describe('the sandbox dates by the São Paulo calendar', () => {
  it('a protocol carries the São Paulo day of any instant of that day', () => {
    const start = Date.parse(saoPauloInstant(DAY, '00:00:00'));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 24 * 3_600_000 - 1 }), (offset) => {
        expect(stamp(new Date(start + offset))).toBe(DAY.replaceAll('-', ''));
      }),
    );
  });

  it.each(EVENING)('a contribution and a claim made at %s in São Paulo are dated that São Paulo day', async (time) => {
    clock = Date.parse(saoPauloInstant(DAY, time));
    const v = validRequests(world, token);
    expect((await send(fx.sandbox.url, 'op4', v.op4)).status).toBe(201);
    const movements = operations.op12.success.schema.parse((await send(fx.sandbox.url, 'op12', v.op12)).json);
    expect(movements.at(-1)).toMatchObject({ statusMovimento: 'PENDENTE', dataMovimento: `${DAY}T00:00:00` });
    const claim = (await send(fx.sandbox.url, 'op3', v.op3)).json as { protocolo: string };
    expect(claim.protocolo.slice(3, 11)).toBe(DAY.replaceAll('-', ''));
  });

  it("new movements carry the running quota balance, the detailed balance's after each of them", async () => {
    const v = validRequests(world, token);
    for (let i = 0; i < 2; i++) expect((await send(fx.sandbox.url, 'op4', v.op4)).status).toBe(201);
    const movements = operations.op12.success.schema.parse((await send(fx.sandbox.url, 'op12', v.op12)).json);
    const balance = operations.op14.success.schema.parse((await send(fx.sandbox.url, 'op14', v.op14)).json);
    const ofFund = movements.filter((m) => m.tipoCobertura === p.coverage.codigo && m.codigoFundo === p.fund.codigo);
    const entries = Array.isArray(balance) ? balance : [balance];
    const byId = new Map(entries.map((e) => [e.identificacaoMovimento, e.saldoMovimentoCota]));
    const added = ofFund.filter(
      (m) => m.statusMovimento === 'PENDENTE' && String(m.indentificacaoMovimento).startsWith('APE'),
    );
    expect(added.length).toBeGreaterThanOrEqual(2);
    for (const m of added) expect(m.saldoMovimentoCota).toBe(byId.get(m.indentificacaoMovimento));
    // A running balance, not the movement's own quotas.
    const last = added.at(-1)!;
    expect(last.saldoMovimentoCota).not.toBe(last.quantidadeCotasMovimento);
    expect(last.saldoMovimentoCota).toBe(entries.at(-1)!.saldoMovimentoCota);
  });
});
