/** How journal fields read on the History screen: operation titles (pt-BR, as the contract names them), environments, identifiers. */
import { operations } from '../../../src-shared/contract/operations';
import { JOURNAL_ACTIONS } from '../../../src-shared/ipc/inputs';
import type { EnvironmentName } from '../../../src-shared/ipc/inputs';
import type { Language } from '../../i18n/i18n';

type JournalAction = (typeof JOURNAL_ACTIONS)[number];

/** The operations' own pt-BR titles: the same words the journal stores and the CSV exports. */
function actionTitle(action: JournalAction): string {
  if (action === 'export') return 'Exportação CSV';
  if (action === 'cpf-reveal') return 'CPF exibido por completo';
  return operations[action].title;
}

export const ACTION_OPTIONS: Array<{ value: JournalAction; label: string }> = JOURNAL_ACTIONS.map((action) => ({ value: action, label: actionTitle(action) }));

const ENVIRONMENTS: Record<EnvironmentName, string> = { sandbox: 'Sandbox', test: 'Teste', production: 'Produção' };
const ENVIRONMENTS_EN: Record<EnvironmentName, string> = { sandbox: 'Sandbox', test: 'Test', production: 'Production' };

export function environmentLabel(environment: EnvironmentName, language: Language): string {
  return (language === 'en' ? ENVIRONMENTS_EN : ENVIRONMENTS)[environment] ?? environment;
}

const IDENTIFIERS: Record<string, Record<Language, string>> = {
  idcertificado: { 'pt-BR': 'Certificado', en: 'Certificate' },
  idtitulo: { 'pt-BR': 'Título', en: 'Title' },
  idproposta: { 'pt-BR': 'Proposta', en: 'Proposal' },
  idDocumento: { 'pt-BR': 'Documento', en: 'Document' },
  idcobertura: { 'pt-BR': 'Cobertura', en: 'Coverage' },
  idfundo: { 'pt-BR': 'Fundo', en: 'Fund' },
  idprocessorenda: { 'pt-BR': 'Processo de renda', en: 'Income process' },
  formato: { 'pt-BR': 'Formato', en: 'Format' },
  noExtrato: { 'pt-BR': 'No extrato', en: 'On the statement' },
};

export function identifierLabel(key: string, language: Language): string {
  return IDENTIFIERS[key]?.[language] ?? key;
}
