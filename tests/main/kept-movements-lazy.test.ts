/**
 * A large Op12 answer kept unread (D185): for any answer the service may send (fields missing, null, of another
 * type, numbers as text, extra fields, now and then an element that is no record), whatever the order in which
 * windows are asked and background slices run, every window, the summary, the export and the drift report are
 * exactly those of the eager path (readAnswer on the whole answer, then the kept list as before). And nothing
 * that needs every row gets it before every row is read (D41).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KeptMovements } from '../../src-main/services/kept-movements';
import { MovementsService } from '../../src-main/services/movements-service';
import type { OperationsService } from '../../src-main/services/operations-service';
import { type DriftReport, operations, readAnswer } from '../../src-shared/contract';
import { LazyListAnswer } from '../../src-shared/contract/lenient/lazy-list';
import type { MovementFilter, MovementSort } from '../../src-shared/ipc/inputs';
import { type Movement, NOT_INFORMED } from '../../src-shared/statements/movement-view';
import { COBERTURAS, DATES, FUNDOS, movementSorts as sorts, TIPOS } from '../shared/statements/movement-arbitrary';
import { keptListsHere } from '../support/kept-lists-here';
import { cutIntoChunks } from '../support/cut-into-chunks';
import { OpeningReadAhead } from '../../src-main/workers/opening-read-ahead';

const op12 = operations.op12;
const schema = op12.success.schema!;
const essential = op12.success.essential;
const PATH = { idcliente: '68035292072', idcertificado: '000000635085' };

/** A field as a service may send it: the expected value most of the time, else absent, null, or of another type. */
const wire = <T>(expected: fc.Arbitrary<T>): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 12, arbitrary: expected },
    { weight: 1, arbitrary: fc.constant(ABSENT) },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.constantFrom(true, {}, [], [1], 20240101, '12.50', ' 7 ', '1e3', 'x') },
  );
const ABSENT = Symbol('absent');
const text = (values: string[]) => wire(fc.constantFrom(...values));
const amount = wire(fc.integer({ min: -100_000, max: 100_000 }).map((c) => c / 100));

const record = fc
  .record({
    numeroCertificado: text(['000000635085']),
    tipoCobertura: text(COBERTURAS),
    codigoTipoConta: text(['01', '02']),
    descricaoNomeConta: text(['CONTA DO PARTICIPANTE']),
    codigoFundo: text(FUNDOS),
    indentificacaoMovimento: text(['A001', 'A002', 'B113']),
    tipoMovimento: text(TIPOS),
    tipoContribuicao: text(['MENSAL', 'ESPORADICA']),
    statusMovimento: text(['PROCESSADO']),
    codigoMovimento: text(['101', '402']),
    descricaoMovimento: text(['CONTRIBUIÇÃO MENSAL', 'RESGATE PARCIAL', 'aporte']),
    dataMovimento: text(DATES.filter((d) => d !== 'sem data').concat(['2024-03-15T10:00:00Z', '2024-03-15 10:00'])),
    valorMovimento: amount,
    quantidadeCotasMovimento: amount,
    valorNominal: amount,
    dataOriginal: text(DATES),
    saldoMovimentoCota: amount,
    extra: fc.option(fc.constantFrom('campoNovo', 'outro'), { nil: undefined }),
  })
  .map(({ extra, ...fields }) => {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(fields)) if (value !== ABSENT) out[key] = value;
    if (extra) out[extra] = 1;
    return out;
  });

/**
 * Answers: lists of records, some with their dates oldest first (the service's order), and now and then one with an
 * element that is no record (read whole then).
 */
const answers = fc.oneof(
  { weight: 4, arbitrary: fc.array(record, { maxLength: 60 }) },
  {
    weight: 2,
    arbitrary: fc
      .array(record, { maxLength: 60 })
      .map((rows) => rows.sort((a, b) => String(a.dataMovimento).localeCompare(String(b.dataMovimento)))),
  },
  {
    weight: 1,
    arbitrary: fc.array(
      fc.oneof({ weight: 8, arbitrary: record }, { weight: 1, arbitrary: fc.constantFrom(null, 3, 'x', [{}]) }),
      { maxLength: 20 },
    ),
  },
);

