/**
 * The statements' .xlsx in English (D625) through IPC, against the embedded sandbox, read back with exceljs: the
 * movements (written in the kept lists' thread) and the balance (written in main) carry no Portuguese word of the
 * tables they are written from and no service code, their figures are numbers and their dates real dates shown
 * dd/mm/yyyy on the calendar day the service said, the totals under the rows are the settled rows' sums per type,
 * the summary reconciles, and the journal records the language. The CSVs stay pt-BR: refused in English.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATEMENT_WORDS } from '../../../src-main/export/statement-words';
import type { ApiResult } from '../../../src-shared/contract';
import { SUMMARY_KIND_WORDS } from '../../../src-shared/statements/period-summary';
import {
  ACCOUNT_WORDS,
  CONTRIBUTION_TYPE_WORDS,
  MOVEMENT_STATUS_WORDS,
  MOVEMENT_TYPE_WORDS,
  UNKNOWN_CODE_MARK,
} from '../../../src-shared/words/code-words';
import type { Dictionary } from '../../../src-shared/words/dictionary';
import { ENVIRONMENT_WORDS } from '../../../src-shared/words/environment-words';
import { data, type IpcHarness, startIpcHarness } from '../../support/ipc-harness';
import { demoWorld } from '../../support/sandbox-fixture';
import { picks } from '../../support/world-picks';
import { portugueseOnlyWords, wordsOf } from '../../support/portuguese-words';

const p = picks(demoWorld());
const cpf = p.pensionHolder.cliente.cpf;
const movementsPath = { idcliente: cpf, idcertificado: p.pensionCertificate.numeroCertificado };
const balancePath = { ...movementsPath, idcobertura: p.coverage.codigo, idfundo: p.fund.codigo };

/** The tables an English .xlsx is written from. */
const TABLES: Dictionary<string>[] = [
  STATEMENT_WORDS,
  SUMMARY_KIND_WORDS,
  MOVEMENT_TYPE_WORDS,
  MOVEMENT_STATUS_WORDS,
  CONTRIBUTION_TYPE_WORDS,
  ACCOUNT_WORDS,
  ENVIRONMENT_WORDS,
];
/** Every word the pt-BR values use that no English value of these tables uses. */
const PORTUGUESE = portugueseOnlyWords(TABLES);
/** The codes the service sends for types and statuses. */
const CODES = new Set([...Object.keys(MOVEMENT_TYPE_WORDS['pt-BR']), ...Object.keys(MOVEMENT_STATUS_WORDS['pt-BR'])]);
const LOGIN = 'atendente';
const en = STATEMENT_WORDS.en;

type Cell = ExcelJS.CellValue;
interface Sheet {
  name: string;
  rows: { cells: Cell[]; formats: string[] }[];
}

async function readSheet(path: string): Promise<Sheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  const sheet = book.worksheets[0]!;
  const rows: Sheet['rows'] = [];
  for (let r = 1; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const cells: Cell[] = [];
    const formats: string[] = [];
    for (let c = 1; c <= Math.max(row.cellCount, 1); c++) {
      cells.push(row.getCell(c).value);
      formats.push(row.getCell(c).numFmt ?? '');
    }
    rows.push({ cells, formats });
  }
  return { name: sheet.name, rows };
}

const texts = (sheet: Sheet) => sheet.rows.flatMap((r) => r.cells.filter((c): c is string => typeof c === 'string'));
const cents = (value: number) => BigInt(Math.round(value * 100));
const units = (value: number) => BigInt(Math.round(value * 100_000_000));

/** The table: its header row (first cell "Date"), its rows up to the first blank row, and what comes after. */
function table(sheet: Sheet) {
  const at = sheet.rows.findIndex((r) => r.cells[0] === en.colDate);
  const after = sheet.rows.slice(at + 1);
  const blank = after.findIndex((r) => r.cells.every((c) => c === null || c === undefined));
  return { header: sheet.rows[at]!.cells as string[], body: after.slice(0, blank), below: after.slice(blank) };
}

const SUMMARY_LABEL = new RegExp(
  `^(Opening balance|Closing balance|Change in the quota's value|${Object.values(SUMMARY_KIND_WORDS.en).join('|')})`,
);

/** Each summary block read back: opening + the lines between = closing, in R$ and in quotas. */
function reconciledBlocks(sheet: Sheet): number {
  let blocks = 0;
  let block: { label: string; reais: number; quotas: unknown }[] = [];
  for (const { cells } of sheet.rows) {
    const [label, reais, quotas] = cells;
    const kind = typeof label === 'string' ? SUMMARY_LABEL.exec(label)?.[1] : undefined;
    if (!kind) continue;
    expect(typeof reais).toBe('number');
    block.push({ label: kind, reais: reais as number, quotas });
    if (kind !== 'Closing balance') continue;
    const [opening, ...rest] = block;
    const closing = rest.pop()!;
    expect(opening!.label).toBe('Opening balance');
    expect(rest.reduce((t, l) => t + cents(l.reais), cents(opening!.reais))).toBe(cents(closing.reais));
    if (typeof opening!.quotas === 'number')
      expect(rest.reduce((t, l) => t + units(Number(l.quotas ?? 0)), units(opening!.quotas))).toBe(
        units(closing.quotas as number),
      );
    blocks++;
    block = [];
  }
  return blocks;
}

