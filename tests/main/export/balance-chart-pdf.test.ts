/**
 * "Evolução do saldo" and "Quanto rendeu?" in the balance statement (D323): the section alone (every month a point
 * or "sem dado", a gap never bridged, every text escaped), and the whole statement through IPC against the embedded
 * sandbox, printed by Chromium and read back by poppler: pdftotext finds the chart's labels and its numbers,
 * pdftoppm renders the chart's lines (pixels of the fund's colour on page 1). Page 1 is kept as
 * docs/screenshots/11-saldo-pdf.png when missing or with BALCAO_UPDATE_SCREENSHOTS=1 (as 10-extrato-pdf.png).
 * Skipped, with the reason, only where Chromium or poppler are absent (CI installs them: .ci/run).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { balanceChartSection } from '../../../src-main/export/pdf/balance-chart';
import { formatMoney } from '../../../src-shared/format/display';
import { reaisText } from '../../../src-shared/format/reais-text';
import { centsOfQuotas } from '../../../src-shared/statements/fund-balance';
import type { HistoryEntryLike } from '../../../src-shared/statements/balance-history';
import { chromiumAvailable } from '../../harness/chromium';
import { type ChromiumStatementPrinter, chromiumStatementPrinter } from '../../harness/chromium-statement-printer';
import { data, type IpcHarness, startIpcHarness } from '../../support/ipc-harness';
import { demoWorld } from '../../support/sandbox-fixture';
import { keepPdfPageAsReadmePicture } from '../../support/readme-picture';
import { picks } from '../../support/world-picks';

const has = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
const POPPLER = has('pdftotext') && has('pdftoppm');
const CHROMIUM = chromiumAvailable();

const entry = (date: string | null, saldo: number, quota: number | null = 2): HistoryEntryLike => ({
  tipoMovimento: 'CONTRIBUICAO',
  valorMovimento: 10,
  dataMovimento: date,
  dataConversaoCota: quota === null ? null : date,
  valorConversaoCota: quota,
  saldoMovimentoCota: saldo,
});

const LANGUAGES = ['pt-BR', 'en'] as const;

/** Money is written with a no-break space after "R$"; compared with plain spaces. */
const plain = (html: string) => html.replace(/\u00a0/g, ' ');

