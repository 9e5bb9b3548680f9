/**
 * Main process. The words of the request receipt ("Comprovante de solicitação", D360), pt-BR and English: the
 * document is written in the document's language (D571). Field names and values of what was sent come from the journal's
 * detail words (src-shared/ipc/journal-detail-words.ts), the identifiers' from journal-identifier-words.ts. Words are
 * data, the JSON pair beside this module (D590).
 */
import type { WriteOperationId } from '../../../src-shared/contract';
import { defineMessages, dictionaries, type Dictionary } from '../../../src-shared/words/dictionary';
import { DOCUMENT_TITLES } from '../../../src-shared/words/document-titles';
import pt from './receipt-words.pt-BR.json';
import en from './receipt-words.en.json';

const words = dictionaries(pt, en);

/** The receipt's own words; its title is the shared document title. */
export const receiptWords = defineMessages(
  { ...words.receiptWords['pt-BR'], title: DOCUMENT_TITLES['pt-BR'].receipt },
  { ...words.receiptWords.en, title: DOCUMENT_TITLES.en.receipt },
);

export type ReceiptWordKey = keyof (typeof receiptWords)['pt-BR'];

/** Each write by what the customer asked for, as a noun. */
export const requestNames = words.requestNames satisfies Dictionary<WriteOperationId>;
