/**
 * Shared. Why a journal entry ended as it did, as sentences in one language: the service's own words as they came
 * (and the sentences an older Balcão kept), then Balcão's own reasons, kept by code, said in `language`. History
 * on screen, its export and the receipts all read an entry's reasons through here.
 */
import type { Language } from './dictionary';
import type { ErrorWords } from './error-codes';
import { sayWords } from './error-words';

export interface KeptReasons {
  messages?: readonly string[];
  said?: readonly ErrorWords[];
}

export function reasonsOf(result: KeptReasons | undefined, language: Language): string[] {
  return [...(result?.messages ?? []), ...(result?.said ?? []).map((said) => sayWords(said, language))];
}
