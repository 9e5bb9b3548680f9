/**
 * Shared. The names of the identifiers a journal entry records (certificate, title, proposal…), in words, pt-BR and
 * English: History's "Identificadores" column on screen and in its export. An identifier without words is shown
 * as recorded; a document's language (`idioma`) is said in words, beside its format.
 */
import type { Dictionary } from '../words/dictionary';
import type { ExportFormat } from './inputs';

export const JOURNAL_IDENTIFIER_WORDS = {
  'pt-BR': {
    idcertificado: 'Certificado',
    idtitulo: 'Título',
    idproposta: 'Proposta',
    idDocumento: 'Documento',
    idcobertura: 'Cobertura',
    idfundo: 'Fundo',
    idprocessorenda: 'Processo de renda',
    formato: 'Formato',
    noExtrato: 'No extrato',
    referencia: 'Referência da solicitação',
    protocolo: 'Protocolo',
    idioma: 'Idioma',
  },
  en: {
    idcertificado: 'Certificate',
    idtitulo: 'Title',
    idproposta: 'Proposal',
    idDocumento: 'Document',
    idcobertura: 'Coverage',
    idfundo: 'Fund',
    idprocessorenda: 'Income process',
    formato: 'Format',
    noExtrato: 'On the statement',
    referencia: 'Request reference',
    protocolo: 'Protocol',
    idioma: 'Language',
  },
} as const;

/** A document's language (the journal's `idioma`, a DocumentLanguage code) in words. */
export const DOCUMENT_LANGUAGE_WORDS = {
  'pt-BR': { 'pt-BR': 'português', en: 'inglês' },
  en: { 'pt-BR': 'Portuguese', en: 'English' },
} as const;

/**
 * The values the journal records in words (a file's format, a print, how the customer's CPF went out), by what they
 * mean: main writes the pt-BR words (JOURNAL_VALUES), History reads them back in the screen's language. A value not
 * here (an identifier, a protocol) is shown as recorded in both.
 */
export const JOURNAL_VALUE_WORDS = {
  'pt-BR': {
    xlsx: 'Excel (.xlsx)',
    'excel-br': 'CSV Excel (Brasil)',
    rfc4180: 'CSV padrão',
    pdf: 'PDF',
    print: 'Impressão',
    cpfFull: 'CPF completo',
    cpfMasked: 'CPF mascarado',
  },
  en: {
    xlsx: 'Excel (.xlsx)',
    'excel-br': 'CSV Excel (Brazil)',
    rfc4180: 'Standard CSV',
    pdf: 'PDF',
    print: 'Print',
    cpfFull: 'Full CPF',
    cpfMasked: 'Masked CPF',
  },
} as const satisfies Dictionary<ExportFormat | 'print' | 'cpfFull' | 'cpfMasked'>;

/** What main writes to the journal: always the pt-BR words, so every entry, old or new, reads back the same. */
export const JOURNAL_VALUES = JOURNAL_VALUE_WORDS['pt-BR'];

type ScreenLanguage = keyof typeof JOURNAL_IDENTIFIER_WORDS;

/** A recorded value in the screen's language: the words of a value the journal writes, else as recorded. */
export function journalValueWords(value: string, language: ScreenLanguage): string {
  const meaning = (Object.keys(JOURNAL_VALUES) as Array<keyof typeof JOURNAL_VALUES>).find(
    (key) => JOURNAL_VALUES[key] === value,
  );
  return meaning === undefined ? value : JOURNAL_VALUE_WORDS[language][meaning];
}

/** The language's name for a code the journal recorded; one it does not know as recorded. */
function languageWord(code: string, language: ScreenLanguage): string {
  const words: Readonly<Record<string, string>> = DOCUMENT_LANGUAGE_WORDS[language];
  return Object.hasOwn(words, code) ? words[code]! : code;
}

/**
 * An entry's identifiers as [name, value] in `language`, in the entry's order. A document's language is said with
 * its format, "PDF (inglês)" / "PDF (English)"; alone when the entry has no format.
 */
export function identifierPairs(
  identifiers: Readonly<Record<string, string>> | undefined,
  language: ScreenLanguage,
): Array<[string, string]> {
  const entries = Object.entries(identifiers ?? {});
  const documentLanguage = identifiers?.idioma;
  const withFormat = documentLanguage !== undefined && identifiers?.formato !== undefined;
  return entries.flatMap(([key, value]): Array<[string, string]> => {
    if (key === 'idioma')
      return withFormat ? [] : [[journalIdentifierWord(key, language), languageWord(value, language)]];
    const shown = journalValueWords(value, language);
    if (key === 'formato' && withFormat)
      return [[journalIdentifierWord(key, language), `${shown} (${languageWord(documentLanguage, language)})`]];
    return [[journalIdentifierWord(key, language), shown]];
  });
}

/** An identifier's name in `language`; one without words as recorded. */
export function journalIdentifierWord(key: string, language: keyof typeof JOURNAL_IDENTIFIER_WORDS): string {
  const words: Readonly<Record<string, string>> = JOURNAL_IDENTIFIER_WORDS[language];
  return Object.hasOwn(words, key) ? words[key]! : key;
}
