/**
 * Reading real answers without inventing anything (D202–D207), property-based, per class: lists and records in
 * envelopes, error bodies answered with a success status, calendar days through every offset and time of day,
 * "no date" values, pt-BR numeric text, identifiers beyond 2^53, field names in another case. The reader never
 * invents a record or a row, never shifts a calendar day, never loses a digit, and reports every change as drift.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { operations, readAnswer, type OperationDef, type OperationId } from '../../src-shared/contract';
import { formatDate } from '../../src-shared/format/display';
import { calendarDateOf } from '../../src-shared/format/calendar-date';
import { ApiError } from '../../src-main/api-client/api-error';
import { readResponse } from '../../src-main/api-client/read-response';

const RUNS = { numRuns: 200, seed: 23 };
const op = (id: OperationId) => operations[id] as OperationDef;
const kinds = (drift: { entries: Array<{ path: string; kind: string }> }) =>
  drift.entries.map((e) => `${e.kind} ${e.path}`);

/** What a service answers, through the client's own reading of a received answer. */
function received(id: OperationId, text: string, status: number = op(id).success.status) {
  return readResponse(id, op(id), { status, contentType: 'application/json; charset=utf-8', text, tokenSent: true });
}

function failure(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the answer to be an error');
}

// ---------------------------------------------------------------------------------------------------------------
const day = fc
  .date({ min: new Date('1902-01-01T00:00:00Z'), max: new Date('2098-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const time = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 59 }))
  .map((t) => t.map((n) => String(n).padStart(2, '0')).join(':'));
/** Every offset a serializer may write, −14:00 to +14:00 in quarter hours, and Z. */
const offset = fc.oneof(
  fc.constantFrom('Z', 'z', '+00:00', '+0000'),
  fc
    .integer({ min: -56, max: 56 })
    .map(
      (q) =>
        `${q < 0 ? '-' : '+'}${String(Math.floor(Math.abs(q) / 4)).padStart(2, '0')}:${String((Math.abs(q) % 4) * 15).padStart(2, '0')}`,
    ),
);

const portability = fc.record({
  numeroSolicitacao: fc.stringMatching(/^[0-9]{6,12}$/),
  dataSolicitacao: day.map((d) => `${d}T10:00:00`),
  participante: fc.constantFrom('Maria da Silva', 'João Souza'),
  cpf: fc.constant('52998224725'),
  matricula: fc.stringMatching(/^[0-9]{4,8}$/),
});

/** The envelopes .NET, Java, OData and HAL services put a list in, key case varied, with their usual neighbours. */
const envelope = fc.constantFrom<(list: unknown[]) => unknown>(
  (list) => ({ items: list, total: list.length }),
  (list) => ({ Items: list, totalCount: list.length, pageNumber: 1 }),
  (list) => ({ '@odata.context': '$metadata#x', value: list }),
  (list) => ({ data: list, meta: { total: list.length } }),
  (list) => ({ content: list, totalElements: list.length, pageable: { pageNumber: 0 } }),
  (list) => ({ results: list, count: list.length, next: null }),
  (list) => ({ _embedded: { portabilidades: list }, _links: { self: { href: '/x' } } }),
  (list) => ({ data: { items: list } }),
  (list) => [{ items: list, total: list.length }],
);

describe('envelopes (D204)', () => {
  it('a list in any envelope reads as its own rows, all of them, and the envelope is drift', () => {
    fc.assert(
      fc.property(fc.array(portability, { maxLength: 6 }), envelope, (list, wrap) => {
        const read = received('op9', JSON.stringify(wrap(list)));
        expect(read.data).toEqual(readAnswer(op('op9').success.schema!, list).data);
        expect(read.data).toHaveLength(list.length);
        expect(kinds(read.drift)).toContain('enveloped (resposta)');
      }),
      RUNS,
    );
  });

  it('a record in `data`, or a list of one around it, is the record', () => {
    const customer = { cliente: { id: 7, cpf: '52998224725', nome: 'Maria', dataNascimento: '1980-05-10T00:00:00' } };
    const plain = readAnswer(op('op8').success.schema!, customer).data;
    for (const body of [{ data: customer }, [customer], { data: [customer] }, { Data: customer, success: true }])
      expect(received('op8', JSON.stringify(body)).data).toEqual(plain);
  });

  it('an object with none of a list item’s fields is not a row, and no envelope is guessed by its name alone', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.stringMatching(/^[a-z]{3,8}$/), fc.oneof(fc.string(), fc.integer(), fc.constant(null)), {
          maxKeys: 5,
        }),
        (noise) => {
          const body = Object.fromEntries(
            Object.entries(noise).filter(([key]) => !['items', 'value', 'data', 'content', 'results'].includes(key)),
          );
          expect(() => received('op9', JSON.stringify(body))).toThrow(ApiError);
          expect(() => received('op9', JSON.stringify({ items: [body] }))).toThrow(ApiError);
          // A list holding such objects among real rows keeps only the real rows, and counts the others as left out.
          const read = received('op9', JSON.stringify([body, { numeroSolicitacao: '123456' }]));
          expect(read.data).toHaveLength(1);
        },
      ),
      RUNS,
    );
  });

  it('204 or an empty body on a list read is "none", not an unexpected format', () => {
    for (const id of ['op9', 'op12', 'op15', 'op17', 'op20'] as const) {
      expect(received(id, '', 204).data).toEqual([]);
      expect(received(id, '   ').data).toEqual([]);
    }
    expect(() => received('op8', '')).toThrow(ApiError);
  });
});

