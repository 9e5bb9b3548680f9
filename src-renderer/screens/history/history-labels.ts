/** How journal fields read on the History screen: operation titles (pt-BR, as the contract names them) and identifiers. */
import { operations } from '../../../src-shared/contract/operations';
import { JOURNAL_ACTIONS } from '../../../src-shared/ipc/inputs';
import type { Language } from '../../i18n/i18n';

type JournalAction = (typeof JOURNAL_ACTIONS)[number];

/** The operations' own pt-BR titles: the same words the journal stores and the CSV exports. */
function actionTitle(action: JournalAction): string {
  if (action === 'export') return 'Exportação CSV';
  if (action === 'cpf-reveal') return 'CPF exibido por completo';
  return operations[action].title;
}

export const ACTION_OPTIONS: Array<{ value: JournalAction; label: string }> = JOURNAL_ACTIONS.map((action) => ({ value: action, label: actionTitle(action) }));

const IDENTIFIERS: Record<string, Record<Language, string>> = {
  idcertificado: { 'pt-BR': 'Certificado', en: 'Certificate' },
  idtitulo: { 'pt-BR': 'Título', en: 'Title' },
  idproposta: { 'pt-BR': 'Proposta', en: 'Proposal' },
  idDocumento: { 'pt-BR': 'Documento', en: 'Document' },
  idcobertura: { 'pt-BR': 'Cobertura', en: 'Coverage' },
  idfundo: { 'pt-BR': 'Fundo', en: 'Fund' },
  idprocessorenda: { 'pt-BR': 'Processo de renda', en: 'Income process' },
  formato: { 'pt-BR': 'Formato', en: 'Format' },
};

export function identifierLabel(key: string, language: Language): string {
  return IDENTIFIERS[key]?.[language] ?? key;
}
