/**
 * A body whose bytes are not in the charset it declares is read (windows-1252, D215) and reported as drift of the
 * answer as a whole, by its class only (D310); a body in the charset it declares is not drift.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ROOT_PATH, type DriftReport, type OperationId } from '../../../src-shared/contract';
import { createTestClient } from './client-fixture';

const NAME = 'JOSÉ DA CONCEIÇÃO';
const BODY = JSON.stringify({ cliente: { id: 100, nome: NAME, cpf: '52998224725' } });

let server: Server;
let url: string;
let answer: { type: string; bytes: Buffer };

beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': answer.type }).end(answer.bytes);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  answer = { type: 'application/json', bytes: Buffer.from(BODY) };
});

async function read(type: string, bytes: Buffer): Promise<{ nome: unknown; drift: DriftReport }> {
  answer = { type, bytes };
  const drifts: DriftReport[] = [];
  const { client } = createTestClient(url, { onAnswerRead: (_id: OperationId, drift) => drifts.push(drift) });
  const got = await client.call('op8', { path: { idpessoafisica: '52998224725' } });
  expect(drifts).toEqual([got.drift]);
  return { nome: (got.data as { cliente: { nome: unknown } }).cliente.nome, drift: got.drift };
}

const charsetDrift = (drift: DriftReport) => drift.entries.filter((e) => e.kind === 'charset');

describe('a body not in the charset it declares', () => {
  it('Latin-1 bytes with no charset, UTF-8 declared or an unknown one: read with accents, reported as charset drift', async () => {
    for (const type of ['application/json', 'application/json; charset=utf-8', 'application/json; charset=x-nada']) {
      const { nome, drift } = await read(type, Buffer.from(BODY, 'latin1'));
      expect(nome).toBe(NAME);
      expect(charsetDrift(drift), type).toEqual([{ path: ROOT_PATH, kind: 'charset', count: 1 }]);
      // The class, never a value.
      expect(JSON.stringify(drift)).not.toMatch(/JOS|CONCEI|52998224725/);
    }
  });

  it('a UTF-8 BOM in front of windows-1252 bytes declared windows-1252: read, reported', async () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(BODY, 'latin1')]);
    const { nome, drift } = await read('application/json; charset=windows-1252', bytes);
    expect(nome).toBe(NAME);
    expect(charsetDrift(drift)).toHaveLength(1);
  });

  it('bytes in the charset declared (or UTF-8 with none) are no drift', async () => {
    for (const [type, bytes] of [
      ['application/json; charset=iso-8859-1', Buffer.from(BODY, 'latin1')],
      ['application/json; charset=windows-1252', Buffer.from(BODY, 'latin1')],
      ['application/json', Buffer.from(BODY)],
      ['application/json; charset=utf-8', Buffer.from(BODY)],
    ] as const) {
      const { nome, drift } = await read(type, bytes);
      expect(nome).toBe(NAME);
      expect(charsetDrift(drift), type).toEqual([]);
    }
  });
});
