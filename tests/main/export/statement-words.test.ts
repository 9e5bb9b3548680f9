/**
 * Words, not codes, in the statements: every type and status cell of the
 * printed statements and of the .xlsx/CSV columns is the shared list's pt-BR
 * word (the one the screens show), and a code no list knows is kept, marked.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, type MovementRow } from '../../../src-main/export/csv-columns';
import { balancePrintColumns, movementPrintColumns } from '../../../src-main/export/pdf/printable-statements';
import { generateWorld } from '../../../src-sandbox/demo/generate-world';
import { generateMovements } from '../../../src-sandbox/demo/movements';
import { MOVEMENT_STATUS_WORDS, MOVEMENT_TYPE_WORDS } from '../../../src-shared/words/code-words';

const world = generateWorld();
const movements: MovementRow[] = world.customers
  .slice(1, 4)
  .flatMap((c) => c.pensionCertificates.flatMap((p) => generateMovements(p, world.referenceDate)));
const cell = <T>(columns: ReadonlyArray<{ header: string; value: (row: T) => unknown }>, header: string, row: T) =>
  columns.find((c) => c.header === header)!.value(row);
const typeWords = new Set(Object.values(MOVEMENT_TYPE_WORDS['pt-BR']));
const statusWords = new Set(Object.values(MOVEMENT_STATUS_WORDS['pt-BR']));

describe('statements speak words, not codes', () => {
  it('every demo movement: type and status in words, in the PDF columns and the .xlsx/CSV columns', () => {
    expect(movements.length).toBeGreaterThan(100);
    for (const m of movements) {
      expect(typeWords).toContain(cell(movementPrintColumns, 'Tipo', m));
      expect(statusWords).toContain(cell(movementPrintColumns, 'Situação', m));
      expect(typeWords).toContain(cell(CSV_COLUMNS.movements, 'Tipo', m));
      expect(statusWords).toContain(cell(CSV_COLUMNS.movements, 'Status', m));
      expect(typeWords).toContain(cell(balancePrintColumns, 'Tipo', m as never));
    }
  });

  it('a code no list knows is shown as sent and marked as a code, never dropped (property)', () => {
    const known = new Set(Object.keys(MOVEMENT_TYPE_WORDS['pt-BR']));
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Z][A-Z ]{0,20}[A-Z]$/).filter((code) => !known.has(code.replace(/ +/g, '_'))),
        (code) => {
          const row = { ...movements[0]!, tipoMovimento: code };
          expect(cell(movementPrintColumns, 'Tipo', row)).toBe(`${code} (código do serviço)`);
          expect(cell(CSV_COLUMNS.movements, 'Tipo', row)).toBe(`${code} (código do serviço)`);
        },
      ),
    );
  });
});