const filters: fc.Arbitrary<MovementFilter | undefined> = fc.option(
  fc.record(
    {
      tiposMovimento: fc.subarray(['APORTE', 'RESGATE', NOT_INFORMED], { minLength: 1 }),
      from: fc.constantFrom('2024-01-01'),
      text: fc.constantFrom('aporte', 'A0'),
    },
    { requiredKeys: [] },
  ),
  { nil: undefined },
);

/** What the screen and the export may ask, in any order, with background slices running in between. */
type Step =
  | { kind: 'window'; sort: MovementSort; filter: MovementFilter | undefined; offset: number; count: number }
  | { kind: 'slices'; n: number }
  | { kind: 'summary'; filter: MovementFilter | undefined }
  | { kind: 'export'; sort: MovementSort | undefined; filter: MovementFilter | undefined };
const steps: fc.Arbitrary<Step[]> = fc.array(
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record({
        kind: fc.constant('window' as const),
        sort: sorts,
        filter: filters,
        offset: fc.nat(70),
        count: fc.integer({ min: 1, max: 30 }),
      }),
    },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('slices' as const), n: fc.integer({ min: 1, max: 3 }) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('summary' as const), filter: filters }) },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('export' as const),
        sort: fc.option(sorts, { nil: undefined }),
        filter: filters,
      }),
    },
  ),
  { maxLength: 8 },
);

/**
 * What the opening reads ahead of an answer as a parse slice by slice would tell it (D718): the elements cut at
 * `cuts`, the first `told` slices told (the rest are LazyListAnswer.of's to check).
 */
function readAhead(answer: unknown[], cuts: number[], told: number): OpeningReadAhead {
  const ahead = new OpeningReadAhead();
  for (const slice of cutIntoChunks(answer, cuts).slice(0, told)) ahead.list.add(slice);
  return ahead;
}

/**
 * A movements service over one answer: eager (read whole, as before D185) or lazy (unread, slices run by hand; its
 * plain-list check and date order read ahead in slices, as the kept lists' thread reads them, D718).
 */
function serviceOver(answer: unknown[], lazy: boolean, ahead = readAhead(answer, [], Infinity)) {
  const slices: Array<() => void> = [];
  const kept = new KeptMovements(() => new Date('2026-01-31T12:00:00Z'), {
    schedule: (slice) => void slices.push(slice),
    lazyMinRows: 0,
  });
  const heard: DriftReport[] = [];
  const read = async () => {
    const lazyList = lazy
      ? LazyListAnswer.of<Movement>(schema, answer, essential, (drift) => void heard.push(drift), ahead.list)
      : undefined;
    if (lazyList)
      return kept.keep(
        'sandbox atendente',
        PATH.idcliente,
        PATH.idcertificado,
        lazyList,
        { entries: [], total: 0, distinct: 0 },
        { dates: ahead.dates },
      );
    const { data, drift } = readAnswer<Movement[]>(schema, answer, essential);
    heard.push(drift);
    return kept.keep('sandbox atendente', PATH.idcliente, PATH.idcertificado, data, drift);
  };
  const operationsPort = {
    readMovements: read,
    keptMovements: async () => kept.get('sandbox atendente', PATH.idcliente, PATH.idcertificado) ?? read(),
  } as unknown as OperationsService;
  return {
    service: new MovementsService(operationsPort, keptListsHere(kept)),
    heard,
    runSlices(n: number) {
      for (let i = 0; i < n && slices.length > 0; i++) slices.shift()!();
    },
  };
}

