/**
 * Shared. The names of the identifiers a journal entry records (certificate, title, proposal…), in words, pt-BR and
 * English: History's "Identificadores" column on screen and in its export. An identifier without words is shown
 * as recorded; a document's language (`idioma`) is said in words, beside its format.
 */
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

type ScreenLanguage = keyof typeof JOURNAL_IDENTIFIER_WORDS;

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
    if (key === 'formato' && withFormat)
      return [[journalIdentifierWord(key, language), `${value} (${languageWord(documentLanguage, language)})`]];
    return [[journalIdentifierWord(key, language), value]];
  });
}

/** An identifier's name in `language`; one without words as recorded. */
export function journalIdentifierWord(key: string, language: keyof typeof JOURNAL_IDENTIFIER_WORDS): string {
  const words: Readonly<Record<string, string>> = JOURNAL_IDENTIFIER_WORDS[language];
  return Object.hasOwn(words, key) ? words[key]! : key;
}
