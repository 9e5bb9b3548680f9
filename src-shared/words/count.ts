/**
 * Shared. A count as a language writes it: 120.000 in Portuguese, 120,000 in English. Counts said in sentences
 * ("120.000 linhas", "120,000 rows") go through here; amounts and quotas keep the Brazilian conventions in both
 * languages (src-shared/format/display.ts).
 */
import type { Language } from './dictionary';

const FORMATS: Readonly<Record<Language, Intl.NumberFormat>> = {
  'pt-BR': new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 }),
  en: new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }),
};

export function formatCount(value: number, language: Language): string {
  return FORMATS[language].format(value);
}
