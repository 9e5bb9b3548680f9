/**
 * Shared. A text in pt-BR and English: the shape of every dictionary, the
 * renderer's messages and the code words the documents use alike. The texts
 * are data, a pair of JSON files beside the module that names them
 * (`messages.pt-BR.json`, `messages.en.json`, D590); a key only one language
 * has fails to compile here.
 */
export type Language = 'pt-BR' | 'en';

export type Dictionary<K extends string> = { 'pt-BR': Record<K, string>; en: Record<K, string> };

type OnlyIn<A, B> = Exclude<keyof A, keyof B>;

/**
 * The English must have exactly the pt-BR's keys: a key English lacks is a missing property, a key only English has
 * must be `never`. JSON imports are typed by their keys, so this holds for the texts kept as data too.
 */
export function defineMessages<P extends Record<string, string>, E extends Record<string, string>>(
  pt: P,
  en: E & Record<OnlyIn<P, E>, string> & Record<OnlyIn<E, P>, never>,
): Dictionary<keyof P & string> {
  return { 'pt-BR': pt, en };
}

type Texts = Record<string, string>;

/**
 * Every dictionary of a JSON pair, by its name (`export const { loginMessages } = dictionaries(pt, en)`): a name
 * or a key only one language has fails to compile, as in defineMessages.
 */
export function dictionaries<P extends Record<string, Texts>, E extends Record<string, Texts>>(
  pt: P,
  en: E &
    Record<OnlyIn<P, E>, Texts> &
    Record<OnlyIn<E, P>, never> & {
      [N in keyof P & keyof E]: Record<OnlyIn<P[N], E[N]>, string> & Record<OnlyIn<E[N], P[N]>, never>;
    },
): { readonly [N in keyof P]: Dictionary<keyof P[N] & string> } {
  const english: Record<string, Texts> = en;
  return Object.fromEntries(
    Object.entries(pt).map(([name, texts]) => [name, { 'pt-BR': texts, en: english[name] }]),
  ) as { readonly [N in keyof P]: Dictionary<keyof P[N] & string> };
}

/** The text with each `{name}` replaced by its value (a name without a value stays as written). */
export function interpolate(text: string, values?: Record<string, string | number>): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
