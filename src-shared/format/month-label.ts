/**
 * Shared. A calendar month (`YYYY-MM`) in words, short: "nov/25" in pt-BR, "Nov 25" in English; long:
 * "novembro de 2025", "November 2025". Read from the text itself, never through a Date (no time zone can shift it).
 */
import type { Language } from '../words/dictionary';

const SHORT: Record<Language, readonly string[]> = {
  'pt-BR': ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
};
const LONG: Record<Language, readonly string[]> = {
  'pt-BR': [
    'janeiro',
    'fevereiro',
    'março',
    'abril',
    'maio',
    'junho',
    'julho',
    'agosto',
    'setembro',
    'outubro',
    'novembro',
    'dezembro',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

function parts(month: string): { year: string; index: number } {
  return { year: month.slice(0, 4), index: Number(month.slice(5, 7)) - 1 };
}

export function shortMonth(month: string, language: Language): string {
  const { year, index } = parts(month);
  const name = SHORT[language][index] ?? month;
  return language === 'en' ? `${name} ${year.slice(2)}` : `${name}/${year.slice(2)}`;
}

export function longMonth(month: string, language: Language): string {
  const { year, index } = parts(month);
  const name = LONG[language][index] ?? month;
  return language === 'en' ? `${name} ${year}` : `${name} de ${year}`;
}
