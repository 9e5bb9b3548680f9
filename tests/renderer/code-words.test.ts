/**
 * Every code the sandbox's demo data can put in a worded field (movement type
 * and status, contribution type, account, income status and type, index,
 * periodicities, relationship, sex, payment method, billing status) has words
 * in BOTH languages (D111): walking the generated world, a code added to the
 * generator without words fails here, not on the employee's screen.
 * Unknown codes read as sent, never blank; missing ones as "—".
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Catalog } from '../../src-sandbox/catalog';
import { generateWorld } from '../../src-sandbox/demo/generate-world';
import type { SandboxState } from '../../src-sandbox/state';
import {
  CODE_WORDS_BY_FIELD,
  type CodeField,
  codeKey,
  countryName,
  wordForCode,
} from '../../src-shared/words/code-words';
import type { Dictionary, Language } from '../../src-renderer/i18n/i18n';
import { codeInWords } from '../../src-shared/words/line-words';
import { operations } from '../../src-shared/contract';

const LANGUAGES: readonly Language[] = ['pt-BR', 'en'];

/** Every (field, code) the demo world produces, with one place it came from. */
function demoCodes(): Map<CodeField, Set<string>> {
  const world = generateWorld();
  const catalog = new Catalog(world);
  const codes = new Map<CodeField, Set<string>>();
  const add = (record: object) => {
    for (const [field, value] of Object.entries(record)) {
      if (!(field in CODE_WORDS_BY_FIELD) || typeof value !== 'string' || value.trim() === '') continue;
      const set = codes.get(field as CodeField) ?? new Set<string>();
      set.add(value);
      codes.set(field as CodeField, set);
    }
  };
  for (const customer of world.customers) {
    add(customer.cliente);
    for (const plan of customer.pensionFundPlans) add(plan.billing);
    for (const cert of customer.pensionCertificates) {
      add(cert.collection);
      for (const income of cert.incomeProcesses) {
        add(income.process);
        for (const b of income.beneficiaries) add(b);
      }
      // The heavy certificates repeat the same kinds: the ordinary ones show every one of them.
      if (cert.movementCount > 2_000) continue;
      // A contribution sent through the app comes back as a pending movement of its own kind.
      const state: SandboxState = {
        format: 'balcao-sandbox-state',
        version: 1,
        seed: world.seed,
        nextSequence: 1,
        claimNotices: [],
        contributions: [
          {
            id: 'APE1',
            cpf: customer.cliente.cpf,
            certificado: cert.numeroCertificado,
            valor: 100,
            fundos: [{ codigo: cert.coverages[0]?.funds[0]?.codigo ?? 'X', percentualDistribuicao: 100 }],
            createdAt: `${world.referenceDate}T12:00:00.000Z`,
            by: 'atendente',
          },
        ],
        signatures: [],
        paymentData: {},
        proposalDates: {},
      } as unknown as SandboxState;
      for (const m of catalog.movements(cert, state)) add(m);
    }
  }
  return codes;
}

describe('code words', () => {
  const codes = demoCodes();

  it('covers the fields the demo data fills', () => {
    for (const field of [
      'tipoMovimento',
      'statusMovimento',
      'tipoContribuicao',
      'statusProcessoRenda',
      'tipoRenda',
      'tipoRelacionamento',
      'sexo',
      'formaCobranca',
      'formaPagamento',
      'statusCobranca',
    ] as const) {
      expect(codes.get(field)?.size ?? 0, field).toBeGreaterThan(0);
    }
    expect(codes.get('tipoRelacionamento')).toContain('CONJUGE');
    expect(codes.get('statusProcessoRenda')).toContain('EM CONCESSAO');
    expect(codes.get('tipoMovimento')).toContain('CONTRIBUICAO');
  });

  it('has words in both languages for every code the demo data can produce', () => {
    const missing: string[] = [];
    for (const [field, set] of codes) {
      const words = CODE_WORDS_BY_FIELD[field];
      for (const code of set) {
        for (const language of LANGUAGES) {
          const known: Partial<Record<string, string>> = words[language];
          if (!known[codeKey(code)]) missing.push(`${field}=${code} (${language})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('every dictionary has words that are not blank, and pt-BR words not in capitals', () => {
    for (const [field, words] of Object.entries(CODE_WORDS_BY_FIELD)) {
      for (const language of LANGUAGES) {
        for (const [key, word] of Object.entries(words[language] as Record<string, string>)) {
          expect(word.trim(), `${field}.${key}`).not.toBe('');
          // Acronyms (IPCA, IGP-M) stay as they are; everything else is written as a word, not as the code.
          if (word.length > 5) expect(word, `${field}.${key} (${language})`).not.toBe(word.toUpperCase());
        }
      }
    }
  });

  it('reads the code however it is written (accents, case, spaces, hyphens)', () => {
    const status = CODE_WORDS_BY_FIELD.statusProcessoRenda;
    for (const written of ['EM CONCESSAO', 'Em concessão', 'em-concessao', ' EM  CONCESSÃO ']) {
      expect(wordForCode(status, 'pt-BR', written)).toBe('Em concessão');
      expect(wordForCode(status, 'en', written)).toBe('Being granted');
    }
  });

  it('shows an unknown code as sent and a missing one as a dash: never blank', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...(Object.keys(CODE_WORDS_BY_FIELD) as CodeField[])),
        fc.string({ minLength: 1, maxLength: 30 }),
        fc.constantFrom(...LANGUAGES),
        (field, code, language) => {
          const words: Dictionary<string> = CODE_WORDS_BY_FIELD[field];
          const shown = wordForCode(words, language, code);
          expect(shown.trim()).not.toBe('');
          const known: Partial<Record<string, string>> = CODE_WORDS_BY_FIELD[field][language];
          if (!known[codeKey(code)]) expect(shown).toBe(code.trim() === '' ? '—' : code.trim());
        },
      ),
    );
    expect(wordForCode(CODE_WORDS_BY_FIELD.sexo, 'en', null)).toBe('—');
    expect(wordForCode(CODE_WORDS_BY_FIELD.sexo, 'en', undefined)).toBe('—');
  });

  it('names a country by its code in the language ("BRASIL" is not an English word)', () => {
    expect(countryName('en', 'BR')).toBe('Brazil');
    expect(countryName('pt-BR', 'br')).toBe('Brasil');
    expect(countryName('en', 'QQ')).toBeUndefined();
    expect(countryName('en', 'BRASIL')).toBeUndefined();
  });

  it("has words for every code the contract's own enumerations can put on screen (claim line, signature kinds)", () => {
    const enums: string[] = [];
    // The enumerations the write forms show back (review, refusals): their words come from the writes' dictionary.
    const collect = (schema: unknown) => {
      const def = (
        schema as
          | {
              def?: {
                type?: string;
                entries?: Record<string, string>;
                shape?: Record<string, unknown>;
                innerType?: unknown;
              };
            }
          | undefined
      )?.def;
      if (!def) return;
      if (def.type === 'enum' && def.entries) enums.push(...Object.values(def.entries));
      if (def.shape) for (const child of Object.values(def.shape)) collect(child);
      if (def.innerType) collect(def.innerType);
    };
    for (const id of ['op2', 'op3', 'op6'] as const) collect(operations[id].body);
    expect(enums).toContain('PREVIDENCIA');
    for (const code of new Set(enums)) {
      for (const language of LANGUAGES) expect(codeInWords(code, language), `${code} (${language})`).not.toBe(code);
    }
  });
});
