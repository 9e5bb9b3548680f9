/**
 * The statements through IPC, against the embedded sandbox, opened by what the
 * customer opens them with:
 * - LibreOffice Calc (headless soffice, pt-BR import) converts the .xlsx and
 *   the Excel-Brasil CSV to flat ODS, read back: identifiers keep their zeros
 *   in the .xlsx, amounts are numbers, dates are dates, accents intact, no
 *   formula anywhere; and what CSV cannot do without the import dialog's
 *   "Texto" column type is shown, not hidden;
 * - poppler reads the PDF: rows, totals, page count ("página X de Y") and the
 *   sandbox mark; page 1 is kept as docs/screenshots/10-extrato-pdf.png (rewritten
 *   with BALCAO_UPDATE_SCREENSHOTS=1).
 * soffice starts slowly: every file of a kind is converted in one invocation.
 * Skipped, with the reason, only where soffice / Chromium / poppler are absent
 * (CI installs them: .ci/run).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskCpf } from '../../../src-shared/cpf';
import { errorText } from '../../../src-renderer/i18n/error-text';
import ExcelJS from 'exceljs';
import { formatMoney, formatQuota } from '../../../src-shared/format/display';
import type { ApiResult } from '../../../src-shared/contract';
import { chromiumAvailable } from '../../harness/chromium';
import { type ChromiumStatementPrinter, chromiumStatementPrinter } from '../../harness/chromium-statement-printer';
import { data, type IpcHarness, startIpcHarness } from '../../support/ipc-harness';
import { demoWorld } from '../../support/sandbox-fixture';
import { keepPdfPageAsReadmePicture, readmePictureWanted } from '../../support/readme-picture';
import { picks } from '../../support/world-picks';

interface SummaryTextLine {
  label: string;
  cents: bigint | undefined;
  quotaUnits: bigint | undefined;
}

const SUMMARY_LABEL =
  /^\s*(Saldo inicial|Contribuições e aportes|Resgates e benefícios|Transferências e portabilidades de (?:entrada|saída)|Rentabilidade \(|Ajustes, taxas e outros|Variação do valor da cota|Saldo final)/;

/** "-R$ 1.234,56" → -123456n; "1.234,567891" → units of 10⁻⁸ quota. */
const centsOfText = (text: string) => BigInt(text.replace(/[R$\s.\u00a0]/g, '').replace(',', ''));
function quotaUnitsOfText(text: string): bigint {
  const [whole = '0', fraction = ''] = text.replace(/\./g, '').split(',');
  const negative = whole.startsWith('-');
  const units = BigInt(whole.replace('-', '')) * 100_000_000n + BigInt(fraction.padEnd(8, '0').slice(0, 8));
  return negative ? -units : units;
}

/** The summary blocks of a statement as pdftotext -layout writes them: each block's lines up to its "Saldo final". */
function summaryOfText(text: string): SummaryTextLine[][] {
  const blocks: SummaryTextLine[][] = [];
  let block: SummaryTextLine[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\u00a0/g, ' ');
    const label = SUMMARY_LABEL.exec(line);
    if (!label) continue;
    const money = /(-?R\$ [\d.]+,\d{2})(?:\s+(-?[\d.]+,\d+))?\s*$/.exec(line);
    block.push({
      label: label[1]!,
      cents: money ? centsOfText(money[1]!) : undefined,
      quotaUnits: money?.[2] ? quotaUnitsOfText(money[2]) : undefined,
    });
    if (label[1] === 'Saldo final') {
      blocks.push(block);
      block = [];
    }
  }
  return blocks;
}

/** Each block: opening + every other line = closing, in R$ and in quotas; the certificate's balances are the funds' sums. */
function expectReconciled(blocks: SummaryTextLine[][]): void {
  for (const block of blocks) {
    const opening = block.find((l) => l.label.startsWith('Saldo inicial'));
    const closing = block.find((l) => l.label.startsWith('Saldo final'));
    expect(opening?.cents).toBeTypeOf('bigint');
    expect(closing?.cents).toBeTypeOf('bigint');
    const rest = block.filter((l) => l !== opening && l !== closing);
    expect(rest.reduce((t, l) => t + (l.cents ?? 0n), opening!.cents!)).toBe(closing!.cents);
    if (opening!.quotaUnits !== undefined)
      expect(rest.reduce((t, l) => t + (l.quotaUnits ?? 0n), opening!.quotaUnits)).toBe(closing!.quotaUnits);
  }
  if (blocks.length > 1) {
    // The certificate's block: each of its balances is the funds' sum.
    const funds = blocks.slice(0, -1);
    const total = blocks.at(-1)!;
    for (const what of ['Saldo inicial', 'Saldo final'])
      expect(total.find((l) => l.label.startsWith(what))!.cents).toBe(
        funds.reduce((t, b) => t + b.find((l) => l.label.startsWith(what))!.cents!, 0n),
      );
  }
}

