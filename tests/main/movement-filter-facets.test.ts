/**
 * Every value the movements screen offers in its type and fund filters (the facets of the kept list, D143) is a
 * value the IPC channels accept as a filter, and filtering by it gives the rows a plain filter gives (D197). Through
 * the real IPC boundary: the preload's encoding (size and shape bounds), then the channel's handler in main (bounds
 * again, the schema, the service) over a MovementsService that keeps random lists.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { channelHandler } from '../../src-main/ipc/register-channel';
import { KeptMovements } from '../../src-main/services/kept-movements';
import { MovementsService } from '../../src-main/services/movements-service';
import type { OperationsService } from '../../src-main/services/operations-service';
import { NO_DRIFT } from '../../src-shared/contract';
import {
  encodePayload,
  payloadProblemError,
  ipcChannels,
  type IpcResult,
  type MovementSummaryView,
  type MovementWindow,
} from '../../src-shared/ipc';
import type { MovementFilter, MovementSort } from '../../src-shared/ipc/inputs';
import { FACET_MAX_VALUES, FILTER_VALUE_MAX_CHARS } from '../../src-shared/statements/movement-filter-bounds';
import { sortForTable } from '../../src-shared/statements/movement-order';
import { type Movement, NOT_INFORMED } from '../../src-shared/statements/movement-view';
import { movementSorts, movementWithGaps } from '../shared/statements/movement-arbitrary';
import { keptListsHere } from '../support/kept-lists-here';

const PATH = { idcliente: '68035292072', idcertificado: '000000635085' };
const NEWEST: MovementSort = { column: 'dataMovimento', direction: 'desc' };

function serviceOver(rows: readonly Movement[]) {
  const kept = new KeptMovements(() => new Date('2026-01-31T12:00:00Z'));
  const read = async () => kept.keep('sandbox atendente', PATH.idcliente, PATH.idcertificado, rows, NO_DRIFT);
  const operations = {
    readMovements: read,
    keptMovements: async () => kept.get('sandbox atendente', PATH.idcliente, PATH.idcertificado) ?? read(),
  } as unknown as OperationsService;
  return new MovementsService(operations, keptListsHere(kept));
}

/** A channel as the renderer reaches it: the preload's encoding, then main's handler with this service behind it. */
function through<T>(
  def:
    (typeof ipcChannels)['movements'][keyof (typeof ipcChannels)['movements']] | (typeof ipcChannels)['export']['file'],
  service: (input: never) => Promise<T>,
) {
  const handler = channelHandler(def, service as (input: unknown) => Promise<unknown>, () => undefined);
  return async (input: unknown): Promise<IpcResult<T>> => {
    const encoded = encodePayload(input, def.limits);
    if ('problem' in encoded) return { ok: false, error: payloadProblemError(encoded.problem) };
    return (await handler(encoded.text)) as IpcResult<T>;
  };
}

/** Codes as the service may send them: the usual ones, long ones, any text (Op12 does not bound them). */
const code = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      'APORTE',
      'RESGATE',
      'FUNDO-PREVIDENCIA-021',
      'CONTRIBUICAO-REGULAR-MENSAL-COM-PORTABILIDADE-ENTRADA-EXTERNA-PGBL',
      '',
      '  ',
    ),
  },
  { weight: 2, arbitrary: fc.string({ minLength: 1, maxLength: 260 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 140 }) },
  {
    weight: 1,
    arbitrary: fc.string({
      unit: fc.constantFrom('\u0000', '\u001f', '"', '\\', '\ud800', 'ç'),
      minLength: 1,
      maxLength: 140,
    }),
  },
);
const movements = fc.array(
  fc
    .record({ base: movementWithGaps, tipo: fc.option(code, { nil: null }), fundo: fc.option(code, { nil: null }) })
    .map(({ base, tipo, fundo }) => ({ ...base, tipoMovimento: tipo, codigoFundo: fundo }) as Movement),
  { maxLength: 60 },
);

