/**
 * Renderer. Texts in pt-BR first, English second. Each feature folder keeps
 * its texts in a JSON pair beside its `messages.ts` (`messages.pt-BR.json`,
 * `messages.en.json`, D590), which names one dictionary per component; a key
 * only one language has fails to compile, and
 * tests/renderer/messages-both-languages.test.ts checks the rest (no empty
 * text, the same placeholders, no Portuguese left in the English).
 */
import { useAppStore } from '../state/store';
import { type Dictionary, interpolate } from '../../src-shared/words/dictionary';

export {
  defineMessages,
  dictionaries,
  type Dictionary,
  interpolate,
  type Language,
} from '../../src-shared/words/dictionary';

/** `t('key', { name })` replaces `{name}` in the text of the current language. */
export function useT<K extends string>(dictionary: Dictionary<K>) {
  const language = useAppStore((s) => s.language);
  return (key: K, values?: Record<string, string | number>) =>
    interpolate(dictionary[language][key] ?? dictionary['pt-BR'][key], values);
}