const has = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
const SOFFICE = has('soffice');
/** The README's picture of the movements .xlsx as LibreOffice Calc prints it. */
const XLSX_PICTURE = '15-planilha-libreoffice.png';
const PT_BR_CALC = `<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Setup/L10N"><prop oor:name="ooSetupSystemLocale" oor:op="fuse"><value>pt-BR</value></prop></item>
</oor:items>
`;
const POPPLER = has('pdftotext') && has('pdfinfo') && has('pdftoppm');
const CHROMIUM = chromiumAvailable();

const p = picks(demoWorld());
const cpf = p.pensionHolder.cliente.cpf;
const certificate = p.pensionCertificate.numeroCertificado;
const movementsPath = { idcliente: cpf, idcertificado: certificate };
const balancePath = { ...movementsPath, idcobertura: p.coverage.codigo, idfundo: p.fund.codigo };

/** One table cell of a flat ODS file, repeated cells expanded. */
interface OdsCell {
  type: string | undefined;
  value: string | undefined;
  text: string;
  formula: boolean;
}

function odsText(xml: string): string {
  return xml
    .replace(/<text:s text:c="(\d+)"\/>/g, (_, n: string) => ' '.repeat(Number(n)))
    .replace(/<text:s\/>/g, ' ')
    .replace(/<text:tab\/>/g, '\t')
    .replace(/<\/text:p>\s*<text:p[^>]*>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}

/** The first sheet of a .fods file as rows of cells (trailing empty repeats cut). */
function readFods(file: string): OdsCell[][] {
  const xml = readFileSync(file, 'utf8');
  const table = xml.slice(xml.indexOf('<table:table '), xml.indexOf('</table:table>'));
  const rows: OdsCell[][] = [];
  for (const [, rowXml] of table.matchAll(/<table:table-row[^>]*?(?:\/>|>([\s\S]*?)<\/table:table-row>)/g)) {
    const cells: OdsCell[] = [];
    for (const m of (rowXml ?? '').matchAll(/<table:table-cell([^>]*?)(?:\/>|>([\s\S]*?)<\/table:table-cell>)/g)) {
      const attrs = m[1] ?? '';
      const repeat = Math.min(Number(/table:number-columns-repeated="(\d+)"/.exec(attrs)?.[1] ?? 1), 64);
      const cell: OdsCell = {
        type: /office:value-type="(\w+)"/.exec(attrs)?.[1],
        value: /office:(?:date-)?value="([^"]*)"/.exec(attrs)?.[1],
        text: odsText(m[2] ?? ''),
        formula: attrs.includes('table:formula'),
      };
      for (let i = 0; i < repeat; i++) cells.push(cell);
    }
    rows.push(cells);
  }
  return rows;
}

function soffice(outdir: string, files: string[], infilter?: string, format = 'fods'): void {
  const profile = `file://${join(outdir, 'lo-profile')}`;
  execFileSync(
    'soffice',
    [
      `-env:UserInstallation=${profile}`,
      '--headless',
      ...(infilter ? [`--infilter=${infilter}`] : []),
      '--convert-to',
      format,
      '--outdir',
      outdir,
      ...files,
    ],
    {
      stdio: 'ignore',
      timeout: 180_000,
    },
  );
}

