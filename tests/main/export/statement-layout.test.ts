/**
 * The statements' layout (D400), read with poppler's word boxes (`pdftotext -bbox-layout`): the movements statement
 * and "Saldo e rentabilidade" (every fund of the certificate, D401), at 1, 85, 1,000 and 5,000 rows, with the widest
 * values the contract allows (descriptions of hundreds of characters with words longer than a column, codes no list
 * knows, the longest fund codes and names, amounts and quotas at the largest exact size with every decimal, negative)
 * and with generated values over the whole range of a number: no two words overlap and every word lies inside the
 * page's printable area, in pt-BR and in English (D571: other words and separators, other widths). Each document is
 * rendered once and every page read in one pdftotext call.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BalanceRow, MovementRow } from '../../../src-main/export/export-columns';
import { SMALLEST_FONT_PT, TABLE_FONT_PT } from '../../../src-main/export/pdf/column-widths';
import { statementHtml } from '../../../src-main/export/pdf/statement-document';
import {
  type BalanceFund,
  balanceStatement,
  movementsStatement,
} from '../../../src-main/export/pdf/statement-documents';
import { type StatementContext, statementHeading } from '../../../src-main/export/statement-heading';
import { movementsSummary, summaryBlocks, summaryNotes } from '../../../src-main/export/statement-summary';
import { STATEMENT_COMPANY_MAX_CHARS } from '../../../src-shared/statement-company';
import type { Language } from '../../../src-shared/words/dictionary';
import { chromiumAvailable } from '../../harness/chromium';
import { type ChromiumStatementPrinter, chromiumStatementPrinter } from '../../harness/chromium-statement-printer';
import { a4Area, outside, overlaps, POPPLER, type Word, words } from '../../support/pdf-word-boxes';

const CHROMIUM = chromiumAvailable();
/** The statement's @page margins: 14 mm top, 12 mm sides, 16 mm bottom. */
const AREA = a4Area({ top: 14, right: 12, bottom: 16, left: 12 });

/** The largest amounts and quotas a double holds to the cent and to 10⁻⁸ quota. */
const WIDEST_REAIS = -90_071_992_547_409.9;
const WIDEST_QUOTAS = -9_007_199.25474099;
const LONG_WORD = 'Transferênciaentrefundosdomesmocertificadosemespaçonenhum'.repeat(2);
const LONG_TEXT = `${LONG_WORD} ${'contribuição mensal programada do participante '.repeat(6)}`;
const FUND_CODE = 'F'.repeat(20);
const COVERAGE = 'C'.repeat(20);

const HEADING: StatementContext = {
  title: 'Extrato',
  company: 'Companhia Seguradora Brasileira de Previdência e Capitalização '
    .repeat(2)
    .slice(0, STATEMENT_COMPANY_MAX_CHARS),
  customerName: 'Patrícia Luiza Ribeiro de Albuquerque Cavalcanti '.repeat(4).slice(0, 200),
  cpf: '52998224725',
  identifiers: { Certificado: '000000925108', Cobertura: COVERAGE, Fundo: FUND_CODE },
  filters: ['de 01/01/2015 a 26/11/2026', `texto: ${LONG_WORD}`],
  issuedAt: new Date('2026-11-27T10:00:00Z'),
  user: 'u'.repeat(30),
  userName: 'Maria '.repeat(10).trim(),
  environment: 'production',
};
const heading = statementHeading(HEADING);
/** The same statements in English (D571): other words, other widths, other separators. */
const HEADINGS = { 'pt-BR': heading, en: statementHeading({ ...HEADING, title: 'Statement', language: 'en' }) };
/** The widest values as each language writes them. */
const WIDEST_TEXT = {
  'pt-BR': { reais: '90.071.992.547.409,90', quotas: '-9.007.199,25474099', quotaValue: '-9.007.199,25474098' },
  en: { reais: '90,071,992,547,409.90', quotas: '-9,007,199.25474099', quotaValue: '-9,007,199.25474098' },
};

interface Values {
  valor: number;
  cotas: number;
  saldo: number;
  valorCota: number;
  description: string;
  type: string;
  status: string;
}

