/**
 * An Op12 success left unread goes to the kept lists chunk by chunk as it comes off the socket (D431): main never
 * holds the body whole nor joins it. The server sends each chunk only once the one before reached the intake, so
 * this is what happens, not what a fast machine makes likely. A failed attempt drops what came; an error answer
 * opens nothing; the thread reads what came with the charset rules and drift of any answer (D215, D310).
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_PATH, type DriftReport } from '../../../src-shared/contract';
import type { BodyIntake, BodySink, UnreadBody } from '../../../src-main/api-client/unread-body';
import { KeptLists } from '../../../src-main/services/kept-lists';
import { createTestClient } from './client-fixture';

const PATH = { idcliente: '68035292072', idcertificado: '000000635085' };

let server: Server;
let url: string;
let respond: (res: ServerResponse) => void;

beforeAll(async () => {
  server = createServer((_req, res) => respond(res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A sink that records what each intake got, and lets the server wait for the bytes written so far. */
function recordingSink() {
  const intakes: Array<{ chunks: Uint8Array[]; dropped: boolean; handle: BodyIntake }> = [];
  let written = 0;
  const waiters: Array<{ bytes: number; resolve: () => void }> = [];
  const sink: BodySink = {
    open() {
      const entry = { chunks: [] as Uint8Array[], dropped: false, handle: undefined as unknown as BodyIntake };
      entry.handle = {
        write: (chunk) => {
          entry.chunks.push(chunk.slice());
          written += chunk.byteLength;
          for (const w of waiters.splice(0))
            if (written >= w.bytes) w.resolve();
            else waiters.push(w);
        },
        drop: () => void (entry.dropped = true),
      };
      intakes.push(entry);
      return entry.handle;
    },
  };
  const reached = (bytes: number) =>
    new Promise<void>((resolve) => (written >= bytes ? resolve() : waiters.push({ bytes, resolve })));
  return { sink, intakes, reached };
}

const rowsText = (from: number, to: number) =>
  Array.from(
    { length: to - from },
    (_, i) => `{"valorMovimento":${from + i},"descricaoMovimento":"Aporte ${from + i}"}`,
  );

describe('an unread success body', () => {
  it('reaches the intake chunk by chunk while the answer is still arriving, all of it, in order', async () => {
    const { sink, intakes, reached } = recordingSink();
    const parts = [`[${rowsText(0, 500).join(',')}`, `,${rowsText(500, 1000).join(',')}`, ']'].map((p) =>
      Buffer.from(p),
    );
    respond = (res) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      void (async () => {
        let sent = 0;
        for (const part of parts) {
          res.write(part);
          sent += part.length;
          // The next chunk leaves only once this one is in the intake: main handed it on before the body ended.
          await reached(sent);
        }
        res.end();
      })();
    };
    const { client, setToken } = createTestClient(url);
    setToken('token');
    const { data } = await client.call('op12', { path: PATH }, { unread: sink });
    const body = data as unknown as UnreadBody;
    expect(intakes).toHaveLength(1);
    expect(body.intake).toBe(intakes[0]!.handle);
    expect(intakes[0]!.dropped).toBe(false);
    expect(Buffer.concat(intakes[0]!.chunks).toString()).toBe(Buffer.concat(parts).toString());
    expect(intakes[0]!.chunks.length).toBeGreaterThanOrEqual(parts.length);
  });

  it('an answer cut mid-body drops every intake it opened, and is a transport error', async () => {
    const { sink, intakes } = recordingSink();
    respond = (res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100000' });
      res.write('[{"valorMovimento":1}', () => res.destroy());
    };
    const { client, setToken } = createTestClient(url);
    setToken('token');
    await expect(client.call('op12', { path: PATH }, { unread: sink })).rejects.toMatchObject({ kind: 'network' });
    expect(intakes.length).toBeGreaterThan(0);
    expect(intakes.every((intake) => intake.dropped)).toBe(true);
  });

  it('an error answer opens no intake: its body is read as any error', async () => {
    const { sink, intakes } = recordingSink();
    respond = (res) => res.writeHead(404, { 'content-type': 'application/json' }).end('{"mensagem":"nada"}');
    const { client, setToken } = createTestClient(url);
    setToken('token');
    await expect(client.call('op12', { path: PATH }, { unread: sink })).rejects.toMatchObject({ kind: 'http' });
    expect(intakes).toEqual([]);
  });

  it("in the kept lists' thread, Latin-1 bytes labelled UTF-8 are read with their accents and reported as charset drift", async () => {
    const text =
      '[{"valorMovimento":1,"descricaoMovimento":"Contribuição"},{"valorMovimento":2,"descricaoMovimento":"Resgate"}]';
    respond = (res) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      const bytes = Buffer.from(text, 'latin1');
      res.write(bytes.subarray(0, 40));
      res.end(bytes.subarray(40));
    };
    const drifts: DriftReport[] = [];
    const { client, setToken } = createTestClient(url, { onAnswerRead: (_id, drift) => drifts.push(drift) });
    setToken('token');
    const kept = new KeptLists(() => new Date('2026-01-31T12:00:00Z'));
    try {
      const { data } = await client.call('op12', { path: PATH }, { unread: kept });
      const list = await kept.keep('sandbox atendente', PATH.idcliente, PATH.idcertificado, data as never, {
        hold: true,
      });
      const window = await kept.window(list, undefined, { column: 'valorMovimento', direction: 'asc' }, 0, 10);
      expect(window.rows.map((row) => row.descricaoMovimento)).toEqual(['Contribuição', 'Resgate']);
      expect(drifts).toHaveLength(1);
      expect(drifts[0]!.entries.filter((entry) => entry.kind === 'charset')).toEqual([
        { path: ROOT_PATH, kind: 'charset', count: 1 },
      ]);
    } finally {
      await kept.close();
    }
  });
});