describe.skipIf(!CHROMIUM)('statements through IPC: names, formats, journal, print', () => {
  let h: IpcHarness;
  let printer: ChromiumStatementPrinter;
  const target = { path: '' };
  beforeAll(async () => {
    printer = chromiumStatementPrinter();
    h = await startIpcHarness({ savePath: () => target.path, statementPrinter: printer });
    await h.login();
  });
  afterAll(async () => {
    await h?.stop();
    await printer?.close();
  });

  it('each format gets its own suggested name and the save dialog offers the formats, the chosen one first', async () => {
    target.path = '';
    for (const format of ['xlsx', 'excel-br', 'rfc4180', 'pdf'] as const) {
      expect(await h.api.export.file({ kind: 'movements', format, path: movementsPath })).toMatchObject({
        ok: false,
        error: { code: 'cancelled' },
      });
    }
    expect(await h.api.export.file({ kind: 'history', format: 'xlsx', filter: {} })).toMatchObject({ ok: false });
    const dialogs = h.ports.saveDialogs;
    const names = dialogs.slice(0, 4).map((d) => d.defaultName);
    expect(new Set(names).size).toBe(4);
    expect(names[0]).toMatch(new RegExp(`^movimentacoes-${certificate}-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`));
    expect(names[1]).toMatch(/-excel-brasil\.csv$/);
    expect(names[2]).toMatch(/-padrao\.csv$/);
    expect(names[3]).toMatch(/^extrato-movimentacoes-.*\.pdf$/);
    expect(dialogs[1]!.fileTypes.map((t) => t.extensions[0])).toEqual(['csv', 'xlsx', 'csv', 'pdf']);
    // History does not print: three table formats only.
    expect(dialogs[4]!.fileTypes.map((t) => t.extensions[0])).toEqual(['xlsx', 'csv', 'csv']);
  });

  it('the extension the employee picks in the dialog decides the format, and each is journaled with it', async () => {
    target.path = join(h.userDataDir, 'escolhido.xlsx');
    const result = data(await h.api.export.file({ kind: 'movements', format: 'excel-br', path: movementsPath }));
    expect(result).toMatchObject({ format: 'xlsx', fileName: 'escolhido.xlsx' });
    expect(readFileSync(target.path).subarray(0, 2).toString()).toBe('PK');
    const entry = data(await h.api.journal.list({ actions: ['export'] })).entries[0]!;
    expect(entry).toMatchObject({
      id: result.journalEntryId,
      status: 'succeeded',
      title: 'Exportação Excel (.xlsx): Movimentações financeiras',
      identifiers: { formato: 'Excel (.xlsx)' },
    });
    expect(entry.customerCpfMasked).toBe(maskCpf(cpf));
  });

  it('a table that does not print refuses PDF with the reason, before any dialog', async () => {
    const before = h.ports.saveDialogs.length;
    const refused = await h.api.export.file({ kind: 'income', format: 'pdf', path: movementsPath });
    expect(refused).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
    if (refused.ok) return;
    expect(errorText(refused.error, 'pt-BR')).toContain('.xlsx');
    expect(errorText(refused.error, 'en')).toContain('.xlsx');
    expect(h.ports.saveDialogs.length).toBe(before);
  });

  it('"Imprimir" sends the same statement to the print dialog (in the harness: rendered, no dialog) and journals it; closing the dialog is recorded too', async () => {
    const sent = data(await h.api.export.print({ kind: 'movements', path: movementsPath }));
    expect(sent.outcome).toBe('sent');
    expect(printer.printJobs).toHaveLength(1);
    expect(printer.printJobs[0]!.subarray(0, 5).toString()).toBe('%PDF-');
    printer.printAnswer.value = false;
    const closed = data(await h.api.export.print({ kind: 'balance', path: balancePath }));
    printer.printAnswer.value = true;
    expect(closed.outcome).toBe('cancelled');
    const [cancelled, printed] = data(await h.api.journal.list({ actions: ['export'] })).entries;
    expect(printed).toMatchObject({
      id: sent.journalEntryId,
      status: 'succeeded',
      title: 'Impressão: Extrato de movimentações',
    });
    expect(cancelled).toMatchObject({
      id: closed.journalEntryId,
      status: 'failed',
      title: 'Impressão: Saldo e rentabilidade',
      result: { said: [{ code: 'print.cancelledInDialog', params: {} }] },
    });
    // The first statement rendered starts Chromium: slow on a loaded machine.
  }, 120_000);
});

