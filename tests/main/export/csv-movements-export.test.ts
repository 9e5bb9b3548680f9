/**
 * The heavy certificate's movements exported and read back with a real CSV
 * parser: every row, number and date must match the source, and the
 * descriptions a spreadsheet would run as formulas come out guarded.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movementColumns, type MovementRow } from '../../../src-main/export/export-columns';
import { writeCsvFile } from '../../../src-main/export/csv-writer';
import { movementView } from '../../../src-shared/statements/movement-view';
import {
  ACCOUNT_WORDS,
  codeKey,
  CONTRIBUTION_TYPE_WORDS,
  MOVEMENT_STATUS_WORDS,
  MOVEMENT_TYPE_WORDS,
} from '../../../src-shared/words/code-words';
import type { Dictionary } from '../../../src-shared/words/dictionary';
import { generateWorld, HEAVY_MOVEMENT_COUNT } from '../../../src-sandbox/demo/generate-world';
import { generateMovements } from '../../../src-sandbox/demo/movements';

const FORMULA_DESCRIPTIONS = ['=CONTRIBUICAO EXTRA', '+APORTE BONIFICADO', '@AJUSTE SISTEMA', '-AJUSTE DE COTAS'];
const TEXT_COLUMNS = movementColumns.flatMap((c, i) => (c.type === 'text' ? [i] : []));
const TRIGGERS = new Set(['=', '+', '-', '@', '\t', '\r']);

let dir: string;
let movements: MovementRow[];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'balcao-csv-movements-'));
  const world = generateWorld();
  const heavy = world.customers[0]!.pensionCertificates.find((c) => c.movementCount === HEAVY_MOVEMENT_COUNT);
  if (!heavy) throw new Error('o mundo de demonstração não tem o certificado pesado');
  // The formula-looking descriptions sit at 12%, 30%, 70% and 88% of the history: this slice holds them all.
  movements = generateMovements(heavy, world.referenceDate).slice(10_000, 110_000);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The pt-BR words of a code, or the code marked as one; '' when missing. */
function word<K extends string>(words: Dictionary<K>, code: string | null): string | null {
  if (code === null || code.trim() === '') return null;
  const known: Partial<Record<string, string>> = words['pt-BR'];
  return known[codeKey(code)] ?? `${code.trim()} (código do serviço)`;
}

function account(m: MovementRow): string {
  const name = word(ACCOUNT_WORDS, m.descricaoNomeConta);
  if (m.codigoTipoConta && name) return `${m.codigoTipoConta} - ${name}`;
  return m.codigoTipoConta ?? name ?? '';
}

/** What each cell must read as, written independently of csv-cell.ts. */
function expectedCells(m: MovementRow, format: 'excel-br' | 'rfc4180'): string[] {
  const date = (text: string | null) => {
    if (text === null) return '';
    const [y, mo, d] = [text.slice(0, 4), text.slice(5, 7), text.slice(8, 10)];
    return format === 'excel-br' ? `${d}/${mo}/${y}` : `${y}-${mo}-${d}`;
  };
  const number = (n: number | null) =>
    n === null ? '' : format === 'excel-br' ? String(n).replace('.', ',') : String(n);
  const text = (t: string | null) => (t === null ? '' : TRIGGERS.has(t[0] ?? '') ? `'${t}` : t);
  return [
    date(m.dataMovimento),
    text(word(MOVEMENT_TYPE_WORDS, m.tipoMovimento)),
    text(m.descricaoMovimento),
    text(m.codigoMovimento),
    text(m.indentificacaoMovimento),
    text(word(MOVEMENT_STATUS_WORDS, m.statusMovimento)),
    text(m.tipoCobertura),
    text(m.codigoFundo),
    account(m),
    text(word(CONTRIBUTION_TYPE_WORDS, m.tipoContribuicao)),
    number(m.valorMovimento),
    number(m.quantidadeCotasMovimento),
    number(m.valorNominal),
    number(m.saldoMovimentoCota),
    date(m.dataOriginal),
    text(m.numeroCertificado),
  ];
}

async function exportAndRead(format: 'excel-br' | 'rfc4180', rows: MovementRow[]) {
  const path = join(dir, `movimentacoes-${format}.csv`);
  const start = performance.now();
  const result = await writeCsvFile(path, rows, movementColumns, format);
  const seconds = (performance.now() - start) / 1000;
  const content = await readFile(path);
  const records = parse(content, format === 'excel-br' ? { delimiter: ';', bom: true } : {}) as string[][];
  return { result, seconds, content, records };
}

