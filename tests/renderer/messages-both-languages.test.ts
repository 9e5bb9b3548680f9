/// <reference types="vite/client" />
/**
 * Every text of the renderer in both languages. The texts live in a JSON pair beside each feature folder's
 * `messages.ts` (one dictionary per component, named there) and beside the word lists (`*-words.ts`,
 * `*-labels.ts`, `*-messages.ts`, `i18n/*.ts`), D590. Walking every export of those modules, each dictionary and
 * each text pair (an object with exactly the keys 'pt-BR' and 'en') must have (the same keys in both languages
 * is the types' job: tests/shared/words/dictionary-keys.test.ts):
 * - no empty text;
 * - the same `{placeholders}` in both (a missing one would print "{n}" to the employee, or drop a number);
 * - English without Portuguese left over: no accented letter outside the proper names below, none of the
 *   Portuguese words below.
 * An object with the key `en` alone is an English text whose pt-BR is said elsewhere (writes/field-words.ts:
 * the contract's own message); its English is checked the same way. Any other object holding 'pt-BR' or 'en'
 * is a text pair of the wrong shape.
 *
 * And in a folder that has a `messages.ts`, no component (`*.tsx`) holds texts of its own: no `defineMessages(`,
 * no inline `'pt-BR':` pair, no `language === 'en' ? '…' : '…'` between two literal texts.
 *
 * New folders join by themselves: the globs below find every `messages.ts` and word list as it arrives.
 */
import { describe, expect, it } from 'vitest';
import { englishProblems } from '../support/english-text';

const modules: Record<string, Record<string, unknown>> = {
  ...import.meta.glob<Record<string, unknown>>('../../src-renderer/**/messages.ts', { eager: true }),
  ...import.meta.glob<Record<string, unknown>>('../../src-renderer/**/*-{words,labels,messages}.ts', { eager: true }),
  ...import.meta.glob<Record<string, unknown>>('../../src-renderer/i18n/*.ts', { eager: true }),
  ...import.meta.glob<Record<string, unknown>>('../../src-shared/words/*.ts', { eager: true }),
};
const components = import.meta.glob<string>('../../src-renderer/**/*.tsx', {
  eager: true,
  query: '?raw',
  import: 'default',
});

const shortName = (path: string) => path.replace(/^(\.\.\/)+/, '');
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);
const isTextRecord = (value: unknown): value is Record<string, string> =>
  isPlainObject(value) && Object.values(value).every((v) => typeof v === 'string');
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

/** What is wrong with one text in both languages. */
function pairProblems(pt: string, en: string): string[] {
  const problems: string[] = [];
  if (pt.trim() === '') problems.push('empty pt-BR text');
  problems.push(...englishProblems(en));
  const a = placeholders(pt);
  const b = placeholders(en);
  if (a.join() !== b.join()) problems.push(`placeholders differ: pt-BR {${a.join('} {')}} / en {${b.join('} {')}}`);
  return problems;
}

interface Found {
  dictionaries: number;
  pairs: number;
  problems: string[];
}

/** Walks a module's export: dictionaries, text pairs, English-only texts, and the plain objects and lists holding them. */
function walk(value: unknown, where: string, found: Found, seen: Set<object>): void {
  if (typeof value !== 'object' || value === null || seen.has(value)) return;
  seen.add(value);
  if (Array.isArray(value)) {
    value.forEach((item, i) => walk(item, `${where}[${i}]`, found, seen));
    return;
  }
  if (!isPlainObject(value)) return;
  const keys = Object.keys(value);
  const said = (problem: string) => found.problems.push(`${where}: ${problem}`);
  if (keys.includes('pt-BR') || keys.includes('en')) {
    const pt = value['pt-BR'];
    const en = value.en;
    if (keys.length === 1 && typeof en === 'string') {
      englishProblems(en).forEach(said);
    } else if (keys.length !== 2 || !keys.includes('pt-BR') || !keys.includes('en')) {
      said(`a text pair must have exactly the keys 'pt-BR' and 'en' (has ${keys.join(', ')})`);
    } else if (typeof pt === 'string' && typeof en === 'string') {
      found.pairs++;
      pairProblems(pt, en).forEach(said);
    } else if (isTextRecord(pt) && isTextRecord(en)) {
      // Both sides have the same keys: the types refuse any other (defineMessages, dictionaries).
      found.dictionaries++;
      for (const key of Object.keys(pt))
        if (key in en) pairProblems(pt[key]!, en[key]!).forEach((p) => found.problems.push(`${where}.${key}: ${p}`));
    } else {
      said("a text pair's two sides must be two texts, or two dictionaries of texts");
    }
    return;
  }
  for (const key of keys) walk(value[key], `${where}.${key}`, found, seen);
}

describe('texts in both languages', () => {
  it('finds the messages files and the word lists', () => {
    const names = Object.keys(modules).map(shortName);
    for (const expected of [
      'src-renderer/screens/certificate/messages.ts',
      'src-renderer/components/messages.ts',
      'src-renderer/data/messages.ts',
      'src-shared/words/code-words.ts',
    ]) {
      expect(names).toContain(expected);
    }
  });

  for (const [path, exports] of Object.entries(modules)) {
    it(`${shortName(path)}: every text in both languages, same keys and placeholders, no Portuguese in the English`, () => {
      const found: Found = { dictionaries: 0, pairs: 0, problems: [] };
      for (const [name, value] of Object.entries(exports)) walk(value, name, found, new Set());
      expect(found.problems).toEqual([]);
    });
  }

  for (const path of Object.keys(modules).filter((p) => p.endsWith('/messages.ts'))) {
    it(`${shortName(path)}: exports only dictionaries`, () => {
      const exports = modules[path]!;
      expect(Object.keys(exports).length).toBeGreaterThan(0);
      for (const [name, value] of Object.entries(exports)) {
        const found: Found = { dictionaries: 0, pairs: 0, problems: [] };
        walk(value, name, found, new Set());
        expect({ name, dictionary: found.dictionaries === 1 && found.pairs === 0 }).toEqual({ name, dictionary: true });
      }
    });
  }

  it('a folder with a messages.ts keeps no texts in its components', () => {
    const folders = new Set(
      Object.keys(modules)
        .filter((p) => p.endsWith('/messages.ts'))
        .map((p) => p.slice(0, p.lastIndexOf('/'))),
    );
    const problems: string[] = [];
    for (const [path, source] of Object.entries(components)) {
      if (!folders.has(path.slice(0, path.lastIndexOf('/')))) continue;
      if (/\bdefineMessages\(/.test(source))
        problems.push(`${shortName(path)}: defineMessages( — move the dictionary to messages.ts`);
      if (/['"]pt-BR['"]\s*:/.test(source)) problems.push(`${shortName(path)}: an inline 'pt-BR' text pair`);
      // `value === 'en' ? 'en' : 'pt-BR'` picks a language, not a text.
      if (/===\s*['"]en['"]\s*\?\s*(['"`])(?!(?:en|pt-BR)\1)/.test(source))
        problems.push(`${shortName(path)}: a choice between two literal texts by language`);
    }
    expect(problems).toEqual([]);
  });
});