const WIDEST: Values = {
  valor: WIDEST_REAIS,
  cotas: WIDEST_QUOTAS,
  saldo: WIDEST_QUOTAS,
  valorCota: -9_007_199.25474098,
  description: LONG_TEXT,
  type: 'TIPO DE MOVIMENTO QUE NENHUMA LISTA CONHECE',
  status: 'PENDENTE',
};

/**
 * The i-th row's values: the widest on every `every`-th row, the rest ordinary ones, as a statement mixes them
 * (sparser at 5,000 rows, which keeps the longest statement's page count what a real one has).
 */
function valuesAt(i: number, every = 7): Values {
  if (i % every === 0) return WIDEST;
  const types = ['CONTRIBUICAO', 'RESGATE', 'TRANSFERENCIA', 'RENTABILIDADE', 'PORTABILIDADE'];
  return {
    valor: ((i * 7919) % 100_000) / 100 - 300,
    cotas: ((i * 104_729) % 10_000_000) / 1e6,
    saldo: ((i * 15_485_863) % 1e9) / 1e5,
    valorCota: 1 + ((i * 31) % 1000) / 997,
    description: i % (every * 3) === 3 ? LONG_TEXT.slice(0, 40 + (i % 200)) : 'Contribuição mensal',
    type: types[i % types.length]!,
    status: ['PROCESSADO', 'PENDENTE', 'CANCELADO'][i % 3]!,
  };
}

/** The i-th row's day: 5,000 rows spread from 2015 to 2026, in order. */
const day = (i: number) =>
  new Date(Date.UTC(2015, 0, 1) + Math.floor((i * 4_383) / 5_000) * 86_400_000).toISOString().slice(0, 10);

function movement(i: number, v: Values): MovementRow {
  return {
    numeroCertificado: '000000925108',
    tipoCobertura: COVERAGE,
    codigoTipoConta: null,
    descricaoNomeConta: null,
    codigoFundo: i % 2 === 0 ? FUND_CODE : `FUNDO-${i % 5}`,
    indentificacaoMovimento: String(i),
    tipoMovimento: v.type,
    tipoContribuicao: null,
    statusMovimento: v.status,
    codigoMovimento: String(i),
    descricaoMovimento: v.description,
    dataMovimento: `${day(i)}T10:00:00-03:00`,
    valorMovimento: v.valor,
    quantidadeCotasMovimento: v.cotas,
    valorNominal: v.valor,
    dataOriginal: null,
    saldoMovimentoCota: v.saldo,
  } as MovementRow;
}

function entry(i: number, v: Values): BalanceRow {
  return {
    numeroCertificado: '000000925108',
    identificacaoMovimento: String(i),
    tipoMovimento: v.type,
    codigoMovimento: String(i),
    descricaoMovimento: v.description,
    dataMovimento: `${day(i)}T10:00:00-03:00`,
    valorMovimento: v.valor,
    quantidadeCotasMovimento: v.cotas,
    dataOriginal: null,
    valorNominal: v.valor,
    dataConversaoCota: day(i),
    valorConversaoCota: v.valorCota,
    saldoMovimentoCota: v.saldo,
  } as BalanceRow;
}

/** Generated by the property below (seed 470165572): a fund's balance of about R$ 1.8 × 10^23, past 2^53 centavos. */
const BEYOND_2_53: Values[] = [
  {
    valor: 6.38743996,
    cotas: -2.2e-7,
    saldo: 176565534.68719724,
    valorCota: 999999999999997.8,
    description: '',
    type: 'aaWç',
    status: 'QUALQUER SITUAÇÃO',
  },
  {
    valor: -0,
    cotas: -999999999999998.6,
    saldo: 0,
    valorCota: -1.7e-7,
    description: '',
    type: '/-aç',
    status: 'PENDENTE',
  },
  {
    valor: 0,
    cotas: -0,
    saldo: 0.40646356,
    valorCota: 2.3e-7,
    description: 'ÃÃ',
    type: '',
    status: 'QUALQUER SITUAÇÃO',
  },
];

const LONG_FUND_NAME = `Fundo de Investimento Multimercado Previdenciário Crédito Privado Longo Prazo ${LONG_WORD}`;

