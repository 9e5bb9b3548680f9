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
