/**
 * History's identifiers in words (D626): every identifier an entry recorded is said once, in the entry's order,
 * by its name in the screen's language; a document's language is said in words with its format ("PDF (inglês)",
 * "PDF (English)"), or alone when there is no format; nothing is dropped or invented.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_LANGUAGE_WORDS,
  identifierPairs,
  journalIdentifierWord,
  journalValueWords,
} from '../../../src-shared/ipc/journal-identifier-words';
import { JOURNAL_VALUES } from '../../../src-shared/ipc/journal-identifier-words';

const KEYS = ['idcertificado', 'formato', 'idioma', 'noExtrato', 'referencia', 'outra'];
const identifiers = fc
  .uniqueArray(fc.tuple(fc.constantFrom(...KEYS), fc.string({ minLength: 1 })), { selector: ([key]) => key })
  .map((entries) =>
    Object.fromEntries(
      entries.map(([key, value]) => [key, key === 'idioma' ? (value.length % 2 ? 'en' : 'pt-BR') : value]),
    ),
  );

describe('identifierPairs', () => {
  it('says every identifier once, in order; the language with its format, in words', () => {
    fc.assert(
      fc.property(identifiers, fc.constantFrom('pt-BR' as const, 'en' as const), (recorded, language) => {
        const pairs = identifierPairs(recorded, language);
        const folded = recorded.idioma !== undefined && recorded.formato !== undefined;
        const keys = Object.keys(recorded).filter((key) => !(folded && key === 'idioma'));
        expect(pairs.map(([name]) => name)).toEqual(keys.map((key) => journalIdentifierWord(key, language)));
        for (const [i, key] of keys.entries()) {
          const value = pairs[i]![1];
          const words = DOCUMENT_LANGUAGE_WORDS[language] as Record<string, string>;
          const shown = journalValueWords(recorded[key]!, language);
          if (key === 'formato' && folded)
            expect(value).toBe(`${journalValueWords(recorded.formato!, language)} (${words[recorded.idioma!]})`);
          else if (key === 'idioma') expect(value).toBe(words[recorded.idioma!]);
          else expect(value).toBe(shown);
        }
      }),
    );
  });

  it('History says "PDF (inglês)" in Portuguese and "PDF (English)" in English', () => {
    const recorded = { idcertificado: '000000100231', formato: 'PDF', idioma: 'en' };
    expect(identifierPairs(recorded, 'pt-BR')).toEqual([
      ['Certificado', '000000100231'],
      ['Formato', 'PDF (inglês)'],
    ]);
    expect(identifierPairs(recorded, 'en')).toEqual([
      ['Certificate', '000000100231'],
      ['Format', 'PDF (English)'],
    ]);
    expect(identifierPairs({ idioma: 'pt-BR' }, 'en')).toEqual([['Language', 'Portuguese']]);
    expect(identifierPairs(undefined, 'pt-BR')).toEqual([]);
  });

  it('in English, no Portuguese value the journal writes: every format, the print, how the CPF went out', () => {
    // The values main records under `formato` and `noExtrato` (export-service, receipt-service).
    const recordedValues = Object.values(JOURNAL_VALUES);
    const neutral = new Set(['PDF', 'Excel (.xlsx)']);
    for (const value of recordedValues) {
      const english = identifierPairs({ formato: value }, 'en')[0]![1];
      if (neutral.has(value)) expect(english).toBe(value);
      else expect(english, value).not.toBe(value);
      expect(identifierPairs({ formato: value }, 'pt-BR')[0]![1]).toBe(value);
    }
    expect(identifierPairs({ formato: 'Impressão', idioma: 'en' }, 'en')).toEqual([['Format', 'Print (English)']]);
    expect(identifierPairs({ noExtrato: 'CPF mascarado' }, 'en')).toEqual([['On the statement', 'Masked CPF']]);
  });
});
