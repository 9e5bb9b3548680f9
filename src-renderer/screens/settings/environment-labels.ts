/** Environment names as the settings screen shows them. */
import type { EnvironmentName } from '../../../src-shared/ipc/inputs';
import type { Language } from '../../i18n/i18n';

const LABELS: Record<Language, Record<EnvironmentName, string>> = {
  'pt-BR': { sandbox: 'Sandbox', test: 'Teste', production: 'Produção' },
  en: { sandbox: 'Sandbox', test: 'Test', production: 'Production' },
};

export function environmentName(environment: EnvironmentName, language: Language): string {
  return LABELS[language][environment];
}