describe.skipIf(!CHROMIUM || !SOFFICE || !POPPLER)(
  'real consumers: LibreOffice Calc (pt-BR) and poppler read what Balcão writes',
  () => {
    let h: IpcHarness;
    let printer: ChromiumStatementPrinter;
    let dir: string;
    let movements: ApiResult<'op12'>;
    const target = { path: '' };

    beforeAll(async () => {
      printer = chromiumStatementPrinter();
      h = await startIpcHarness({ savePath: () => target.path, statementPrinter: printer });
      await h.login();
      dir = join(h.userDataDir, 'consumers');
      mkdirSync(dir, { recursive: true });
      movements = data(await h.api.pension.listFinancialMovements({ path: movementsPath })).data;
      const save = async (name: string, request: Parameters<IpcHarness['api']['export']['file']>[0]) => {
        target.path = join(dir, name);
        data(await h.api.export.file(request));
      };
      await save('movimentacoes.xlsx', {
        kind: 'movements',
        format: 'xlsx',
        path: movementsPath,
        sort: { column: 'dataMovimento', direction: 'asc' },
      });
      await save('saldo.xlsx', { kind: 'balance', format: 'xlsx', path: balancePath });
      await save('movements-en.xlsx', {
        kind: 'movements',
        format: 'xlsx',
        path: movementsPath,
        sort: { column: 'dataMovimento', direction: 'asc' },
        language: 'en',
      });
      await save('historico.xlsx', { kind: 'history', format: 'xlsx', filter: {} });
      await save('movimentacoes-excel-brasil.csv', {
        kind: 'movements',
        format: 'excel-br',
        path: movementsPath,
        sort: { column: 'dataMovimento', direction: 'asc' },
      });
      await save('extrato.pdf', {
        kind: 'movements',
        format: 'pdf',
        path: movementsPath,
        sort: { column: 'dataMovimento', direction: 'asc' },
      });
      await save('saldo.pdf', { kind: 'balance', format: 'pdf', path: balancePath });
      // One soffice run per import filter: the .xlsx files as they are; the CSV as Calc pt-BR imports it
      // (; separator, " quotes, UTF-8, from line 1, standard columns, pt-BR, detect special numbers)…
      soffice(
        dir,
        ['movimentacoes.xlsx', 'saldo.xlsx', 'historico.xlsx', 'movements-en.xlsx'].map((f) => join(dir, f)),
      );
      soffice(dir, [join(dir, 'movimentacoes-excel-brasil.csv')], 'CSV:59,34,76,1,,1046,false,true');
      // …and as the employee imports it choosing "Texto" for the identifier columns (4, 5, 8, 16): what CSV allows.
      copyFileSync(join(dir, 'movimentacoes-excel-brasil.csv'), join(dir, 'como-texto.csv'));
      soffice(dir, [join(dir, 'como-texto.csv')], 'CSV:59,34,76,1,4/2/5/2/8/2/16/2,1046,false,true');
      // The README's picture of the .xlsx is Calc's own print of it (page 1: the summary above the rows).
      if (readmePictureWanted(XLSX_PICTURE)) {
        // Calc set to pt-BR, as at the branch (its profile says so: this machine has no pt_BR system locale).
        mkdirSync(join(dir, 'printed', 'lo-profile', 'user'), { recursive: true });
        writeFileSync(join(dir, 'printed', 'lo-profile', 'user', 'registrymodifications.xcu'), PT_BR_CALC);
        soffice(join(dir, 'printed'), [join(dir, 'movimentacoes.xlsx')], undefined, 'pdf');
        keepPdfPageAsReadmePicture(join(dir, 'printed', 'movimentacoes.pdf'), XLSX_PICTURE, 110);
      }
    }, 600_000);

    afterAll(async () => {
      await h?.stop();
      await printer?.close();
    });

    const sorted = () => [...movements].sort((a, b) => (a.dataMovimento ?? '').localeCompare(b.dataMovimento ?? ''));

    function table(file: string): { header: string[]; body: OdsCell[][]; all: OdsCell[][] } {
      const all = readFods(join(dir, file));
      const at = all.findIndex((row) => ['Data', 'Data/hora', 'Date'].includes(row[0]?.text ?? ''));
      // The rows run to the first blank row; the totals block (D410) comes after it.
      const after = all.slice(at + 1);
      const blank = after.findIndex((r) => !r.some((c) => c.type !== undefined));
      return {
        header: all[at]!.map((c) => c.text),
        body: blank < 0 ? after : after.slice(0, blank),
        all,
      };
    }

    it('.xlsx in Calc: identifiers keep their zeros, amounts are numbers, dates are dates, accents intact, no formula', () => {
      const { header, body, all } = table('movimentacoes.fods');
      const col = (name: string) => header.indexOf(name);
      const source = sorted();
      expect(body).toHaveLength(source.length);
      expect(all.flat().some((c) => c.formula)).toBe(false);
      // Under the rows, after a blank row, the totals of the rows listed (D410).
      expect(all.flat().some((c) => c.text.startsWith('Movimentações listadas:'))).toBe(true);
      // The heading block: what, whose (CPF masked), issued by whom, the sandbox mark.
      const headingText = all
        .slice(0, 7)
        .map((r) => r[0]?.text ?? '')
        .join('\n');
      expect(headingText).toContain('Movimentações financeiras');
      expect(headingText).toContain(`CPF ${maskCpf(cpf)}`);
      // Issued by the employee's name (as the service gave it at sign-in) and login.
      const employee = demoWorld().users.find((u) => u.username === 'atendente')!.name;
      expect(headingText).toContain(`por ${employee} (login atendente)`);
      expect(headingText).toContain('SANDBOX — sem valor');
      for (const [i, m] of source.entries()) {
        const row = body[i]!;
        expect(row[col('Identificação')]).toMatchObject({ type: 'string', text: m.indentificacaoMovimento ?? '' });
        expect(row[col('Certificado')]).toMatchObject({ type: 'string', text: certificate });
        expect(row[col('Descrição')]!.text).toBe(
          (m.descricaoMovimento ?? '').trim() === '' ? '' : m.descricaoMovimento,
        );
        expect(row[col('Data')]).toMatchObject({ type: 'date', value: m.dataMovimento!.slice(0, 10) });
        if (typeof m.valorMovimento === 'number') {
          expect(row[col('Valor (R$)')]!.type).toBe('currency' === row[col('Valor (R$)')]!.type ? 'currency' : 'float');
          expect(Number(row[col('Valor (R$)')]!.value)).toBeCloseTo(m.valorMovimento, 10);
        }
      }
      // Certificates start with zeros: they survived as text.
      expect(certificate.startsWith('0')).toBe(true);
    });

    it('the English .xlsx in Calc (D625): every row, dates as dates on the service’s day, amounts as numbers, no formula', () => {
      const { header, body, all } = table('movements-en.fods');
      const source = sorted();
      expect(body).toHaveLength(source.length);
      expect(all.flat().some((c) => c.formula)).toBe(false);
      expect(all.flat().some((c) => c.text.startsWith('Movements listed:'))).toBe(true);
      for (const [i, m] of source.entries()) {
        const row = body[i]!;
        expect(row[header.indexOf('Date')]).toMatchObject({ type: 'date', value: m.dataMovimento!.slice(0, 10) });
        if (typeof m.valorMovimento === 'number')
          expect(Number(row[header.indexOf('Value (R$)')]!.value)).toBeCloseTo(m.valorMovimento, 10);
      }
    });

    it('.xlsx of the balance and of the History open too: dates as dates, no formula', () => {
      const balance = table('saldo.fods');
      expect(balance.body.length).toBeGreaterThan(0);
      expect(balance.body.every((r) => r[balance.header.indexOf('Data')]?.type === 'date')).toBe(true);
      expect(balance.all.flat().some((c) => c.formula)).toBe(false);
      const history = table('historico.fods');
      expect(history.body.length).toBeGreaterThan(0);
      expect(history.body.every((r) => r[0]?.type === 'date')).toBe(true);
    });

    it('Excel-Brasil CSV in Calc pt-BR: amounts are numbers, dates are dates, accents intact, no formula; identifiers need the "Texto" column type (what CSV cannot say)', () => {
      const plain = table('movimentacoes-excel-brasil.fods');
      const asText = table('como-texto.fods');
      const source = sorted();
      for (const t of [plain, asText]) {
        expect(t.body).toHaveLength(source.length);
        expect(t.all.flat().some((c) => c.formula)).toBe(false);
        const col = (name: string) => t.header.indexOf(name);
        for (const [i, m] of source.entries()) {
          expect(t.body[i]![col('Data')]).toMatchObject({ type: 'date', value: m.dataMovimento!.slice(0, 10) });
          if (typeof m.valorMovimento === 'number')
            expect(Number(t.body[i]![col('Valor (R$)')]!.value)).toBeCloseTo(m.valorMovimento, 10);
        }
      }
      expect(plain.header).toContain('Descrição');
      const certCol = plain.header.indexOf('Certificado');
      // Without the import dialog's choice the zeros are gone: documented (D122), the menu points to .xlsx.
      expect(plain.body[0]![certCol]).toMatchObject({ type: 'float', text: String(Number(certificate)) });
      expect(asText.body[0]![asText.header.indexOf('Certificado')]).toMatchObject({
        type: 'string',
        text: certificate,
      });
    });

    it('the PDF statement: every row, the totals, "página X de Y" on each page, the sandbox mark; page 1 kept as a picture', () => {
      const pdf = join(dir, 'extrato.pdf');
      const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [pdf], { encoding: 'utf8' }))?.[1]);
      const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
      const source = sorted();
      expect(pages).toBeGreaterThanOrEqual(1);
      for (let page = 1; page <= pages; page++) expect(text).toContain(`página ${page} de ${pages}`);
      expect(text).toContain('Extrato de movimentações');
      expect(text).toContain('SANDBOX — sem valor');
      expect(text).toContain(`CPF ${maskCpf(cpf)}`);
      expect(text).not.toContain(cpf);
      // Every row: one line per movement starting with its date, in order.
      const dated = text
        .split('\n')
        .filter((line) => /^\s*\d{2}\/\d{2}\/\d{4}\s/.test(line) && !line.includes('Emitido'));
      expect(dated).toHaveLength(source.length);
      expect(dated.map((l) => l.trim().slice(0, 10))).toEqual(
        source.map((m) => m.dataMovimento!.slice(0, 10).split('-').reverse().join('/')),
      );
      // Totals: count, and per type the processed movements' values, in cents; never a bare sum of signed values; the rule written.
      const contributions = source.filter(
        (m) => m.tipoMovimento === 'CONTRIBUICAO' && m.statusMovimento === 'PROCESSADO',
      );
      const cents = contributions.reduce(
        (sum, m) => sum + (typeof m.valorMovimento === 'number' ? Math.round(m.valorMovimento * 100) : 0),
        0,
      );
      // (the watermark's letters may fall between a label and its figure in pdftotext's layout)
      expect(text).toMatch(
        new RegExp(`Movimentações[^\\d]{0,400}${source.length.toLocaleString('pt-BR').replace('.', '\\.')}\\b`),
      );
      expect(text.replace(/\u00a0/g, ' ')).toContain(formatMoney(cents / 100).replace(/\u00a0/g, ' '));
      expect(text).toContain('Os totais por tipo somam só as movimentações processadas');
      expect(text).not.toContain('Soma dos valores');
      expect(text).not.toMatch(/\b(PENDENTE|PROCESSADO)\b/);
      // The header row repeats on every page (page 1 may hold only the summary); a long heading wraps in its cell
      // (D400), so the row is found by its first columns.
      expect(text.match(/^\s*Data\s+Tipo\s+Descrição/gm)?.length).toBeGreaterThanOrEqual(pages - 1);

      keepPdfPageAsReadmePicture(pdf, '10-extrato-pdf.png');
    });

    it('the PDF summary reconciles as read back: opening + settled movements + change of quota value = closing, per fund and in total', () => {
      for (const file of ['extrato.pdf', 'saldo.pdf']) {
        const text = execFileSync('pdftotext', ['-layout', join(dir, file), '-'], { encoding: 'utf8' });
        const blocks = summaryOfText(text);
        expect(blocks.length).toBeGreaterThan(0);
        expect(text).not.toContain('Não foi possível conciliar');
        expectReconciled(blocks);
      }
    });

    it('the .xlsx summary reconciles as read back (exceljs): figures are numbers, opening + movements = closing per fund and in total', async () => {
      for (const file of ['movimentacoes.xlsx', 'saldo.xlsx']) {
        const book = new ExcelJS.Workbook();
        await book.xlsx.readFile(join(dir, file));
        const lines: string[] = [];
        book.worksheets[0]!.eachRow((row) => {
          const [label, reais, quotas] = [1, 2, 3].map((c) => row.getCell(c).value);
          if (typeof label !== 'string' || !SUMMARY_LABEL.test(label)) return;
          expect(typeof reais).toBe('number');
          // Back to the PDF's words, so one reader checks both documents.
          const money = formatMoney(reais as number);
          lines.push(`${label}  ${money}${typeof quotas === 'number' ? `  ${formatQuota(quotas)}` : ''}`);
        });
        const blocks = summaryOfText(lines.join('\n'));
        expect(blocks.length).toBeGreaterThan(0);
        expectReconciled(blocks);
      }
    });

    it('the balance PDF carries the fund’s profitability and its totals', () => {
      const text = execFileSync('pdftotext', ['-layout', join(dir, 'saldo.pdf'), '-'], { encoding: 'utf8' });
      expect(text).toContain('Saldo e rentabilidade');
      expect(text).toContain('Rentabilidade acumulada do fundo');
      expect(text).toContain('Os totais por tipo somam só as movimentações processadas');
      expect(text).not.toContain('Soma dos valores');
      expect(text).toMatch(/página 1 de \d+/);
    });
  },
);
