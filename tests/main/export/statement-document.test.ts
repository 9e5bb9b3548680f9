/**
 * The printable statement's HTML (src-main/export/pdf/statement-document.ts) is a pure function of its data, and no
 * text in that data — a customer's name, a movement's description, a company name IT typed, a filter — can add
 * markup to it: the document's tags are the same whatever the text, so nothing in a row can load, run or restyle
 * anything in the page that is printed (defence besides the document's CSP and the window without JavaScript). Its
 * footer lives in the document's own @page rules, as CSS strings that no text can break out of.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cssString, type PrintColumn, statementHtml } from '../../../src-main/export/pdf/statement-document';
import { NASTY_STRINGS } from '../../reliability/support/adversarial';

type Row = { text: string; amount: unknown; date: unknown };

const text = fc.oneof(
  fc.constantFrom(
    ...NASTY_STRINGS,
    '</td></tr></tbody></table><script>x</script>',
    '"><img src=x>',
    '&lt;b&gt;',
    ']]>',
    '<!--',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

function documentWith(t: (slot: string) => string, rows: Row[]) {
  const columns: Array<PrintColumn<Row>> = [
    { header: t('h1'), type: 'text', width: 3, value: (r) => r.text },
    { header: t('h2'), type: 'number', number: 'brl', width: 1, value: (r) => r.amount as number },
    { header: t('h3'), type: 'date', width: 1, value: (r) => r.date as string },
  ];
  const mark = t('mark');
  return {
    heading: {
      sheet: t('sheet'),
      title: t('title'),
      issuer: t('issuer'),
      lines: [t('l1'), `x ${mark} x`, t('l3')],
      mark,
    },
    parts: [
      {
        title: t('pt'),
        columns,
        rows,
        totals: [{ label: t('tl'), value: t('tv') }],
        sections: [{ title: t('st'), items: [{ label: t('il'), value: t('iv') }] }],
        notes: [t('note')],
      },
    ],
  };
}

/**
 * The document's tags, with every text between them dropped (and the mark's highlight, which follows the text on
 * purpose, and the column widths and table font, numbers measured from the text).
 */
const skeleton = (html: string) =>
  html
    .replace(/>[^<]*</g, '><')
    .replace(/ style="(?:width:[\d.]+%|font-size:[\d.]+pt)"/g, '')
    .replace(/^[^<]*|[^>]*$/g, '')
    .replaceAll(' class="mark-line"', '');

describe('statement document', () => {
  it('has the same tags whatever the text in its heading, part titles, columns, rows, totals, sections and notes (property)', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom(
            'h1',
            'h2',
            'h3',
            'mark',
            'sheet',
            'title',
            'issuer',
            'l1',
            'l3',
            'tl',
            'tv',
            'st',
            'il',
            'iv',
            'note',
            'pt',
          ),
          text,
        ),
        fc.array(
          fc.record({
            text,
            amount: fc.oneof(fc.double(), text, fc.constant(null)),
            date: fc.oneof(text, fc.constant('2024-02-29')),
          }),
          { minLength: 1, maxLength: 5 },
        ),
        (slots, rows) => {
          const hostile = documentWith((slot) => slots[slot] || 'x', rows);
          const plain = documentWith(
            () => 'x',
            rows.map(() => ({ text: 'x', amount: 1, date: 'x' })),
          );
          expect(skeleton(statementHtml(hostile))).toBe(skeleton(statementHtml(plain)));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps its own policy: nothing loads from outside, no script runs', () => {
    const html = statementHtml(documentWith(() => 'x', [{ text: 'x', amount: 1, date: '2024-01-01' }]));
    expect(html).toContain(`content="default-src 'none'; style-src 'unsafe-inline'"`);
    expect(html).not.toMatch(/<script|\son\w+=|src=|href=/i);
  });

  it('writes its footer text as a CSS string that reads back as the text and cannot end the style (property)', () => {
    fc.assert(
      fc.property(text, (value) => {
        const css = cssString(value);
        expect(css).toMatch(/^"[^"<>\n\r\f]*"$/);
        // CSS unescaping of what cssString writes: "\<hex> " is the character.
        expect(
          css.slice(1, -1).replace(/\\([0-9a-f]{1,6}) /g, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16))),
        ).toBe(value);
      }),
    );
  });
});