describe('the balance chart section', () => {
  it('a month without a converted quota breaks the line and reads "sem dado"; one fund has no "total"', () => {
    const html = plain(
      balanceChartSection([
        {
          label: 'PGBL02 · FND0011',
          entries: [
            entry('2025-01-10', 100),
            entry('2025-02-10', 200),
            entry('2025-03-10', 300, null),
            entry('2025-04-10', 400),
            entry('2025-05-10', 500),
          ],
        },
      ]),
    );
    // Two runs: jan–fev and abr–mai; março is a gap, not a point between them.
    expect(html.match(/<polyline /g)).toHaveLength(2);
    expect(html.match(/<circle /g)).toHaveLength(4);
    expect(html).toContain('<td>mar/25</td><td style="text-align:right;white-space:nowrap">sem dado</td>');
    expect(html).toContain('R$ 1.000,00'); // maio: 500 cotas × R$ 2
    expect(html).not.toContain('Total do certificado');
    expect(html).toContain('Quanto rendeu?');
  });

  it('escapes what the service sent and says so when no month can be told', () => {
    const html = balanceChartSection([{ label: '<b>X</b> · "F"', entries: [entry('2025-01-10', 1)] }]);
    expect(html).not.toContain('<b>X</b>');
    expect(html).toContain('&lt;b&gt;X&lt;/b&gt;');
    expect(balanceChartSection([{ label: 'A', entries: [entry(null, 1)] }])).toContain('não diz o saldo de nenhum mês');
  });

  it('writes every balance and earning from its exact centavos, past 2^53 too, in both languages; the axis reads round', () => {
    // Quota balances and quota values up to 10^15 with 8 decimals: month-end balances up to 10^30 reais.
    const value = fc.double({ min: 1e-8, max: 1e15, noNaN: true }).map((x) => Math.round(x * 1e8) / 1e8 || 1e-8);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(value, value), { minLength: 1, maxLength: 3 }),
        fc.constantFrom(...LANGUAGES),
        (months, language) => {
          const entries = months.map(([quotas, quota], i) => entry(`2025-0${i + 1}-10`, quotas, quota));
          const html = balanceChartSection([{ label: 'A', entries }], language).replace(/<wbr>/g, '');
          for (const [quotas, quota] of months)
            expect(html).toContain(formatMoney(reaisText(centsOfQuotas(quotas, quota)!), language));
          // A tick is a whole number of round steps (1, 2, 2.5 or 5 × 10^n): at most three significant digits
          // (R$ 1,25 mil), where a double's binary remainder would show fifteen or more; its exact digits are
          // exact-money.test.ts's.
          for (const [, label] of html.matchAll(/text-anchor="end">([^<]*)</g))
            expect(label!.replace(/\D/g, '').replace(/^0+|0+$/g, '').length).toBeLessThanOrEqual(3);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('with several funds, the total is drawn and is a gap wherever one fund has none', () => {
    const html = plain(
      balanceChartSection([
        { label: 'A', entries: [entry('2025-01-10', 100), entry('2025-02-10', 200)] },
        { label: 'B', entries: [entry('2025-02-10', 50)] },
      ]),
    );
    expect(html).toContain('Total do certificado');
    expect(html).toContain('<td>jan/25</td><td style="text-align:right;white-space:nowrap">R$ 200,00</td>');
    expect(html).toMatch(/<td>jan\/25<\/td>(<td[^>]*>[^<]*<\/td>){2}<td[^>]*>sem dado<\/td>/);
    expect(html).toMatch(/<td>fev\/25<\/td>(<td[^>]*>[^<]*<\/td>){2}<td[^>]*>R\$ 500,00<\/td>/);
  });
});

describe.skipIf(!CHROMIUM || !POPPLER)(
  `the balance statement's PDF${!CHROMIUM ? ' (skipped: no Chromium)' : !POPPLER ? ' (skipped: no poppler-utils)' : ''}`,
  () => {
    const p = picks(demoWorld());
    const path = {
      idcliente: p.pensionHolder.cliente.cpf,
      idcertificado: p.pensionCertificate.numeroCertificado,
      idcobertura: p.coverage.codigo,
      idfundo: p.fund.codigo,
    };
    let h: IpcHarness;
    let printer: ChromiumStatementPrinter;
    let pdf: string;
    /** `pdf`'s text, read once by poppler for every check that reads it. */
    let pdfText: string;
    let all: string;
    const funds = p.pensionCertificate.coverages.flatMap((c) =>
      c.funds.map((f) => ({ cobertura: c.codigo, fundo: f.codigo })),
    );

    beforeAll(async () => {
      const target = { path: '' };
      printer = chromiumStatementPrinter();
      h = await startIpcHarness({ savePath: () => target.path, statementPrinter: printer });
      await h.login();
      const dir = join(h.userDataDir, 'chart');
      mkdirSync(dir, { recursive: true });
      pdf = target.path = join(dir, 'saldo.pdf');
      data(await h.api.export.file({ kind: 'balance', format: 'pdf', path }));
      pdfText = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
      // Every fund of the certificate, as the balance tab offers them (D401).
      all = target.path = join(dir, 'saldo-todos.pdf');
      data(await h.api.export.file({ kind: 'balance', format: 'pdf', path, funds }));
    }, 240_000);

    afterAll(async () => {
      await h?.stop();
      await printer?.close();
    });

    it('pdftotext finds the chart, its months and "Quanto rendeu?"', () => {
      const text = pdfText;
      expect(text).toContain('Evolução do saldo');
      expect(text).toContain('Saldo em R$ no fim de cada mês');
      expect(text).toContain('Quanto rendeu?');
      // The column's heading may wrap inside its cell (D400), so its two parts are looked for apart.
      expect(text).toContain('12 meses (até');
      expect(text).toMatch(/\b[a-z]{3}\/\d{2}\)/);
      expect(text).toContain(`Fundo ${path.idfundo} · cobertura ${path.idcobertura}`);
      expect(text).toMatch(/\b(jan|fev|mar|abr|mai|jun|jul|ago|set|out|nov|dez)\/\d{2}\b/);
    });

    it('one document for every fund: the certificate’s total and chart first, then each fund in its own section', () => {
      expect(funds.length).toBeGreaterThan(1);
      const text = execFileSync('pdftotext', ['-layout', all, '-'], { encoding: 'utf8' });
      expect(text).toContain('Certificado (todos os fundos), em R$');
      expect(text).toContain('Total do certificado');
      for (const fund of funds) expect(text).toContain(`Fundo ${fund.fundo} · cobertura ${fund.cobertura}`);
      // Each section has its own summary, profitability and chart; the certificate has its chart too.
      const count = (what: string) => text.split(what).length - 1;
      expect(count('Resumo do fundo')).toBe(funds.length);
      expect(count('Rentabilidade acumulada do fundo')).toBe(funds.length);
      expect(count('Quanto rendeu?')).toBe(funds.length + 1);
    });

    it('pdftoppm renders the lines: the chart’s page holds pixels of the fund’s colour', () => {
      // The summary comes first (D350), so the chart is on the page where its title is.
      const blueOn = (page: number): number => {
        const base = join(h.userDataDir, 'chart', `page${page}`);
        const at = String(page);
        // Counted at 100 dpi: a fund whose months alternate with "sem dado" draws short runs of line.
        execFileSync('pdftoppm', ['-r', '100', '-f', at, '-l', at, '-singlefile', pdf, base]);
        const ppm = readFileSync(`${base}.ppm`);
        // P6 header: "P6\n<w> <h>\n255\n", then RGB triplets.
        const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 40).toString('latin1'))!;
        const pixels = ppm.subarray(header[0].length);
        let blue = 0;
        for (let i = 0; i + 2 < pixels.length; i += 3) {
          const [r, g, b] = [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!];
          if (b > 150 && r < 90 && g > 90 && g < 160) blue++; // #1c7ed6, the first fund's line
        }
        return blue;
      };
      const pages = pdfText.split('\f');
      const chartPage = pages.findIndex((text) => text.includes('Evolução do saldo')) + 1;
      expect(chartPage).toBeGreaterThan(0);
      expect(blueOn(chartPage)).toBeGreaterThan(50);
      keepPdfPageAsReadmePicture(pdf, '11-saldo-pdf.png', 60);
    });
  },
);
