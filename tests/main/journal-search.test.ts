/**
 * History search by full CPF or name (D102): keyed hashes find what was
 * typed, however it was typed, and nothing else; another installation's
 * secret finds nothing; the journal's files never hold the CPF or the name.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { cpfWithCheckDigits, formatCpf } from '../../src-shared/cpf';
import { OperationsJournal } from '../../src-main/journal/journal';
import { matchesProbe, nameWords, searchKeysOf, searchProbeOf } from '../../src-main/journal/journal-search';
import { type FingerprintKey, fingerprintKeyId } from '../../src-main/journal/request-fingerprint';

const keyOf = (byte: number): FingerprintKey => {
  const secret = Buffer.alloc(32, byte);
  return { id: fingerprintKeyId(secret), secret };
};
const KEY = keyOf(7);
const OTHER = keyOf(9);

const cpfArb = fc.stringMatching(/^\d{9}$/).map(cpfWithCheckDigits);
const word = fc.stringMatching(/^[a-záéíóúâêôãõç]{2,10}$/);
/** Long enough never to be one of the journal's own words ("status", "sandbox"…) by chance. */
const longWord = fc.stringMatching(/^[a-záéíóúç]{6,10}$/);

const entryOf = (keys: ReturnType<typeof searchKeysOf>) => ({ searchKeyId: keys?.keyId, searchKeys: keys?.keys });

describe('search keys (D102)', () => {
  it('a full CPF finds its entries, typed bare or formatted, and no other CPF does (property)', () => {
    fc.assert(
      fc.property(cpfArb, cpfArb, (cpf, other) => {
        const entry = entryOf(searchKeysOf(KEY, { cpf }));
        expect(matchesProbe(searchProbeOf(KEY, cpf)!, entry)).toBe(true);
        expect(matchesProbe(searchProbeOf(KEY, ` ${formatCpf(cpf)} `)!, entry)).toBe(true);
        if (other !== cpf) expect(matchesProbe(searchProbeOf(KEY, other)!, entry)).toBe(false);
        // Another installation's secret: nothing to compare.
        expect(matchesProbe(searchProbeOf(OTHER, cpf)!, entry)).toBe(false);
      }),
    );
  });

  it('a name is found by any of its words, in any order, case and accents aside; a word it lacks finds nothing (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(word, { minLength: 1, maxLength: 5 }),
        word,
        fc.boolean(),
        (words, stranger, upper) => {
          const name = words.join(' da ');
          const entry = entryOf(searchKeysOf(KEY, { name }));
          const typed = [...words]
            .reverse()
            .map((w) => (upper ? w.toUpperCase() : w.normalize('NFD').replace(/\p{M}/gu, '')));
          const indexed = nameWords(name);
          const usable = typed.filter((w) => indexed.includes(nameWords(w)[0] ?? ''));
          if (usable.length > 0) expect(matchesProbe(searchProbeOf(KEY, usable.join(' '))!, entry)).toBe(true);
          if (!indexed.includes(nameWords(stranger)[0] ?? '') && nameWords(stranger).length > 0) {
            expect(matchesProbe(searchProbeOf(KEY, `${usable.join(' ')} ${stranger}`)!, entry)).toBe(false);
          }
        },
      ),
    );
  });

  it('"maria silva" finds "Maria da Silva Santos"; a piece of a word does not; an invalid CPF is not a CPF search', () => {
    const entry = entryOf(searchKeysOf(KEY, { cpf: '27208447136', name: 'Maria da Silva Santos' }));
    expect(matchesProbe(searchProbeOf(KEY, 'maria silva')!, entry)).toBe(true);
    expect(matchesProbe(searchProbeOf(KEY, 'SANTOS, Maria')!, entry)).toBe(true);
    expect(matchesProbe(searchProbeOf(KEY, 'mari')!, entry)).toBe(false);
    expect(searchProbeOf(KEY, '272.084.471-37')).toBeUndefined();
    expect(searchProbeOf(KEY, 'da de')).toBeUndefined();
  });
});

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the journal with search keys', () => {
  it('lists entries by full CPF or name, and its files hold neither (property over customers)', () => {
    fc.assert(
      fc.property(cpfArb, fc.uniqueArray(longWord, { minLength: 2, maxLength: 3 }), (cpf, words) => {
        const dir = mkdtempSync(join(tmpdir(), 'balcao-search-'));
        dirs.push(dir);
        const name = words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ');
        const journal = new OperationsJournal(join(dir, 'journal.jsonl'));
        const search = searchKeysOf(KEY, { cpf, name })!;
        const entry = journal.begin({
          user: 'atendente',
          environment: 'sandbox',
          action: 'op4',
          title: 'Aporte esporádico',
          customerCpf: cpf,
          identifiers: {},
          search,
        });
        journal.finish(entry.id, 'unknown');
        journal.begin({
          user: 'atendente',
          environment: 'sandbox',
          action: 'op4',
          title: 'Aporte esporádico',
          customerCpf: '52998224725',
          identifiers: {},
        });
        const byCpf = journal.list({ text: formatCpf(cpf) }, searchProbeOf(KEY, formatCpf(cpf)));
        expect(byCpf.map((e) => e.id)).toEqual([entry.id]);
        const byName = journal.list({ text: words[1]! }, searchProbeOf(KEY, words[1]!));
        expect(byName.map((e) => e.id)).toEqual([entry.id]);
        journal.close();
        for (const file of readdirSync(dir)) {
          const text = readFileSync(join(dir, file), 'utf8');
          expect(text).not.toContain(cpf);
          for (const w of nameWords(name))
            expect(text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()).not.toContain(w);
        }
      }),
      { numRuns: 25 },
    );
  });
});
