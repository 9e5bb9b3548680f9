/**
 * The portability export's 'Situação' (D192). Op9 answers no status; a list filtered by status is that status,
 * so every row of it says so in words, across all of Op9's pages. Unfiltered, nothing says a row's status: the
 * column stays empty, and the heading says no status filter was used ("todos os registros").
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portabilityStatusName } from '../../../src-main/export/export-columns';
import type { ExportFormat } from '../../../src-shared/ipc/inputs';
import { type FakeExports, fakeExports, tableOf } from './export-service-fakes';

const CPF = '27208447136';
const requests = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    numeroSolicitacao: `S${i}`,
    dataSolicitacao: '2024-03-15T10:00:00-03:00',
    participante: 'Ana Souza',
    cpf: CPF,
    matricula: `M${i}`,
  }));

let exports: FakeExports;
beforeAll(async () => {
  exports = await fakeExports();
});
afterAll(async () => {
  await exports.close();
});

/** The 'Situação' cells of the exported table (the rows under the header). */
function statuses(bytes: Buffer, format: ExportFormat): string[] {
  const table = tableOf(bytes, format);
  const header = table.findIndex((row) => row[0] === 'Solicitação');
  const at = table[header]!.indexOf('Situação');
  return table.slice(header + 1).map((row) => row[at] ?? '');
}

describe('portability export: the status', () => {
  it('filtered by a status: every row, on every page, says it in words (property over status, rows and format)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('0', '1', '2', '3', '4', '5'),
        fc.integer({ min: 0, max: 230 }),
        fc.constantFrom<ExportFormat>('xlsx', 'excel-br', 'rfc4180'),
        async (status, count, format) => {
          const { bytes } = await exports.exportFile(
            { kind: 'portability', format, path: { idcliente: CPF }, query: { statusPortabilidade: status } },
            { op9: requests(count) },
          );
          expect(exports.op9Queries.every((q) => q.statusPortabilidade === status)).toBe(true);
          expect(statuses(bytes, format)).toEqual(Array.from({ length: count }, () => portabilityStatusName(status)));
        },
      ),
      { numRuns: 25 },
    );
  });

  it('unfiltered: the column stays empty (Op9 does not say); a status the service sends is kept', async () => {
    const { bytes } = await exports.exportFile(
      { kind: 'portability', format: 'excel-br', path: { idcliente: CPF } },
      { op9: requests(3) },
    );
    expect(statuses(bytes, 'excel-br')).toEqual(['', '', '']);
    const own = await exports.exportFile(
      { kind: 'portability', format: 'excel-br', path: { idcliente: CPF }, query: { statusPortabilidade: '3' } },
      { op9: [{ ...requests(1)[0], statusPortabilidade: 4 }, requests(2)[1]] },
    );
    expect(statuses(own.bytes, 'excel-br')).toEqual(['Erro', 'Processado']);
  });
});