// ---------------------------------------------------------------------------------------------------------------
const serviceWords = fc.constantFrom(
  'Cliente não encontrado.',
  'Registro inexistente',
  'Falha ao consultar o sistema legado.',
);
const namedStatus = fc.constantFrom(400, 401, 403, 404, 409, 422, 500, 502, 503);
/** Error bodies as Brazilian, .NET and Java services write them, each naming its status. */
const errorBody = fc
  .tuple(namedStatus, serviceWords)
  .chain(([status, words]) =>
    fc.constantFrom<[number, unknown]>(
      [status, { status: String(status), mensagem: words }],
      [status, { status: `${status}.1`, mensagem: words }],
      [status, { Status: status, Mensagem: words }],
      [status, { statusCode: status, message: words }],
      [status, { type: 'https://tools.ietf.org/html/rfc7231', title: words, status }],
      [status, { status, errors: [{ code: 'E1', message: words }] }],
      [status, { status: String(status), error: words, path: '/v1/x' }],
    ),
  );
const reads = (Object.keys(operations) as OperationId[]).filter(
  (id) => op(id).kind === 'read' && op(id).success.schema,
);

describe('error bodies with a success status (D202)', () => {
  it('on every read, an error body that lacks the entity IS the error its status names, never a record or a row', () => {
    fc.assert(
      fc.property(fc.constantFrom(...reads), errorBody, (id, [status, body]) => {
        const error = failure(() => received(id, JSON.stringify(body)));
        expect(error).toMatchObject({ kind: 'http', status });
      }),
      RUNS,
    );
  });

  it('the customer lookup: 200 {status: "404", mensagem} is "not found", as a real 404', () => {
    const body = JSON.stringify({ status: '404', mensagem: 'Cliente não encontrado.' });
    const disguised = failure(() => received('op8', body));
    const real = failure(() => received('op8', body, 404));
    expect(disguised.toJSON()).toEqual(real.toJSON());
  });

  it('an error body without a status, on a read, is an answer that could not be read (with the service’s words)', () => {
    const error = failure(() => received('op8', JSON.stringify({ error: 'Serviço indisponível' })));
    expect(error).toMatchObject({ kind: 'invalid-response', outcomeUnknown: false });
  });

  it('writes and the login: an error body without the protocol or the token is the error; with them, the answer', () => {
    expect(
      failure(() => received('op3', JSON.stringify({ status: '422.2', mensagem: 'Sinistro já aberto.' }))),
    ).toMatchObject({ kind: 'http', status: 422, subCode: '422.2', outcomeUnknown: false });
    expect(
      failure(() => received('op1', JSON.stringify({ status: '401', mensagem: 'Usuário ou senha inválidos.' }))),
    ).toMatchObject({ kind: 'http', status: 401 });
    expect(
      failure(() => received('op4', JSON.stringify({ Mensagens: ['Saldo insuficiente.'], status: 422 }), 201)),
    ).toMatchObject({ kind: 'http', status: 422 });
    expect(
      received('op3', JSON.stringify({ protocolo: 'SIN-1', status: '200', mensagem: 'Aviso aberto.' })).data,
    ).toEqual({ protocolo: 'SIN-1' });
    expect(received('op4', JSON.stringify({ mensagem: 'Aporte recebido.' }), 201).data).toBeNull();
  });

  it('an entity beside error words is the entity (the words are not the answer)', () => {
    const customer = { cliente: { id: 7, cpf: '52998224725', nome: 'Maria' }, status: '200', mensagem: 'OK' };
    expect(received('op8', JSON.stringify(customer)).data).toMatchObject({ cliente: { cpf: '52998224725' } });
  });

  it('a customer without its identity (neither CPF nor id) is not shown as a customer', () => {
    expect(() => received('op8', JSON.stringify({ cliente: { nome: 'Maria', dataNascimento: '1980-05-10' } }))).toThrow(
      ApiError,
    );
    expect(() => received('op8', JSON.stringify({ cliente: {} }))).toThrow(ApiError);
  });
});

