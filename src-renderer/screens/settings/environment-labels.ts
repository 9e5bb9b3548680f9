/** Renderer. Environment names as the app shows them: Settings, the contract diagnostics and History's entries. */
import type { EnvironmentName } from '../../../src-shared/ipc/inputs';
import { defineMessages, type Language } from '../../i18n/i18n';

export const environmentNameMessages = defineMessages<EnvironmentName>(
  { sandbox: 'Sandbox', test: 'Teste', production: 'Produção' },
  { sandbox: 'Sandbox', test: 'Test', production: 'Production' },
);

/** The name in `language`; a name this version does not know (an older journal's) as it was written. */
export function environmentName(environment: EnvironmentName, language: Language): string {
  return environmentNameMessages[language][environment] ?? environment;
}