const missing = (value: string | null) => value === null || value.trim() === '';
/** The plain filter: the value is one of those chosen, or missing when "não informado" is. */
const passes = (chosen: readonly string[] | undefined, value: string | null) =>
  chosen === undefined ||
  (!missing(value) && chosen.includes(value!)) ||
  (chosen.includes(NOT_INFORMED) && missing(value));

/** What the screen lets the employee choose: some of the offered values, and "não informado" when something lacks one. */
function chosenOf(
  offered: readonly string[],
  lacking: number,
  picks: readonly number[],
  all: boolean,
  notInformed: boolean,
): string[] | undefined {
  const values = all
    ? [...offered]
    : [...new Set(picks.filter(() => offered.length > 0).map((i) => offered[i % offered.length]!))];
  if (notInformed && lacking > 0) values.push(NOT_INFORMED);
  return values.length > 0 ? values : undefined;
}

describe('a filter value the screen offers is one the channels accept', () => {
  it('every facet value, chosen in any combination, is accepted by window, summary, export and print, and filters as a plain filter does (property)', async () => {
    const choice = fc.record({
      picks: fc.array(fc.nat(), { maxLength: 8 }),
      all: fc.boolean(),
      notInformed: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(movements, movementSorts, choice, choice, async (rows, sort, tipoChoice, fundoChoice) => {
        const service = serviceOver(rows);
        const window = through<MovementWindow>(ipcChannels.movements.window, (r: never) => service.window(r));
        const summary = through<MovementSummaryView>(ipcChannels.movements.summary, (r: never) => service.summary(r));
        const exported = through<number>(
          ipcChannels.export.file,
          async (r: { path: Record<string, string>; filter?: MovementFilter; sort?: MovementSort }) =>
            (await service.exportRows(r.path, r.filter, r.sort)).length,
        );
        await service.open({ path: PATH, sort: NEWEST, offset: 0, count: 1 });
        const whole = await summary({ path: PATH });
        expect(whole.ok).toBe(true);
        if (!whole.ok) return;
        const { facets, missingInAll } = whole.data;
        const tipos = chosenOf(
          facets.tiposMovimento,
          missingInAll.tipo,
          tipoChoice.picks,
          tipoChoice.all,
          tipoChoice.notInformed,
        );
        const fundos = chosenOf(
          facets.fundos,
          missingInAll.fundo,
          fundoChoice.picks,
          fundoChoice.all,
          fundoChoice.notInformed,
        );
        const filter: MovementFilter = { ...(tipos ? { tiposMovimento: tipos } : {}), ...(fundos ? { fundos } : {}) };
        const expected = rows.filter((m) => passes(tipos, m.tipoMovimento) && passes(fundos, m.codigoFundo));

        const shown = await window({ path: PATH, filter, sort, offset: 0, count: 500 });
        expect(shown, JSON.stringify(shown.ok ? '' : shown.error)).toMatchObject({ ok: true });
        if (!shown.ok) return;
        expect(shown.data.viewRows).toBe(expected.length);
        expect(shown.data.rows).toEqual(sortForTable(expected, sort).slice(0, 500));
        const totals = await summary({ path: PATH, filter });
        expect(totals.ok && totals.data.totals.count).toBe(expected.length);
        expect(await exported({ kind: 'movements', format: 'xlsx', path: PATH, filter, sort })).toEqual({
          ok: true,
          data: expected.length,
        });
        const printable = ipcChannels.export.print.input.safeParse({ kind: 'movements', path: PATH, filter, sort });
        expect(printable.success).toBe(true);
      }),
      { numRuns: 120 },
    );
  });

  it('a certificate with hundreds of funds: what is offered, all chosen at once, is accepted', async () => {
    const rows = Array.from(
      { length: 400 },
      (_, i) =>
        ({
          tipoMovimento: `TIPO-${i % 300}`,
          codigoFundo: `FUNDO-PREVIDENCIA-${String(i).padStart(3, '0')}`,
          dataMovimento: '2024-01-01T00:00:00',
        }) as Movement,
    );
    const service = serviceOver(rows);
    await service.open({ path: PATH, sort: NEWEST, offset: 0, count: 1 });
    const { facets } = await service.summary({ path: PATH });
    const window = through<MovementWindow>(ipcChannels.movements.window, (r: never) => service.window(r));
    const filter = { tiposMovimento: facets.tiposMovimento, fundos: facets.fundos };
    // The first window may come before the view's count (D576): the count, asked `whole`, is what is checked here.
    const first = await window({ path: PATH, filter, sort: NEWEST, offset: 0, count: 10 });
    expect(first.ok && first.data.rows).toHaveLength(10);
    const answer = await window({ path: PATH, filter, sort: NEWEST, offset: 0, count: 10, whole: true });
    expect(answer.ok).toBe(true);
    expect(answer.ok && answer.data.counting).toBeUndefined();
    expect(answer.ok && answer.data.viewRows).toBe(
      rows.filter((m) => facets.tiposMovimento.includes(m.tipoMovimento!) && facets.fundos.includes(m.codigoFundo!))
        .length,
    );
  });

  it('facets offer no value the filter would refuse: none longer than the bound, no more values than it takes', async () => {
    const long = 'F'.repeat(FILTER_VALUE_MAX_CHARS + 1);
    const rows = [
      ...Array.from({ length: FACET_MAX_VALUES + 50 }, (_, i) => ({
        tipoMovimento: `T${String(i).padStart(4, '0')}`,
        codigoFundo: long,
        dataMovimento: '2024-01-01T00:00:00',
      })),
      {
        tipoMovimento: 'A'.repeat(FILTER_VALUE_MAX_CHARS),
        codigoFundo: 'FUNDO-PREVIDENCIA-021',
        dataMovimento: '2024-01-01T00:00:00',
      },
    ] as Movement[];
    const service = serviceOver(rows);
    await service.open({ path: PATH, sort: NEWEST, offset: 0, count: 1 });
    const { facets } = await service.summary({ path: PATH });
    expect(facets.tiposMovimento).toHaveLength(FACET_MAX_VALUES);
    expect(facets.tiposMovimento).toContain('A'.repeat(FILTER_VALUE_MAX_CHARS));
    expect(facets.fundos).toEqual(['FUNDO-PREVIDENCIA-021']);
  });

  it('the largest filter the screen can send (every value at the bound, written six times longer by JSON) passes the IPC bounds', async () => {
    const service = serviceOver([]);
    await service.open({ path: PATH, sort: NEWEST, offset: 0, count: 1 });
    const widest = (c: string) => [
      ...Array.from({ length: FACET_MAX_VALUES }, (_, i) => String(i).padStart(FILTER_VALUE_MAX_CHARS, c)),
      NOT_INFORMED,
    ];
    const filter = {
      tiposMovimento: widest('\u0001'),
      fundos: widest('\ud800'),
      text: '\u0002'.repeat(100),
      from: '2024-01-01',
      to: '2024-12-31',
    };
    const window = through<MovementWindow>(ipcChannels.movements.window, (r: never) => service.window(r));
    const summary = through<MovementSummaryView>(ipcChannels.movements.summary, (r: never) => service.summary(r));
    const exported = through<number>(ipcChannels.export.file, async () => 0);
    const heading = { customerName: '\u0003'.repeat(200), cpfRevealed: true };
    for (const answer of [
      await window({ path: PATH, filter, sort: NEWEST, offset: 100_000_000, count: 500 }),
      await summary({ path: PATH, filter }),
      await exported({
        kind: 'movements',
        format: 'xlsx',
        path: PATH,
        filter,
        sort: NEWEST,
        list: Number.MAX_SAFE_INTEGER,
        heading,
      }),
    ]) {
      expect(answer, JSON.stringify(answer.ok ? '' : answer.error)).toMatchObject({ ok: true });
    }
    // One more value, or one more character, is refused: the bound is the schema's.
    expect(
      await window({
        path: PATH,
        filter: { fundos: ['x'.repeat(FILTER_VALUE_MAX_CHARS + 1)] },
        sort: NEWEST,
        offset: 0,
        count: 1,
      }),
    ).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
    expect(
      await window({ path: PATH, filter: { fundos: [...widest('x'), 'y'] }, sort: NEWEST, offset: 0, count: 1 }),
    ).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
  });
});