// ---------------------------------------------------------------------------------------------------------------
function customerWith(field: string, value: unknown) {
  return readAnswer<{ cliente: Record<string, unknown> }>(op('op8').success.schema!, {
    cliente: { id: 1, cpf: '52998224725', [field]: value },
  });
}
function movementWith(value: unknown) {
  return readAnswer<Array<Record<string, unknown>>>(op('op12').success.schema!, [
    { valorMovimento: 1, dataMovimento: value },
  ]);
}

describe('calendar days and instants (D203)', () => {
  it('a calendar day keeps the day written, whatever time and offset follow, in any case of t/z', () => {
    fc.assert(
      fc.property(day, time, offset, fc.boolean(), (d, t, z, lower) => {
        const written = `${d}${lower ? 't' : 'T'}${t}${z}`;
        const read = customerWith('dataNascimento', written);
        expect(read.data.cliente.dataNascimento).toBe(d);
        expect(formatDate(read.data.cliente.dataNascimento as string)).toBe(
          `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`,
        );
        const coerced = lower || z === 'z';
        expect(kinds(read.drift).includes('coerced cliente.dataNascimento')).toBe(coerced);
      }),
      RUNS,
    );
  });

  it('an instant keeps its moment: shown on the São Paulo clock', () => {
    fc.assert(
      fc.property(day, time, offset, (d, t, z) => {
        const written = `${d}T${t}${z}`;
        const read = movementWith(written);
        const shown = read.data[0]!.dataMovimento as string;
        expect(Date.parse(shown.replace(/z$/, 'Z'))).toBe(
          Date.parse(written.toUpperCase().replace(/([+-]\d{2})(\d{2})$/, '$1:$2')),
        );
        expect(calendarDateOf(shown)).toBe(
          new Date(Date.parse(written.toUpperCase().replace(/([+-]\d{2})(\d{2})$/, '$1:$2')) - 3 * 3600_000)
            .toISOString()
            .slice(0, 10),
        );
      }),
      RUNS,
    );
  });

  it('"no date" values read as absent, with or without time and offset, reported as such', () => {
    const sentinel = fc.tuple(
      fc.constantFrom('0001-01-01', '1900-01-01', '9999-12-31'),
      fc.constantFrom('', 'T00:00:00', 'T00:00:00Z', 'T00:00:00-03:00', 'T23:59:59.9999999', 't00:00:00z'),
    );
    fc.assert(
      fc.property(sentinel, ([d, rest]) => {
        for (const read of [customerWith('dataNascimento', `${d}${rest}`), movementWith(`${d}${rest}`)]) {
          const value =
            'cliente' in (read.data as object)
              ? (read.data as { cliente: { dataNascimento: unknown } }).cliente.dataNascimento
              : (read.data as Array<Record<string, unknown>>)[0]!.dataMovimento;
          expect(value).toBeNull();
          expect(read.drift.entries.some((e) => e.kind === 'sentinel')).toBe(true);
        }
      }),
      RUNS,
    );
    expect(customerWith('dataNascimento', 0).data.cliente.dataNascimento).toBeNull();
    expect(movementWith('1970-01-01T00:00:00Z').data[0]!.dataMovimento).toBeNull();
    // A calendar day of 1970-01-01 is a real birthday.
    expect(customerWith('dataNascimento', '1970-01-01T00:00:00Z').data.cliente.dataNascimento).toBe('1970-01-01');
  });

  it('epoch milliseconds: the UTC day for a calendar day, the instant for an instant, as drift', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 23 }), (d, hour) => {
        const ms = Date.parse(`${d}T00:00:00Z`) + hour * 3600_000;
        // The number 0 is epoch 0, "no date" (above).
        fc.pre(ms !== 0);
        const birth = customerWith('dataNascimento', ms);
        expect(birth.data.cliente.dataNascimento).toBe(d);
        expect(kinds(birth.drift)).toContain('coerced cliente.dataNascimento');
        expect(Date.parse(movementWith(ms).data[0]!.dataMovimento as string)).toBe(ms);
      }),
      RUNS,
    );
  });
});

