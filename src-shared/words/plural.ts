/**
 * Shared. A counted noun in a language, by the language's own plural rules (Intl.PluralRules):
 * `plural('pt-BR', 1, { one: '# linha', other: '# linhas' })` → "1 linha"; `#` is the count as the language
 * writes it (120.000 / 120,000).
 */
import { formatCount } from './count';
import type { Language } from './dictionary';

/** The forms a language may need; `other` is the one every language has. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const RULES: Readonly<Record<Language, Intl.PluralRules>> = {
  'pt-BR': new Intl.PluralRules('pt-BR'),
  en: new Intl.PluralRules('en-US'),
};

export function plural(language: Language, count: number, forms: PluralForms): string {
  const form = forms[RULES[language].select(count)] ?? forms.other;
  return form.replaceAll('#', formatCount(count, language));
}
