/** Shared. The environments by name: Settings, History, diagnostics, receipts, statements and the key questions. */
import type { Environment } from '../settings-schema';
import { defineMessages, type Dictionary } from './dictionary';
import pt from './environment-words.pt-BR.json';
import en from './environment-words.en.json';

export const ENVIRONMENT_WORDS = defineMessages(
  pt.ENVIRONMENT_WORDS,
  en.ENVIRONMENT_WORDS,
) satisfies Dictionary<Environment>;