describe('a large answer kept unread (D185)', () => {
  it('element by element, field by field and in any slices, reads exactly as readAnswer; the drift is heard once (property)', () => {
    fc.assert(
      fc.property(
        answers,
        fc.array(fc.oneof(fc.nat(80), fc.constantFrom('dataMovimento', 'valorMovimento', 'tipoMovimento')), {
          maxLength: 6,
        }),
        fc.integer({ min: 1, max: 25 }),
        fc.array(fc.nat(80), { maxLength: 5 }),
        fc.nat(6),
        (answer, probes, slice, cuts, told) => {
          const eager = readAnswer<Movement[]>(schema, answer, essential);
          const heard: DriftReport[] = [];
          // Its first slices checked and its dates read ahead as they were parsed, the rest by `of` itself.
          const { list: ahead } = readAhead(answer, cuts, told);
          const lazy = LazyListAnswer.of<Movement>(schema, answer, essential, (drift) => void heard.push(drift), ahead);
          expect(lazy === undefined).toBe(LazyListAnswer.of(schema, answer) === undefined);
          if (!lazy) {
            expect(answer.some((e) => typeof e !== 'object' || e === null || Array.isArray(e))).toBe(true);
            return;
          }
          expect(lazy.length).toBe(eager.data.length);
          for (const probe of probes) {
            if (typeof probe === 'number') {
              if (probe < lazy.length) expect(lazy.at(probe)).toEqual(eager.data[probe]);
            } else expect(lazy.field(probe)).toEqual(eager.data.map((row) => row[probe as keyof Movement]));
            lazy.readNext(slice);
          }
          expect(heard.length).toBe(lazy.complete ? 1 : 0);
          expect(lazy.rows).toEqual(eager.data);
          expect(lazy.drift).toEqual(eager.drift);
          expect(heard).toEqual([eager.drift]);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("windows, summary, export and drift from the lazy path equal the eager path's, whatever runs when (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        answers,
        sorts,
        filters,
        fc.integer({ min: 1, max: 30 }),
        steps,
        fc.array(fc.nat(80), { maxLength: 5 }),
        fc.nat(6),
        async (answer, sort, filter, count, script, cuts, told) => {
          const eager = serviceOver(answer, false);
          const lazy = serviceOver(answer, true, readAhead(answer, cuts, told));
          const open = { path: PATH, sort, ...(filter ? { filter } : {}), offset: 0, count };
          const [e, l] = [await eager.service.open(open), await lazy.service.open(open)];
          expect({ ...l, list: 0, drift: undefined }).toEqual({ ...e, list: 0, drift: undefined });
          // The drift comes with the first window only when every row is read by then; it is then the whole answer's.
          if (l.drift) expect(l.drift).toEqual(e.drift);
          for (const step of script) {
            if (step.kind === 'slices') lazy.runSlices(step.n);
            else if (step.kind === 'window') {
              const ask = {
                path: PATH,
                sort: step.sort,
                ...(step.filter ? { filter: step.filter } : {}),
                offset: step.offset,
                count: step.count,
              };
              expect({ ...(await lazy.service.window(ask)), list: 0 }).toEqual({
                ...(await eager.service.window(ask)),
                list: 0,
              });
            } else if (step.kind === 'summary') {
              const ask = { path: PATH, ...(step.filter ? { filter: step.filter } : {}) };
              expect({ ...(await lazy.service.summary(ask)), list: 0 }).toEqual({
                ...(await eager.service.summary(ask)),
                list: 0,
              });
            } else {
              expect([...(await lazy.service.exportRows(PATH, step.filter, step.sort))]).toEqual([
                ...(await eager.service.exportRows(PATH, step.filter, step.sort)),
              ]);
            }
          }
          lazy.runSlices(Infinity);
          const summary = await lazy.service.summary({ path: PATH });
          expect(summary.drift).toEqual(e.drift);
          // The contract drift log heard of the answer once, with the whole report.
          expect(lazy.heard).toEqual(eager.heard);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('the first window of a large list reads its own rows and one column, and leaves the rest for later slices', async () => {
    const answer = Array.from({ length: 300 }, (_, i) => ({
      dataMovimento: `2024-01-01T00:${String(Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`,
      valorMovimento: i,
    }));
    const lazy = serviceOver(answer, true);
    const first = await lazy.service.open({
      path: PATH,
      sort: { column: 'dataMovimento', direction: 'desc' },
      offset: 0,
      count: 100,
    });
    expect(first.drift).toBeUndefined();
    expect(first.rows.map((r) => r.valorMovimento)).toEqual(Array.from({ length: 100 }, (_, i) => 299 - i));
    expect(lazy.heard).toEqual([]);
    lazy.runSlices(Infinity);
    expect(lazy.heard).toHaveLength(1);
    // Every row lacks the same 15 fields, each counted once per row.
    expect(lazy.heard[0]!.total).toBe(300 * 15);
  });
});
