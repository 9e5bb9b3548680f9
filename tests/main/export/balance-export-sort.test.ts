/**
 * The balance's table files follow the screen's sort (the export request carries it): the rows come out in the
 * order the balance table shows (the shared sortBalanceEntries, missing values last), whatever the service's
 * order; without a sort, in the service's order.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PartialExports } from '../../../src-main/export/partial-exports';
import { OperationsJournal } from '../../../src-main/journal/journal';
import { ExportService } from '../../../src-main/services/export-service';
import type { HistoryService } from '../../../src-main/services/history-service';
import type { MovementsService } from '../../../src-main/services/movements-service';
import type { OperationsService } from '../../../src-main/services/operations-service';
import { balanceExportHere } from '../../support/balance-export-here';
import type { SessionService } from '../../../src-main/services/session-service';
import { nodeFileSystem } from '../../../src-shared/node/file-system';
import { DEFAULT_STATEMENT_COMPANY } from '../../../src-shared/statement-company';
import { sortBalanceEntries } from '../../../src-shared/statements/balance-order';
import type { BalanceSort } from '../../../src-shared/ipc/inputs';
import { BALANCE_SORT_COLUMNS } from '../../../src-shared/ipc/inputs';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'balcao-balance-sort-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const path = { idcliente: '27208447136', idcertificado: '000000925108', idcobertura: 'VGBL01', idfundo: 'FND0001' };

function serviceOver(rows: unknown[], file: string): ExportService {
  const session = {
    requireUser: () => ({ login: 'atendente', environment: 'sandbox' }),
    info: () => ({ loggedIn: true, environment: 'sandbox', user: { name: null, login: 'atendente' } }),
  } as unknown as SessionService;
  return new ExportService(
    { readForExport: async () => rows, balanceExportSource: balanceExportHere(rows) } as unknown as OperationsService,
    {} as MovementsService,
    { customerSearchKeys: async () => undefined } as unknown as HistoryService,
    session,
    new OperationsJournal(join(dir, `journal-${Math.random()}.jsonl`)),
    { chooseSavePath: async () => file },
    () => new Date('2026-01-31T12:00:00Z'),
    () => ({ company: DEFAULT_STATEMENT_COMPANY, language: 'pt-BR' as const }),
    {
      files: nodeFileSystem,
      partials: new PartialExports(join(dir, `partials-${Math.random()}.json`), nodeFileSystem, () => undefined),
    },
  );
}

/** Op14 entries, each named by its description (the CSV's own text, to read the order back). */
const entries = fc
  .array(
    fc.record({
      dataMovimento: fc.option(
        fc
          .date({ min: new Date('2015-01-01'), max: new Date('2026-01-01'), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 19)),
      ),
      tipoMovimento: fc.option(fc.constantFrom('CONTRIBUICAO', 'RESGATE', 'RENTABILIDADE')),
      valorMovimento: fc.option(fc.integer({ min: -1_000_000, max: 1_000_000 }).map((c) => c / 100)),
      quantidadeCotasMovimento: fc.option(fc.integer({ min: -1_000_000, max: 1_000_000 }).map((c) => c / 1000)),
    }),
    { minLength: 1, maxLength: 30 },
  )
  .map((rows) => rows.map((row, i) => ({ ...row, descricaoMovimento: `entrada-${i}` })));

const sorts = fc.record({
  column: fc.constantFrom(...BALANCE_SORT_COLUMNS),
  direction: fc.constantFrom('asc' as const, 'desc' as const),
});

async function writtenOrder(rows: unknown[], sort: BalanceSort | undefined): Promise<string[]> {
  const file = join(dir, `saldo-${Math.random()}.csv`);
  await serviceOver(rows, file).exportFile({ kind: 'balance', format: 'rfc4180', path, ...(sort ? { sort } : {}) });
  return [...(await readFile(file, 'utf8')).matchAll(/entrada-\d+/g)].map((m) => m[0]);
}

describe('the balance export follows the screen sort', () => {
  it('writes the rows in the order the screen shows them (property)', async () => {
    await fc.assert(
      fc.asyncProperty(entries, sorts, async (rows, sort) => {
        const screen = sortBalanceEntries(rows as never[], sort).map(
          (e) => (e as { descricaoMovimento: string }).descricaoMovimento,
        );
        expect(await writtenOrder(rows, sort)).toEqual(screen);
      }),
      { numRuns: 30 },
    );
  });

  it("without a sort, the service's order", async () => {
    const rows = fc.sample(entries, 1)[0]!;
    expect(await writtenOrder(rows, undefined)).toEqual(rows.map((r) => r.descricaoMovimento));
  });
});
