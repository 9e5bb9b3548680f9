/**
 * A read whose rows grow with the certificate's history (Op14) is read in the kept lists' thread and relayed to the
 * renderer as the JSON the thread wrote (D729): main never parses it. What the renderer gets must be exactly what a
 * read in main gave, for any body: drift, envelopes, numbers, charsets and their mislabelling, error bodies in a
 * success, broken JSON, any chunking; and the same errors.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../src-main/api-client/api-error';
import { readBody } from '../../src-main/api-client/read-body-text';
import { readResponse } from '../../src-main/api-client/read-response';
import { KeptLists } from '../../src-main/services/kept-lists';
import { quotaAnswersOf, quotaSourcesFrom } from '../../src-main/services/quota-sources';
import { RelayedAnswer } from '../../src-main/services/relayed-answer';
import { operationDefs, operations } from '../../src-shared/contract';
import { channelName, isRelayedResult, type IpcResult, unrelayed } from '../../src-shared/ipc';
import { cutIntoChunks } from '../support/cut-into-chunks';
import { APP_FRAME_EVENT, type IpcHarness, startIpcHarness } from '../support/ipc-harness';
import { JSON_UTF8, unreadAnswer, unreadOp12 } from '../support/unread-bytes';
import { picks } from '../support/world-picks';
import { demoWorld } from '../support/sandbox-fixture';

const FIELDS = [
  'numeroCertificado',
  'identificacaoMovimento',
  'tipoMovimento',
  'codigoMovimento',
  'descricaoMovimento',
  'dataMovimento',
  'valorMovimento',
  'quantidadeCotasMovimento',
  'dataOriginal',
  'valorNominal',
  'dataConversaoCota',
  'valorConversaoCota',
  'saldoMovimentoCota',
] as const;

/**
 * Keys of unknown fields, without the characters JSON escapes: Node 24's V8 can read a key with an escape as an
 * earlier one (D728), so two processes' parses of it may differ whoever reads it. Values keep every character.
 */
const fieldName = fc.string({ unit: fc.constantFrom(...'abcçãXZ_- 9'), minLength: 1, maxLength: 6 });
const scalar = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.constantFrom('2024-03-01T00:00:00', '2024-02-30T00:00:00', '01/03/2024', '2024-03-01', 'ção', '1.234,56', ''),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(null, true, false, 0.1, -0, 1e21),
);
const value = fc.oneof(
  { weight: 5, arbitrary: scalar },
  fc.array(scalar, { maxLength: 2 }),
  fc.dictionary(fieldName, scalar, { maxKeys: 2 }),
);
const entry = fc
  .tuple(
    fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: FIELDS.length }),
    fc.dictionary(fieldName, scalar, { maxKeys: 2 }),
  )
  .map(([known, unknown]) => ({ ...unknown, ...known }));
const entries = fc.array(entry, { maxLength: 6 });
/** A body as a service may send it: the list, an envelope, one entry, an error's shape, or not JSON at all. */
const bodyText = fc.oneof(
  { weight: 6, arbitrary: entries.map((list) => JSON.stringify(list)) },
  entries.map((list) => JSON.stringify({ data: list })),
  entry.map((one) => JSON.stringify(one)),
  fc.constantFrom(
    '',
    '  ',
    'null',
    '[]',
    '{"codigo":"422","mensagem":"Fundo inexistente"}',
    '{"status":404,"mensagem":"Não encontrado"}',
    '[{"valorMovimento":12345678901234567890.12}]',
    '[{"valorMovimento":1.5}',
    '<html>erro</html>',
  ),
);
const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=iso-8859-1',
  'text/plain',
  undefined,
);

type Read = { ok: true; outcome: unknown } | { ok: false; error: unknown };

/** What an ApiError says, for comparing the two reads' errors. */
function said(error: unknown): unknown {
  if (!(error instanceof ApiError)) return { thrown: String(error) };
  const { kind, status, messages, operation } = error as ApiError & { messages?: unknown };
  return { kind, status, messages, operation };
}

/** The client's read in main, as attemptOnce does it: the body read off its stream, then readResponse. */
async function readInMain(chunks: Uint8Array[], type: string | undefined, id: 'op12' | 'op14' = 'op14'): Promise<Read> {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk.slice());
      controller.close();
    },
  });
  const { text, mislabeled } = await readBody(stream, type);
  try {
    const read = readResponse(id, operationDefs[id], {
      status: 200,
      contentType: type,
      text,
      tokenSent: true,
      ...(mislabeled ? { mislabeled: true as const } : {}),
    });
    // What crosses IPC is JSON-shaped: the browser harness sends every answer as JSON text.
    return { ok: true, outcome: JSON.parse(JSON.stringify({ data: read.data, drift: read.drift })) };
  } catch (error) {
    return { ok: false, error: said(error) };
  }
}