describe('the statements .xlsx in English, read back', { timeout: 300_000 }, () => {
  let h: IpcHarness;
  let dir: string;
  const serviceWords = new Set<string>();
  const target = { path: '' };
  const sheets: Record<string, Sheet> = {};
  let movements: ApiResult<'op12'>;

  beforeAll(async () => {
    h = await startIpcHarness({ savePath: () => target.path });
    await h.login(LOGIN);
    dir = join(h.userDataDir, 'english-xlsx');
    mkdirSync(dir, { recursive: true });
    movements = data(await h.api.pension.listFinancialMovements({ path: movementsPath })).data;
    const said: unknown[] = [
      movements,
      data(await h.api.pension.getDetailedBalance({ path: balancePath })).data,
      data(await h.api.customers.getCustomer({ path: { idpessoafisica: cpf } })).data,
      data(await h.api.settings.get()),
    ];
    for (const word of wordsOf(`${JSON.stringify(said)} ${LOGIN}`)) serviceWords.add(word);
    for (const [name, kind, path] of [
      ['movements.xlsx', 'movements', movementsPath],
      ['balance.xlsx', 'balance', balancePath],
    ] as const) {
      target.path = join(dir, name);
      data(await h.api.export.file({ kind, format: 'xlsx', path, language: 'en' }));
      sheets[name] = await readSheet(target.path);
    }
  }, 300_000);

  afterAll(async () => {
    await h?.stop();
  });

  it.each(['movements.xlsx', 'balance.xlsx'])('%s: no Portuguese word of its tables, no service code', (name) => {
    const all = texts(sheets[name]!);
    const found = all.flatMap(wordsOf).filter((word) => PORTUGUESE.has(word) && !serviceWords.has(word));
    expect([...new Set(found)]).toEqual([]);
    expect(PORTUGUESE.size).toBeGreaterThan(100);
    expect(all.filter((text) => CODES.has(text.trim()))).toEqual([]);
    expect(all.filter((text) => text.includes(UNKNOWN_CODE_MARK['pt-BR'].mark))).toEqual([]);
  });

  it('the sheets are named, and headed, in English', () => {
    expect(sheets['movements.xlsx']!.name).toBe(en.tableMovementsTitle);
    expect(sheets['balance.xlsx']!.name).toBe(en.tableBalanceTitle);
    expect(sheets['movements.xlsx']!.rows[0]!.cells[0]).toBe(en.tableMovementsTitle);
    expect(texts(sheets['movements.xlsx']!).some((t) => t.startsWith('Issued on '))).toBe(true);
  });

  it('movements: every row, figures as numbers, dates as dates on the service’s day; totals are the settled sums per type', () => {
    const { header, body, below } = table(sheets['movements.xlsx']!);
    const col = (name: string) => header.indexOf(name);
    expect(body).toHaveLength(movements.length);
    const settledWord = MOVEMENT_STATUS_WORDS.en.PROCESSADO;
    const sums = new Map<string, { cents: bigint; count: number }>();
    const serviceDays = movements.map((m) => m.dataMovimento?.slice(0, 10)).sort();
    const writtenDays: string[] = [];
    for (const { cells, formats } of body) {
      const date = cells[col(en.colDate)];
      expect(date).toBeInstanceOf(Date);
      expect(formats[col(en.colDate)]).toBe('dd/mm/yyyy');
      writtenDays.push((date as Date).toISOString().slice(0, 10));
      const value = cells[col(en.colValue)];
      if (value !== null && value !== undefined) expect(typeof value).toBe('number');
      if (cells[col(en.colMovementStatus)] !== settledWord || typeof value !== 'number') continue;
      const type = cells[col(en.colType)] as string;
      const sum = sums.get(type) ?? { cents: 0n, count: 0 };
      sums.set(type, { cents: sum.cents + cents(value), count: sum.count + 1 });
    }
    expect(writtenDays.sort()).toEqual(serviceDays);
    expect(sums.size).toBeGreaterThan(0);
    expect(below.some((r) => r.cells[0] === en.totalsTitle)).toBe(true);
    for (const [type, sum] of sums) {
      const line = below.find((r) => typeof r.cells[0] === 'string' && r.cells[0].startsWith(`${type}, settled (`));
      expect(line, type).toBeDefined();
      expect(cents(line!.cells[col(en.colValue)] as number)).toBe(sum.cents);
    }
    // The rule is written under the totals, in English; no formula anywhere.
    expect(below.some((r) => r.cells[0] === en.settledRule)).toBe(true);
    expect(
      sheets['movements.xlsx']!.rows.flatMap((r) => r.cells).some(
        (c) => typeof c === 'object' && c !== null && 'formula' in c,
      ),
    ).toBe(false);
  });

  it.each(['movements.xlsx', 'balance.xlsx'])('%s: the summary reconciles as read back', (name) => {
    expect(reconciledBlocks(sheets[name]!)).toBeGreaterThan(0);
    expect(texts(sheets[name]!).some((t) => t.startsWith('Could not reconcile'))).toBe(false);
  });

  it('the journal records each export’s language; History says it with the format', async () => {
    const entries = data(await h.api.journal.list({})).entries.filter((e) => e.action === 'export');
    const xlsx = entries.filter((e) => e.identifiers.formato === 'Excel (.xlsx)');
    expect(xlsx).toHaveLength(2);
    for (const entry of xlsx) expect(entry.identifiers.idioma).toBe('en');
  });

  it('the CSVs stay pt-BR: refused in English with words saying so, nothing written, nothing journaled', async () => {
    const before = data(await h.api.journal.list({})).entries.length;
    for (const format of ['excel-br', 'rfc4180'] as const) {
      target.path = join(dir, `english-${format}.csv`);
      const refused = await h.api.export.file({ kind: 'movements', format, path: movementsPath, language: 'en' });
      expect(refused).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
      expect(JSON.stringify(refused)).toContain('export.csvOnlyPortuguese');
      expect(existsSync(target.path)).toBe(false);
    }
    expect(data(await h.api.journal.list({})).entries.length).toBe(before);
  });
});