/** `count` entries over up to three funds (one fund for fewer than three), the funds named at their longest. */
function balanceFunds(count: number, make: (i: number) => BalanceRow): BalanceFund[] {
  const funds = Math.min(3, count);
  return Array.from({ length: funds }, (_, f) => ({
    cobertura: COVERAGE,
    fundo: f === 0 ? FUND_CODE : `${FUND_CODE.slice(0, 18)}-${f}`,
    entries: Array.from({ length: Math.ceil((count - f) / funds) }, (_, k) => make(k * funds + f)),
    profitability: {
      apelidoFundo: LONG_FUND_NAME,
      dataCota: '2026-11-26',
      valorDia: -123_456_789.12,
      valorMesCorrente: 0.12,
      valorMesAnterior: -0.5,
      valorNoAno: 10.5,
      valorUltimos12Meses: 12,
      valorUltimos24Meses: 24,
      valorUltimos36Meses: -36,
    },
  }));
}

function movementsDocument(rows: readonly MovementRow[], language: Language = 'pt-BR') {
  return movementsStatement(HEADINGS[language], rows, {
    summary: summaryBlocks(movementsSummary(rows, {}, new Map(), language), language),
    summaryNotes: summaryNotes({ text: LONG_WORD }, language),
  });
}

const CASES = (['pt-BR', 'en'] as const).flatMap((language) =>
  [1, 85, 1_000, 5_000].map((count) => [language, count] as const),
);