// ---------------------------------------------------------------------------------------------------------------
describe('numbers and names (D205–D207)', () => {
  const ptBr = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  it('pt-BR numeric text reads as its number, exactly, as drift', () => {
    fc.assert(
      fc.property(fc.integer({ min: -99_999_999_999, max: 99_999_999_999 }), fc.boolean(), (cents, grouped) => {
        const text = grouped ? ptBr.format(cents / 100) : (cents / 100).toFixed(2).replace('.', ',');
        const read = readAnswer<Array<Record<string, unknown>>>(op('op12').success.schema!, [
          { dataMovimento: '2024-01-05T10:00:00', valorMovimento: text.replace('−', '-') },
        ]);
        expect(read.data[0]!.valorMovimento).toBe(cents / 100);
        expect(kinds(read.drift)).toContain('coerced [].valorMovimento');
      }),
      RUNS,
    );
    const read = (text: string) =>
      readAnswer<Array<Record<string, unknown>>>(op('op12').success.schema!, [
        { dataMovimento: '2024-01-05', valorMovimento: text },
      ]).data[0]!.valorMovimento;
    expect([read('9,1'), read('1.234,56'), read('1.234.567'), read('1.234'), read('1,2,3'), read('R$ 10')]).toEqual([
      9.1,
      1234.56,
      1234567,
      1.234,
      null,
      null,
    ]);
  });

  it('identifiers beyond 2^53 keep every digit, as text; a number that lost digits is never shown rounded', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 2n ** 53n + 1n, max: 2n ** 80n }), (big) => {
        const digits = big.toString();
        const customer = received(
          'op8',
          `{"cliente":{"id":${digits},"cpf":"52998224725","enderecos":[{"id":${digits},"endereco":"Rua A"}]}}`,
        );
        expect(customer.data).toMatchObject({ cliente: { id: digits, enderecos: [{ id: digits }] } });
        const requests = received('op9', `[{"numeroSolicitacao":${digits},"cpf":"52998224725"}]`);
        expect((requests.data as Array<Record<string, unknown>>)[0]!.numeroSolicitacao).toBe(digits);
        expect(kinds(requests.drift)).toContain('coerced [].numeroSolicitacao');
        // Without the text to read again, the rounded number is not read at all.
        const direct = readAnswer<{ cliente: Record<string, unknown> }>(
          op('op8').success.schema!,
          JSON.parse(`{"cliente":{"id":${digits},"cpf":"52998224725"}}`),
        );
        expect(direct.data.cliente.id).toBeNull();
      }),
      RUNS,
    );
    expect(received('op8', '{"cliente":{"id":9007199254740991,"cpf":"52998224725"}}').data).toMatchObject({
      cliente: { id: 9007199254740991 },
    });
  });

  it('a field named in another case is read under its name when unambiguous, as drift', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Protocolo', 'PROTOCOLO', 'protocolO'),
        fc.stringMatching(/^SIN-[0-9]{4,10}$/),
        (name, protocol) => {
          const read = received('op3', JSON.stringify({ [name]: protocol }));
          expect(read.data).toEqual({ protocolo: protocol });
          expect(kinds(read.drift)).toEqual(['renamed protocolo']);
        },
      ),
      RUNS,
    );
    // Two spellings of one field cannot be told apart: neither is taken.
    expect(received('op3', JSON.stringify({ Protocolo: 'A', PROTOCOLO: 'B' })).data).toEqual({ protocolo: null });
    // The contract's own fields that differ only in case (Op16's CNPJFundo and cnpjFundo) keep their own names.
    const profitability = received(
      'op16',
      JSON.stringify({ apelidoFundo: 'RF', CNPJFundo: '11', dataCota: '2024-01-05' }),
    );
    expect(profitability.data).toMatchObject({ cnpjFundo: '11' });
  });
});
