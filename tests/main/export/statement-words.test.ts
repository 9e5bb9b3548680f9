/**
 * Words, not codes, in the statements: every type and status cell of the
 * printed statements and of the .xlsx/CSV columns is the shared list's pt-BR
 * word (the one the screens show), and a code no list knows is kept, marked.
 * The two printed documents whole (the movements, and the balance with every
 * fund's section and the certificate's) carry no type or status code anywhere.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXPORT_COLUMNS, type MovementRow } from '../../../src-main/export/export-columns';
import { balancePrintColumns, movementPrintColumns } from '../../../src-main/export/pdf/printable-statements';
import { statementHtml } from '../../../src-main/export/pdf/statement-document';
import { balanceStatement, movementsStatement } from '../../../src-main/export/pdf/statement-documents';
import { statementHeading } from '../../../src-main/export/statement-heading';
import { movementsSummary, summaryBlocks, summaryNotes } from '../../../src-main/export/statement-summary';
import { generateWorld } from '../../../src-sandbox/demo/generate-world';
import { generateDetailedBalance, generateMovements } from '../../../src-sandbox/demo/movements';
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
      expect(typeWords).toContain(cell(EXPORT_COLUMNS.movements, 'Tipo', m));
      expect(statusWords).toContain(cell(EXPORT_COLUMNS.movements, 'Status', m));
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
          expect(cell(EXPORT_COLUMNS.movements, 'Tipo', row)).toBe(`${code} (código do serviço)`);
        },
      ),
    );
  });
});

/** Every type and status code the lists know, as the service writes them. */
const CODES = [...Object.keys(MOVEMENT_TYPE_WORDS['pt-BR']), ...Object.keys(MOVEMENT_STATUS_WORDS['pt-BR'])];
/** The document's text as printed: tags dropped, entities read back. */
const printedText = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
const codesIn = (text: string) =>
  CODES.filter((code) => new RegExp(`(^|[^\\p{L}_])${code}($|[^\\p{L}_])`, 'u').test(text));

describe('the printed statements, whole, carry no code', () => {
  const heading = statementHeading({
    title: 'Extrato',
    company: 'Companhia',
    issuedAt: new Date('2026-11-27T10:00:00Z'),
    user: 'atendente',
    environment: 'production',
  });
  // Descriptions are the service's own text (some demo ones are in capitals, e.g. "AJUSTE DE COTAS"), shown as sent.
  const blank = <T extends { descricaoMovimento?: string | null }>(rows: readonly T[]) =>
    rows.map((row) => ({ ...row, descricaoMovimento: 'descrição' }));

  it('the movements statement of every demo certificate: summary, rows and totals', () => {
    for (const customer of world.customers.slice(1, 4))
      for (const cert of customer.pensionCertificates) {
        const rows = blank(generateMovements(cert, world.referenceDate)) as unknown as MovementRow[];
        const html = statementHtml(
          movementsStatement(heading, rows, {
            summary: summaryBlocks(movementsSummary(rows, {})),
            summaryNotes: summaryNotes(undefined),
          }),
        );
        expect(codesIn(printedText(html))).toEqual([]);
      }
  });

  it('the balance statement of every fund of every demo certificate: each fund section and the certificate', () => {
    let sections = 0;
    for (const customer of world.customers.slice(1, 4))
      for (const cert of customer.pensionCertificates) {
        const movements = generateMovements(cert, world.referenceDate);
        const funds = cert.coverages.flatMap((coverage) =>
          coverage.funds.map((fund) => ({
            cobertura: coverage.codigo,
            fundo: fund.codigo,
            entries: blank(generateDetailedBalance(cert, coverage, fund.codigo, movements)) as never,
          })),
        );
        sections += funds.length;
        const text = printedText(statementHtml(balanceStatement(heading, funds)));
        expect(codesIn(text)).toEqual([]);
        // Every fund has its own section.
        for (const fund of funds) expect(text).toContain(`Fundo ${fund.fundo}`);
      }
    expect(sections).toBeGreaterThan(3);
  });

  it('finds a code when one is there (the check itself)', () => {
    expect(codesIn('Tipo CONTRIBUICAO e PENDENTE')).toEqual(expect.arrayContaining(['CONTRIBUICAO', 'PENDENTE']));
    expect(codesIn('Contribuição pendente')).toEqual([]);
  });
});
