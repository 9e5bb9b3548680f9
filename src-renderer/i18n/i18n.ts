/**
 * Texts in pt-BR first, English second. Each screen keeps its own small
 * dictionary next to it (no shared file to fight over); the English one must
 * have the same keys, which TypeScript checks.
 */
import { useAppStore } from '../state/store';

export type Language = 'pt-BR' | 'en';

export type Dictionary<K extends string> = { 'pt-BR': Record<K, string>; en: Record<K, string> };

export function defineMessages<K extends string>(pt: Record<K, string>, en: Record<K, string>): Dictionary<K> {
  return { 'pt-BR': pt, en };
}

/** `t('key', { name })` replaces `{name}` in the text of the current language. */
export function useT<K extends string>(dictionary: Dictionary<K>) {
  const language = useAppStore((s) => s.language);
  return (key: K, values?: Record<string, string | number>) => interpolate(dictionary[language][key] ?? dictionary['pt-BR'][key], values);
}

export function interpolate(text: string, values?: Record<string, string | number>): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