async function readInThread(kept: KeptLists, chunks: Uint8Array[], type: string | undefined): Promise<Read> {
  try {
    const relayed = await kept.readAnswer(
      unreadAnswer(
        kept.answers,
        'op14',
        chunks.map((chunk) => chunk.slice()),
        { contentType: type },
      ),
    );
    return { ok: true, outcome: relayed.outcome() };
  } catch (error) {
    return { ok: false, error: said(error) };
  }
}

describe('an answer read in the kept lists thread and relayed (D729)', () => {
  const kept = new KeptLists(() => new Date('2026-01-31T12:00:00Z'));
  afterAll(() => kept.close());

  it('gives the renderer exactly what a read in main gave, or the same error, for any body and chunking', async () => {
    await fc.assert(
      fc.asyncProperty(
        bodyText,
        contentType,
        fc.boolean(),
        fc.array(fc.nat(), { maxLength: 4 }),
        async (text, type, latin1, cuts) => {
          const bytes = latin1 ? Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff) : new TextEncoder().encode(text);
          const chunks = cutIntoChunks(bytes, cuts);
          expect(await readInThread(kept, chunks, type)).toEqual(await readInMain(chunks, type));
        },
      ),
      { numRuns: 300 },
    );
  }, 120_000);

  it("values each fund's balances from the relayed answers as from the rows themselves", () => {
    const rows = [
      { dataConversaoCota: '2024-01-31T00:00:00', valorConversaoCota: 1.234567, valorMovimento: 10 },
      { dataConversaoCota: null, valorConversaoCota: null },
    ];
    const json = (data: unknown) =>
      new TextEncoder().encode(JSON.stringify({ data, drift: { entries: [], total: 0, distinct: 0 } }));
    expect(
      quotaSourcesFrom({ 'VGBL01|FND0001': json(rows), 'VGBL01|FND0002': json(null), 'X|Y': json({ one: 1 }) }),
    ).toEqual({
      'VGBL01|FND0001': [
        { dataConversaoCota: '2024-01-31T00:00:00', valorConversaoCota: 1.234567 },
        { dataConversaoCota: null, valorConversaoCota: null },
      ],
    });
  });

  it('leaves out a fund whose detailed balance could not be read', async () => {
    const answers = await quotaAnswersOf(
      {
        readRelayed: async (_id, input) => {
          if (input.path.idfundo === 'F2') throw new Error('falhou');
          return new RelayedAnswer(
            new TextEncoder().encode('{"data":[],"drift":{"entries":[],"total":0,"distinct":0}}'),
          );
        },
      },
      { idcliente: '1', idcertificado: '2' },
      [
        { cobertura: 'C', fundo: 'F1' },
        { cobertura: 'C', fundo: 'F2' },
      ],
    );
    expect(Object.keys(answers)).toEqual(['C|F1']);
  });
});

describe("a kept movements list's body in an error's shape (D202)", () => {
  const kept = new KeptLists(() => new Date('2026-01-31T12:00:00Z'));
  afterAll(() => kept.close());

  it('is the error a read in main makes of it, not an unreadable answer', async () => {
    for (const text of [
      '{"codigo":"422","mensagem":"Certificado sem movimentações"}',
      '{"status":404,"mensagem":"Certificado não encontrado"}',
    ]) {
      const chunks = [new TextEncoder().encode(text)];
      const inMain = await readInMain(chunks, JSON_UTF8, 'op12');
      expect(inMain.ok).toBe(false);
      const kept12 = kept.keep('sandbox atendente', '68035292072', '1', unreadOp12(kept, chunks), { hold: true }).then(
        () => ({ ok: true }) as const,
        (error: unknown) => ({ ok: false, error: said(error) }) as const,
      );
      expect(await kept12).toEqual(inMain);
    }
  });
});

describe('the operation channel of a relayed read', () => {
  let h: IpcHarness;
  const world = demoWorld();
  const p = picks(world);

  beforeAll(async () => {
    h = await startIpcHarness();
    await h.login();
  }, 60_000);
  afterAll(() => h.stop());

  it('crosses main as the JSON bytes the thread wrote, and the api gives the renderer the read as data', async () => {
    const path = {
      idcliente: p.pensionHolder.cliente.cpf,
      idcertificado: p.pensionCertificate.numeroCertificado,
      idcobertura: p.coverage.codigo,
      idfundo: p.fund.codigo,
    };
    const op = operations.op14;
    const wire = await h.handler(channelName(op.domain, op.name))(APP_FRAME_EVENT, JSON.stringify({ path }));
    expect(isRelayedResult(wire)).toBe(true);
    const api = h.api as unknown as Record<string, Record<string, (input: unknown) => Promise<IpcResult<unknown>>>>;
    const result = await api[op.domain]![op.name]!({ path });
    expect(result).toEqual(unrelayed(wire));
    expect(result.ok && (result.data as { data: unknown[] }).data.length).toBeGreaterThan(0);
  });
});
