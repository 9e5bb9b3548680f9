/**
 * Shared. The names of the identifiers a journal entry records (certificate, title, proposal…), in words, pt-BR and
 * English: History's "Identificadores" column on screen and in its export. An identifier without words is shown
 * as recorded.
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
  },
} as const;

/** An identifier's name in `language`; one without words as recorded. */
export function journalIdentifierWord(key: string, language: keyof typeof JOURNAL_IDENTIFIER_WORDS): string {
  const words: Readonly<Record<string, string>> = JOURNAL_IDENTIFIER_WORDS[language];
  return Object.hasOwn(words, key) ? words[key]! : key;
}
