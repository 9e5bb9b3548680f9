/**
 * The .xlsx's totals and column widths, read back (ExcelJS for the cells, the sheet's XML for the widths;
 * LibreOffice reads the demo statement in statements-real-consumers.test.ts): under the rows, the settled
 * movements' values per type and the unsettled ones apart, as numbers, never formulas, in words, and every
 * column as wide as its longest cell within the cap (D410, D411).
 */
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { exportColumnsFor, type MovementRow } from '../../../src-main/export/export-columns';
import { ChunkRecorder } from '../../support/chunk-recorder';
import { totalsBlock } from '../../../src-main/export/statement-totals-block';
import { writeXlsx } from '../../../src-main/export/xlsx-writer';
import { XLSX_MAX_WIDTH } from '../../../src-main/export/xlsx-widths';
import { MovementSummary } from '../../../src-shared/statements/movement-view';
import { isSettled } from '../../../src-shared/statements/settlement';
import { codeKey, MOVEMENT_TYPE_WORDS } from '../../../src-shared/words/code-words';
import { movementWithGaps } from '../../shared/statements/movement-arbitrary';

const heading = { sheet: 'Movimentações', title: 'Movimentações financeiras', issuer: 'Seguradora', lines: [] };
const columns = exportColumnsFor('movements');
const STATUSES = ['PROCESSADO', 'PENDENTE', 'CANCELADO', 'ESTORNADO', null];
const DESCRIPTIONS = [
  'Contribuição mensal',
  'Resgate parcial do plano para pagamento de despesas médicas',
  'x'.repeat(90),
];
const rowsOf = fc.array(
  fc
    .tuple(
      movementWithGaps,
      fc.constantFrom(...STATUSES),
      fc.constantFrom('CONTRIBUICAO', 'RESGATE', 'TRANSFERENCIA', 'RENTABILIDADE'),
      fc.constantFrom(...DESCRIPTIONS),
    )
    .map(([m, statusMovimento, tipoMovimento, descricaoMovimento]) => ({
      ...m,
      statusMovimento,
      tipoMovimento,
      descricaoMovimento,
    })),
  { minLength: 1, maxLength: 40 },
);

async function written(rows: MovementRow[]) {
  const sink = new ChunkRecorder({ keep: true });
  const reaisColumn = columns.findIndex((c) => c.header === 'Valor (R$)');
  const quotasColumn = columns.findIndex((c) => c.header === 'Cotas');
  const block = totalsBlock(new MovementSummary().add(rows).totals());
  await writeXlsx(rows, columns, heading, sink, { totals: { ...block, reaisColumn, quotasColumn } });
  const bytes = sink.contents();
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const sheetXml = strFromU8(unzipSync(bytes)['xl/worksheets/sheet1.xml']!);
  return { sheet: book.worksheets[0]!, sheetXml, reaisColumn, quotasColumn };
}

const cents = (v: number | null) => (v === null || !Number.isFinite(v) ? 0 : Math.round(v * 100));

describe('.xlsx totals under the rows', () => {
  it('per type, settled movements only, as numbers; the unsettled apart; the rule written; no formula, no code (property)', async () => {
    await fc.assert(
      fc.asyncProperty(rowsOf, async (rows) => {
        const { sheet, reaisColumn, quotasColumn } = await written(rows);
        const cells: Array<{ label: string; reais: unknown; quotas: unknown }> = [];
        let title = -1;
        sheet.eachRow((row, n) => {
          row.eachCell((cell) => expect(cell.formula).toBeUndefined());
          const label = row.getCell(1).value;
          if (label === 'Totais das movimentações listadas') title = n;
          if (title > 0 && n > title && typeof label === 'string')
            cells.push({
              label,
              reais: row.getCell(reaisColumn + 1).value,
              quotas: row.getCell(quotasColumn + 1).value,
            });
        });
        expect(title).toBeGreaterThan(0);
        const settled = rows.filter(isSettled);
        for (const tipo of new Set(settled.map((m) => m.tipoMovimento!))) {
          const word = MOVEMENT_TYPE_WORDS['pt-BR'][codeKey(tipo) as keyof (typeof MOVEMENT_TYPE_WORDS)['pt-BR']];
          const line = cells.find((c) => c.label.startsWith(`${word}, processadas (`));
          const ofType = settled.filter((m) => m.tipoMovimento === tipo);
          expect(line?.label).toContain(`(${ofType.length} moviment`);
          expect(typeof line?.reais).toBe('number');
          expect(Math.round((line!.reais as number) * 100)).toBe(
            ofType.reduce((sum, m) => sum + cents(m.valorMovimento), 0),
          );
        }
        // Every movement is counted once: in its type's settled line or in its status's line apart.
        const counted = cells
          .map((c) => /\((\d+) moviment/.exec(c.label)?.[1])
          .reduce((n, d) => n + (d ? Number(d) : 0), 0);
        expect(counted).toBe(rows.length);
        const pending = rows.filter((m) => m.statusMovimento === 'PENDENTE');
        if (pending.length > 0)
          expect(
            cells.some(
              (c) =>
                c.label ===
                `Pendente, fora dos totais (${pending.length} ${pending.length === 1 ? 'movimentação' : 'movimentações'})`,
            ),
          ).toBe(true);
        expect(cells.some((c) => c.label.startsWith('Os totais por tipo somam só as movimentações processadas'))).toBe(
          true,
        );
        // Words, not codes, in every cell.
        sheet.eachRow((row) =>
          row.eachCell((cell) => {
            if (typeof cell.value === 'string')
              expect(cell.value).not.toMatch(
                /\b(CONTRIBUICAO|RESGATE|TRANSFERENCIA|RENTABILIDADE|PENDENTE|PROCESSADO|CANCELADO|ESTORNADO)\b/,
              );
          }),
        );
      }),
      { numRuns: 25 },
    );
  });
});

describe('.xlsx column widths', () => {
  it('each column as wide as its header or its longest cell, within the cap; a description is never cut at 18 (property)', async () => {
    await fc.assert(
      fc.asyncProperty(rowsOf, async (rows) => {
        const { sheet, sheetXml } = await written(rows);
        const widths = [...sheetXml.matchAll(/<col min="(\d+)" max="\d+" width="(\d+(?:\.\d+)?)"/g)].map((m) =>
          Number(m[2]),
        );
        expect(widths).toHaveLength(columns.length);
        const headerRow = sheet.getRow(
          [...Array(sheet.rowCount).keys()].map((i) => i + 1).find((n) => sheet.getRow(n).getCell(1).value === 'Data')!,
        );
        const description = columns.findIndex((c) => c.header === 'Descrição');
        const longest = Math.max(...rows.map((m) => (m.descricaoMovimento ?? '').length));
        expect(widths[description]).toBeGreaterThanOrEqual(Math.min(XLSX_MAX_WIDTH, longest));
        expect(widths[description]).toBeGreaterThan(18);
        for (const [i, width] of widths.entries()) {
          expect(width).toBeLessThanOrEqual(XLSX_MAX_WIDTH);
          expect(width).toBeGreaterThanOrEqual(Math.min(XLSX_MAX_WIDTH, String(headerRow.getCell(i + 1).value).length));
        }
      }),
      { numRuns: 15 },
    );
  });
});
