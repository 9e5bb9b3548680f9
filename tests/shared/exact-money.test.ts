/**
 * Money computed in exact centavos is shown exactly whatever its size (D690): `reaisText` then `formatMoney` read
 * back to the same centavos, far past 2^53 (where a Number would invent the digits), in pt-BR and English, in Node
 * and, the same code bundled, in Chromium (the renderer's engine). An axis tick, a round number held in a double,
 * reads round however large.
 */
import { buildSync } from 'esbuild';
import fc from 'fast-check';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatAxisMoney, formatMoney, type NumberLocale } from '../../src-shared/format/display';
import { reaisText } from '../../src-shared/format/reais-text';
import { centsOfQuotas } from '../../src-shared/statements/fund-balance';
import { chromiumAvailable, launchChromium } from '../harness/chromium';

/** Far past 2^53 centavos (about 9 × 10^15) and past any quota × quota value the layout tests draw (10^32). */
const cents = fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n });
const locales: NumberLocale[] = ['pt-BR', 'en'];
const locale = fc.constantFrom(...locales);

/** R$ as each language writes it: the symbol (a no-break space after it in pt-BR), thousands, two decimals. */
const SHAPE: Readonly<Record<NumberLocale, RegExp>> = {
  'pt-BR': /^-?R\$\u00a0\d{1,3}(?:\.\d{3})*,\d{2}$/,
  en: /^-?R\$\d{1,3}(?:,\d{3})*\.\d{2}$/,
};

/** The centavos a written amount says (its shape checked first). */
function centsRead(text: string, language: NumberLocale): bigint {
  expect(text).toMatch(SHAPE[language]);
  const digits = BigInt(text.replace(/\D/g, ''));
  return text.startsWith('-') ? -digits : digits;
}

describe('exact money from centavos', () => {
  it('reads back to the same centavos at any size, in pt-BR and English', () => {
    fc.assert(
      fc.property(cents, locale, (c, language) => {
        expect(centsRead(formatMoney(reaisText(c), language), language)).toBe(c);
      }),
      { numRuns: 2_000 },
    );
  });

  it('a balance past 2^53 centavos is the exact product, not the one a Number rounds to', () => {
    const c = centsOfQuotas(176565534.68719724, 999999999999997.8)!;
    expect(formatMoney(reaisText(c))).toBe('R$\u00a0176.565.534.687.196.851.555.823,69');
    expect(formatMoney(reaisText(c), 'en')).toBe('R$176,565,534,687,196,851,555,823.69');
    expect(formatMoney(reaisText(-5n))).toBe('-R$\u00a00,05');
    expect(formatMoney(reaisText(0n))).toBe('R$\u00a00,00');
  });

  it('an axis tick reads round however large: its own digits, not the double’s binary remainder', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(1, 2, 2.5, 5),
        // From R$ 1 up: the axis writes one decimal, so a tick of centavos reads rounded whatever its size.
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 1, max: 6 }),
        fc.boolean(),
        locale,
        (multiple, exponent, count, negative, language) => {
          // As the chart's scale makes its ticks: a step added `count` times.
          const step = multiple * 10 ** exponent;
          let tick = 0;
          for (let i = 0; i < count; i++) tick += step;
          const text = formatAxisMoney(negative ? -tick : tick, language);
          const significant = (digits: string) => digits.replace(/^0+|0+$/g, '');
          expect(significant(text.replace(/\D/g, ''))).toBe(significant(String(count * multiple * 10)));
          expect(text.startsWith('-')).toBe(negative);
        },
      ),
      // R$ 1.250, five steps of 250, read "R$ 1,3 mil" with one decimal (found by CI, seed 816881752).
      { examples: [[2.5, 2, 5, false, 'pt-BR']] },
    );
    expect(formatAxisMoney(9.999999999999999e29)).toBe('R$\u00a01.000.000.000.000.000.000\u00a0tri');
  });
});

/** What the bundle below puts on the page's `money`. */
interface Bundled {
  formatMoney: typeof formatMoney;
  reaisText: typeof reaisText;
}

describe.skipIf(!chromiumAvailable())('exact money in Chromium', () => {
  it('the same code writes the same text in Chromium as in Node, to the centavo', { timeout: 120_000 }, async () => {
    const bundle = buildSync({
      stdin: {
        contents:
          "export { formatMoney } from './src-shared/format/display'; export { reaisText } from './src-shared/format/reais-text';",
        resolveDir: fileURLToPath(new URL('../..', import.meta.url)),
        loader: 'ts',
      },
      bundle: true,
      format: 'iife',
      globalName: 'money',
      write: false,
      logLevel: 'error',
    }).outputFiles[0]!.text;
    const samples = fc.sample(fc.tuple(cents, locale), { numRuns: 500, seed: 690 });
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      await page.addScriptTag({ content: bundle });
      const written = await page.evaluate(
        (asked) =>
          asked.map(([c, language]) => {
            const { money } = globalThis as unknown as { money: Bundled };
            return money.formatMoney(money.reaisText(BigInt(c)), language as NumberLocale);
          }),
        samples.map(([c, language]) => [String(c), language] as const),
      );
      samples.forEach(([c, language], i) => {
        expect(written[i]).toBe(formatMoney(reaisText(c), language));
        expect(centsRead(written[i]!, language)).toBe(c);
      });
    } finally {
      await browser.close();
    }
  });
});
