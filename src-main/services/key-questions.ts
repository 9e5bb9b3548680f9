/**
 * The native questions asked before a subscription key is stored or sent without a session (main process, D71).
 * Main asks them itself, so no renderer can forge or skip them; their words are data (the JSON pair beside this
 * module, D590), in the app's language. They name the address and the key's last four characters, never the key.
 */
import type { Environment } from '../../src-shared/settings-schema';
import { type Dictionary, dictionaries, interpolate, type Language } from '../../src-shared/words/dictionary';
import { ENVIRONMENT_WORDS as NAMES } from '../../src-shared/words/environment-words';
import type { ConfirmQuestion } from '../ports';
import pt from './key-questions.pt-BR.json';
import en from './key-questions.en.json';

const { storeKeyQuestion: STORE, sendKeyQuestion: SEND, keyDestinationWords } = dictionaries(pt, en);

/** A question about the key (its last four characters) for an environment at an address, in the app's language. */
type KeyQuestion = (language: Language, environment: Environment, origin: string, lastFour: string) => ConfirmQuestion;

/** Where a key is sent, with its preposition: the address, or for the embedded sandbox (bound to no address) this computer. */
function destination(language: Language, environment: Environment, origin: string): string {
  const words = keyDestinationWords[language];
  return environment === 'sandbox' ? words.sandbox : interpolate(words.address, { origin });
}

/** The question's every text, its `{values}` filled in. */
function question(
  words: Dictionary<keyof ConfirmQuestion & string>,
  language: Language,
  values: Record<string, string>,
): ConfirmQuestion {
  const texts = words[language];
  return {
    title: interpolate(texts.title, values),
    message: interpolate(texts.message, values),
    detail: interpolate(texts.detail, values),
    confirmLabel: interpolate(texts.confirmLabel, values),
    cancelLabel: interpolate(texts.cancelLabel, values),
  };
}

export const storeKeyQuestion: KeyQuestion = (language, environment, origin, lastFour) =>
  question(STORE, language, {
    lastFour,
    environment: NAMES[language][environment],
    destination: destination(language, environment, origin),
  });

export const sendKeyQuestion: KeyQuestion = (language, environment, origin, lastFour) =>
  question(SEND, language, { lastFour, origin, environment: NAMES[language][environment] });
