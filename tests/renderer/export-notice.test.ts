/**
 * The notification after an export or a print (components/export-notice.ts): a file saved or a statement printed
 * but not recorded in the journal (D60) says so, in the employee's language, in orange, and stays until closed; a
 * recorded one says only what was done, and goes away by itself (issue 16 item: export notifications showed no
 * journalWarning; prints had none at all).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportNotice, printNotice } from '../../src-renderer/components/export-notice';
import { exportMenuMessages } from '../../src-renderer/components/messages';
import { interpolate, type Language } from '../../src-renderer/i18n/i18n';
import { formatCount } from '../../src-shared/words/count';
import { errorText } from '../../src-renderer/i18n/error-text';
import { words } from '../../src-shared/words/error-codes';

const textIn =
  (language: Language) => (key: keyof (typeof exportMenuMessages)['pt-BR'], values?: Record<string, string | number>) =>
    interpolate(exportMenuMessages[language][key], values);

const warning = {
  words: words('export.savedNotRecorded', { fileName: 'x.xlsx', note: words('journal.outcomeNotSaved') }),
};

describe('exportNotice', () => {
  it('a saved export the journal did not record shows the warning in the language, in orange, until closed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Language>('pt-BR', 'en'),
        fc.nat({ max: 2_000_000 }),
        fc.boolean(),
        (language, rows, unrecorded) => {
          const result = { rows, fileName: 'movimentacoes.xlsx', ...(unrecorded ? { journalWarning: warning } : {}) };
          const notice = exportNotice(result, textIn(language), language);
          expect(notice.lines[0]).toContain('movimentacoes.xlsx');
          if (unrecorded) {
            expect(notice).toMatchObject({
              color: 'orange',
              autoClose: false,
              title: exportMenuMessages[language].doneNotRecordedTitle,
            });
            expect(notice.lines[1]).toBe(errorText(warning, language));
          } else {
            expect(notice).toMatchObject({ color: 'teal', title: exportMenuMessages[language].doneTitle });
            expect(notice.autoClose).toBeGreaterThan(0);
            expect(notice.lines).toHaveLength(1);
          }
        },
      ),
    );
  });

  it('counts the rows in the language of the screen (1 row, 1.234 linhas)', () => {
    expect(exportNotice({ rows: 1, fileName: 'a.csv' }, textIn('pt-BR'), 'pt-BR').lines).toEqual([
      '1 linha gravada em a.csv.',
    ]);
    expect(exportNotice({ rows: 1234, fileName: 'a.csv' }, textIn('pt-BR'), 'pt-BR').lines).toEqual([
      '1.234 linhas gravadas em a.csv.',
    ]);
    expect(exportNotice({ rows: 2, fileName: 'a.csv' }, textIn('en'), 'en').lines).toEqual([
      '2 rows written to a.csv.',
    ]);
    expect(exportNotice({ rows: 120000, fileName: 'a.csv' }, textIn('pt-BR'), 'pt-BR').lines).toEqual([
      '120.000 linhas gravadas em a.csv.',
    ]);
    expect(exportNotice({ rows: 120000, fileName: 'a.csv' }, textIn('en'), 'en').lines).toEqual([
      '120,000 rows written to a.csv.',
    ]);
  });

  it('a print the journal did not record says so the same way, with its own titles', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Language>('pt-BR', 'en'),
        fc.nat({ max: 10_000 }),
        fc.boolean(),
        (language, rows, unrecorded) => {
          const notice = printNotice(
            { rows, ...(unrecorded ? { journalWarning: warning } : {}) },
            textIn(language),
            language,
          );
          const text = exportMenuMessages[language];
          expect(notice.lines[0]).toBe(
            rows === 1 ? text.printedOne : interpolate(text.printed, { rows: formatCount(rows, language) }),
          );
          if (unrecorded) {
            expect(notice).toMatchObject({ color: 'orange', autoClose: false, title: text.printedNotRecordedTitle });
            expect(notice.lines[1]).toBe(errorText(warning, language));
          } else {
            expect(notice).toMatchObject({ color: 'teal', title: text.printedTitle, lines: [notice.lines[0]] });
            expect(notice.autoClose).toBeGreaterThan(0);
          }
        },
      ),
    );
  });
});
