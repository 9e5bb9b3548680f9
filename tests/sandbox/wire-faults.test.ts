/**
 * The sandbox's wire faults (D219), on raw HTTP: what a client sees is what .NET and Java services behind Azure
 * API Management send: the charset declared and the bytes in it, 429 with Retry-After, the gateway's English,
 * 422 errors[] and ASP.NET validation 400; the refusals strike before the operation (nothing changes).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { operations } from '../../src-shared/contract';
import { parseFaultSpec } from '../../src-sandbox/faults';
import { readBodyText } from '../../src-main/api-client/read-body-text';
import { buildUrl, companyCodeFor, KEYS, send } from '../support/raw-http';
import { demoWorld, loginToken, type SandboxFixture, startTestSandbox } from '../support/sandbox-fixture';
import { picks } from '../support/world-picks';

const world = demoWorld();
const p = picks(world);
const customer = world.customers.find((c) => /[À-ÿ]/.test(c.cliente.nome))!;
let fx: SandboxFixture;

beforeAll(async () => {
  fx = await startTestSandbox();
});
afterAll(() => fx.stop());
beforeEach(() => fx.sandbox.faults.replace([]));

/** Op8 by fetch, its body left as bytes. */
function fetchCustomer(): Promise<Response> {
  const headers: Record<string, string> = { 'Ocp-Apim-Subscription-Key': KEYS.atendente };
  const company = companyCodeFor(operations.op8);
  if (company) headers.CodigoEmpresa = company;
  return fetch(buildUrl(fx.sandbox.url, operations.op8, { idpessoafisica: customer.cliente.cpf }), { headers });
}

describe('charsets', () => {
  it.each([
    ['latin1', 'iso-8859-1', false],
    ['cp1252', 'windows-1252', false],
    ['bom1252', 'windows-1252', true],
  ] as const)('%s: declares %s, sends its bytes, and they read back to the same JSON', async (kind, charset, bom) => {
    const clean = await (await fetchCustomer()).json();
    fx.sandbox.faults.replace(parseFaultSpec(`${kind}@op8`));
    const response = await fetchCustomer();
    expect(response.headers.get('content-type')).toBe(`application/json; charset=${charset}`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual(bom ? [0xef, 0xbb, 0xbf] : [...new TextEncoder().encode('{"c')]);
    // The accents are not UTF-8 on the wire: a UTF-8 reading would lose them; the declared charset keeps them.
    expect(new TextDecoder().decode(bytes)).toContain('\uFFFD');
    const read = await readBodyText(new Response(bytes).body, response.headers.get('content-type') ?? undefined);
    expect(JSON.parse(read)).toEqual(clean);
  });
});

describe('refusals', () => {
  it('ratelimit: 429, Retry-After in seconds, the gateway body; ratelimitdate: an HTTP date', async () => {
    fx.sandbox.faults.replace(parseFaultSpec('ratelimit=3000#1@op8;ratelimitdate=2000#1@op11'));
    const limited = await send(fx.sandbox.url, 'op8', { params: { idpessoafisica: customer.cliente.cpf } });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('3');
    expect(limited.json).toEqual({ statusCode: 429, message: 'Rate limit is exceeded. Try again in 3 seconds.' });
    const dated = await send(fx.sandbox.url, 'op11', { params: { idmodulo: p.moduleNumber } });
    expect(dated.status).toBe(429);
    const at = Date.parse(dated.headers.get('retry-after')!);
    expect(at - Date.now()).toBeGreaterThan(1000);
    expect(at - Date.now()).toBeLessThan(4000);
  });

  it('a write refused with 429, 422 or 400 changes nothing', async () => {
    const token = await loginToken(fx.sandbox.url);
    const params = { idcliente: p.titleHolder.cliente.cpf, idtitulo: p.activeTitle.numeroTitulo };
    for (const [kind, status] of [
      ['ratelimit', 429],
      ['invalid422', 422],
      ['invalid400', 400],
    ] as const) {
      fx.sandbox.faults.replace(parseFaultSpec(`${kind}#1@op5`));
      const before = fx.sandbox.store.version;
      const response = await send(fx.sandbox.url, 'op5', {
        params,
        body: { banco: 341, agencia: '1234', conta: '56789-0' },
        token,
      });
      expect(response.status).toBe(status);
      expect(fx.sandbox.store.version).toBe(before);
      if (kind === 'invalid422')
        expect(response.json).toMatchObject({
          errors: [{ field: 'conta', message: expect.stringContaining('conta') }],
        });
      if (kind === 'invalid400')
        expect(response.json).toMatchObject({
          title: 'One or more validation errors occurred.',
          errors: { conta: ['O campo conta é inválido.'] },
        });
    }
  });

  it('gateway403 and gateway500 answer in the gateway English', async () => {
    fx.sandbox.faults.replace(parseFaultSpec('gateway403#1@op11;gateway500#1@op8'));
    expect((await send(fx.sandbox.url, 'op11', { params: { idmodulo: p.moduleNumber } })).json).toEqual({
      statusCode: 403,
      message: 'Forbidden',
    });
    expect((await send(fx.sandbox.url, 'op8', { params: { idpessoafisica: customer.cliente.cpf } })).json).toEqual({
      statusCode: 500,
      message: 'Internal server error',
    });
  });

  it('refusals exist only before the operation, charsets only after', () => {
    expect(() => parseFaultSpec('ratelimit!after')).toThrow(/antes da operação/);
    expect(() => parseFaultSpec('latin1!before')).toThrow(/depois da operação/);
  });
});
