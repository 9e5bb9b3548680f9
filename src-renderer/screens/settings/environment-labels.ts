/** Renderer. Environment names as the app shows them: Settings, the contract diagnostics and History's entries. */
import type { EnvironmentName } from '../../../src-shared/ipc/inputs';
import { ENVIRONMENT_WORDS } from '../../../src-shared/words/environment-words';
import type { Language } from '../../i18n/i18n';

/** The name in `language`; a name this version does not know (an older journal's) as it was written. */
export function environmentName(environment: EnvironmentName, language: Language): string {
  return ENVIRONMENT_WORDS[language][environment] ?? environment;
}