describe.each(['excel-br', 'rfc4180'] as const)('100,000 generated movements, %s', (format) => {
  it('read back with csv-parse: every row, number and date matches the source', async () => {
    expect(movements).toHaveLength(100_000);
    const { result, seconds, content, records } = await exportAndRead(format, movements);
    console.info(
      `[csv ${format}] ${result.rows} linhas, ${(result.bytes / 1024 / 1024).toFixed(1)} MiB em ${seconds.toFixed(2)} s: ${Math.round(result.rows / seconds)} linhas/s`,
    );

    expect(result.rows).toBe(100_000);
    expect(result.bytes).toBe(content.length);
    if (format === 'excel-br') expect([...content.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    else expect(content[0]).toBe('D'.charCodeAt(0));
    // CRLF after every record: as many CRLFs as records (descriptions hold no line breaks).
    expect(content.toString('latin1').split('\r\n').length - 1).toBe(100_001);

    const [header, ...body] = records;
    expect(header).toEqual(movementColumns.map((c) => c.header));
    expect(body).toHaveLength(movements.length);
    // Plain comparisons (an expect() per cell would take ~20 s): mismatches are collected, then asserted once.
    const mismatches: string[] = [];
    const note = (ok: boolean, what: () => string) => {
      if (!ok && mismatches.length < 20) mismatches.push(what());
    };
    const numberShape = format === 'excel-br' ? /^-?\d+(,\d+)?$/ : /^-?\d+(\.\d+)?$/;
    // Numbers read back to the very same value (decimal comma parsed back for Excel).
    const read = (cell: string | undefined) => Number(format === 'excel-br' ? (cell ?? '').replace(',', '.') : cell);
    for (let i = 0; i < movements.length; i++) {
      const m = movements[i]!;
      const cells = body[i]!;
      const expected = expectedCells(m, format);
      note(
        cells.length === expected.length && cells.every((c, k) => c === expected[k]),
        () => `linha ${i + 2}: ${JSON.stringify(cells)} ≠ ${JSON.stringify(expected)}`,
      );
      note(read(cells[10]) === m.valorMovimento, () => `linha ${i + 2}: valor ${cells[10]} ≠ ${m.valorMovimento}`);
      note(
        read(cells[11]) === m.quantidadeCotasMovimento,
        () => `linha ${i + 2}: cotas ${cells[11]} ≠ ${m.quantidadeCotasMovimento}`,
      );
      note(read(cells[12]) === m.valorNominal, () => `linha ${i + 2}: nominal ${cells[12]} ≠ ${m.valorNominal}`);
      note(
        read(cells[13]) === m.saldoMovimentoCota,
        () => `linha ${i + 2}: saldo ${cells[13]} ≠ ${m.saldoMovimentoCota}`,
      );
      for (const k of [10, 11, 12, 13])
        note(numberShape.test(cells[k] ?? ''), () => `linha ${i + 2}: número mal escrito ${cells[k]}`);
      // No text cell a spreadsheet could run as a formula.
      for (const c of TEXT_COLUMNS)
        note(!TRIGGERS.has(cells[c]?.[0] ?? ''), () => `linha ${i + 2}, coluna ${c + 1}: fórmula ${cells[c]}`);
      // The date read back from the digits is the source's calendar day.
      const day = format === 'excel-br' ? cells[0]!.split('/').reverse().join('-') : cells[0];
      note(day === (m.dataMovimento ?? '').slice(0, 10), () => `linha ${i + 2}: data ${cells[0]} ≠ ${m.dataMovimento}`);
    }
    expect(mismatches).toEqual([]);

    const descriptions = body.map((r) => r[2]);
    for (const formula of FORMULA_DESCRIPTIONS) expect(descriptions, formula).toContain(`'${formula}`);
    expect(descriptions).toContain('CONTRIBUIÇÃO; COMPETÊNCIA ANTERIOR');
    // Negative amounts stay numbers.
    expect(body.some((r) => r[10]!.startsWith('-'))).toBe(true);
  });
});

describe('what you see is what you export', () => {
  it('exports the filtered, sorted view in the same order', async () => {
    const view = movementView(
      movements,
      { tiposMovimento: ['CONTRIBUICAO', 'RESGATE'], from: '2010-01-01', to: '2012-12-31', text: 'parcial' },
      { column: 'valorMovimento', direction: 'desc' },
    );
    expect(view.length).toBeGreaterThan(10);
    const { records } = await exportAndRead('excel-br', view);
    expect(records.slice(1).map((r) => r[4])).toEqual(view.map((m) => m.indentificacaoMovimento));
    for (const r of records.slice(1)) {
      expect(['Contribuição', 'Resgate']).toContain(r[1]);
      const [d, mo, y] = r[0]!.split('/');
      expect(`${y}-${mo}-${d}` >= '2010-01-01' && `${y}-${mo}-${d}` <= '2012-12-31').toBe(true);
    }
  });
});