describe.skipIf(!CHROMIUM || !POPPLER)('the statements’ layout, by poppler’s word boxes', { timeout: 900_000 }, () => {
  let printer: ChromiumStatementPrinter;
  let dir: string;
  let n = 0;
  beforeAll(() => {
    printer = chromiumStatementPrinter();
    dir = mkdtempSync(join(tmpdir(), 'balcao-statement-layout-'));
  });
  afterAll(async () => {
    await printer?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function render(html: string): Promise<Word[]> {
    const file = join(dir, `s${++n}.pdf`);
    writeFileSync(file, await printer.toPdf(html));
    return words(file);
  }

  function expectLaidOut(all: readonly Word[], rows: number): void {
    expect(all.length).toBeGreaterThan(rows);
    expect(overlaps(all)).toEqual([]);
    expect(outside(all, AREA)).toEqual([]);
  }

  it.each(CASES)(
    'the movements statement in %s, %i rows: no overlap, nothing outside the page',
    async (language, count) => {
      const every = count >= 5_000 ? 100 : 7;
      const rows = Array.from({ length: count }, (_, i) => movement(i, valuesAt(i, every)));
      const all = await render(statementHtml(movementsDocument(rows, language)));
      expectLaidOut(all, count);
      const text = all.map((w) => w.text).join(' ');
      // The widest values are there whole, each on one line.
      expect(text).toContain(WIDEST_TEXT[language].reais);
      expect(text).toContain(WIDEST_TEXT[language].quotas);
    },
  );

  it.each(CASES)(
    '"Saldo e rentabilidade" of every fund in %s, %i rows: no overlap, nothing outside the page',
    async (language, count) => {
      const every = count >= 5_000 ? 100 : 7;
      const funds = balanceFunds(count, (i) => entry(i, valuesAt(i, every)));
      const all = await render(statementHtml(balanceStatement({ ...HEADINGS[language], title: 'Saldo' }, funds)));
      expectLaidOut(all, count);
      const text = all.map((w) => w.text).join(' ');
      expect(text).toContain(WIDEST_TEXT[language].quotas);
      expect(text).toContain(WIDEST_TEXT[language].quotaValue);
    },
  );

  /** The document with its rows table repeated at every font size the columns can choose, 0.02 pt apart. */
  function atEveryTableSize(html: string): { html: string; tables: number } {
    const table = /<table class="rows" style="font-size:[\d.]+pt">[\s\S]*?<\/table>/.exec(html)![0];
    const sizes: string[] = [];
    for (let hundredths = SMALLEST_FONT_PT * 100; hundredths <= TABLE_FONT_PT * 100; hundredths += 2)
      sizes.push(table.replace(/font-size:[\d.]+pt/, `font-size:${(hundredths / 100).toFixed(2)}pt`));
    return { html: html.replace(table, sizes.join('')), tables: sizes.length };
  }

  it('at every table font size, a cell wrapped over several lines never overprints itself', async () => {
    // Line boxes are whole pixels while a glyph's box is not: at some sizes a line height rounded down stood closer
    // than the font's own height (found by the property below with seed -23367899, at about 7.6 pt).
    const wrapped = { ...WIDEST, type: 'm-/-ÃaÃ/W', status: 'QUALQUER SITUAÇÃO', description: 'çaÃa/Ã/aç' };
    const movements = atEveryTableSize(statementHtml(movementsDocument([movement(1, wrapped)])));
    expectLaidOut(await render(movements.html), movements.tables);
    const funds = [{ ...balanceFunds(1, (i) => entry(i, wrapped))[0]! }];
    const balance = atEveryTableSize(statementHtml(balanceStatement(heading, funds)));
    expectLaidOut(await render(balance.html), balance.tables);
  });

  it.each(['pt-BR', 'en'] as const)(
    'a balance past 2^53 centavos, in %s: printed to the centavo, its chart and month table inside the page',
    async (language) => {
      const funds = balanceFunds(BEYOND_2_53.length, (i) => entry(i, BEYOND_2_53[i]!));
      const all = await render(statementHtml(balanceStatement({ ...HEADINGS[language], title: 'Saldo' }, funds)));
      expectLaidOut(all, BEYOND_2_53.length);
      // 176,565,534.68719724 quotas × R$ 999,999,999,999,997.8, exactly, rounded once; a Number would have
      // written R$ 176.565.534.687.196.850.000.000,00.
      const exact = { 'pt-BR': '176.565.534.687.196.851.555.823,69', en: '176,565,534,687,196,851,555,823.69' };
      expect(all.map((w) => w.text)).toContainEqual(expect.stringContaining(exact[language]));
    },
  );

  it('generated values over the whole range of a number: never overlap, never leave the page', async () => {
    // Up to ±10^15 (a quadrillion reais, past every fund there is) with at most 8 decimals (the quotas' own): the
    // layout is claimed for those. Wider numbers, or a value with hundreds of decimals, are not laid out without
    // overlap yet.
    const value = fc.oneof(
      fc.double({ min: -1e15, max: 1e15, noNaN: true }).map((x) => Math.round(x * 1e8) / 1e8),
      fc.integer({ min: -1e9, max: 1e9 }).map((i) => i / 1e8),
    );
    const text = fc.string({
      unit: fc.constantFrom('a', 'W', 'm', ' ', '9', 'ç', '-', '/', 'Ã'),
      minLength: 0,
      maxLength: 160,
    });
    const values = fc.record({
      valor: value,
      cotas: value,
      saldo: value,
      valorCota: value,
      description: text,
      type: text,
      status: fc.constantFrom('PROCESSADO', 'PENDENTE', 'QUALQUER SITUAÇÃO'),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(values, { minLength: 1, maxLength: 8 }), async (rows) => {
        const movements = rows.map((v, i) => movement(i, v));
        expectLaidOut(await render(statementHtml(movementsDocument(movements))), rows.length);
        const funds = balanceFunds(rows.length, (i) => entry(i, rows[i]!));
        expectLaidOut(await render(statementHtml(balanceStatement(heading, funds))), rows.length);
      }),
      // Each run prints two PDFs in Chromium: a failure is reported as found, not shrunk for many minutes.
      {
        numRuns: 4,
        endOnFailure: true,
        examples: [
          // The case seed 470165572 drew: balances past 2^53 centavos (a quota value near 10^15), whose chart labels ran
          // past the left margin and whose month table pushed its heading past the right one.
          [BEYOND_2_53],
          // The case seed -23367899 drew: a wrapped code with its "(código do serviço)" at a size that overprinted.
          [
            [
              {
                valor: 6.62281835,
                cotas: 1e15 - 0.375, // 999999999999999.6
                saldo: -0,
                valorCota: -2e-7,
                description: '',
                type: ' 9W/W -a-',
                status: 'PENDENTE',
              },
              {
                valor: -(1e15 - 0.75), // -999999999999999.2
                cotas: -0,
                saldo: 9.99999974,
                valorCota: 7.95368012,
                description: 'çaÃa/Ã/aç ',
                type: 'm-/-ÃaÃ/W',
                status: 'QUALQUER SITUAÇÃO',
              },
              {
                valor: 0,
                cotas: 2.42083006,
                saldo: 7.15031517,
                valorCota: 3.27489869,
                description: 'W',
                type: '99/ç-9/',
                status: 'PROCESSADO',
              },
            ],
          ],
        ],
      },
    );
  });
});
