/**
 * Shared. The journal's two actions that are not a write, in words: main records the pt-BR (History's filter, a
 * statement's heading), History says them in the screen's language. A write is named by its operation instead.
 */
import { defineMessages } from './dictionary';
import pt from './journal-action-words.pt-BR.json';
import en from './journal-action-words.en.json';

export const JOURNAL_ACTION_WORDS = defineMessages(pt.JOURNAL_ACTION_WORDS, en.JOURNAL_ACTION_WORDS);
