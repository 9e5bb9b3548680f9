/**
 * Shared. A text in pt-BR and English: the shape of every dictionary, the
 * renderer's messages and the code words the documents use alike. The
 * English one must have the same keys, which TypeScript checks.
 */
export type Language = 'pt-BR' | 'en';

export type Dictionary<K extends string> = { 'pt-BR': Record<K, string>; en: Record<K, string> };

export function defineMessages<K extends string>(pt: Record<K, string>, en: Record<K, string>): Dictionary<K> {
  return { 'pt-BR': pt, en };
}

/** The text with each `{name}` replaced by its value (a name without a value stays as written). */
export function interpolate(text: string, values?: Record<string, string | number>): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
