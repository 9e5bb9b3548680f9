/**
 * The native questions asked before a subscription key is stored or sent without a session (main process, D71).
 * They name the address and the key's last four characters, never the key; in the app's language.
 */
import type { Environment } from '../../src-shared/settings-schema';
import { ENVIRONMENT_WORDS as NAMES } from '../../src-shared/words/environment-words';
import type { ConfirmQuestion } from '../ports';

type Language = 'pt-BR' | 'en';

/** A question about the key (its last four characters) for an environment at an address, in the app's language. */
type KeyQuestion = (language: Language, environment: Environment, origin: string, lastFour: string) => ConfirmQuestion;

/** Where a key is sent, with its preposition: the address, or for the embedded sandbox (bound to no address) this computer. */
function destination(language: Language, environment: Environment, origin: string): string {
  if (language === 'en')
    return environment === 'sandbox' ? 'to the sandbox built into Balcão on this computer' : `to ${origin}`;
  return environment === 'sandbox' ? 'ao sandbox embutido no Balcão, neste computador' : `a ${origin}`;
}

export const storeKeyQuestion: KeyQuestion = (language, environment, origin, lastFour) => {
  const env = NAMES[language][environment];
  const to = destination(language, environment, origin);
  return language === 'en'
    ? {
        title: 'Store subscription key',
        message: `Store the key ending in "${lastFour}" for the ${env} environment?`,
        detail: `It will only ever be sent ${to}. If that is not your company's service address, or you did not just copy a key, choose Cancel.`,
        confirmLabel: 'Store key',
        cancelLabel: 'Cancel',
      }
    : {
        title: 'Guardar chave de assinatura',
        message: `Guardar a chave terminada em "${lastFour}" para o ambiente ${env}?`,
        detail: `Ela só será enviada ${to}. Se este não é o endereço do serviço da empresa, ou se você não acabou de copiar uma chave, escolha Cancelar.`,
        confirmLabel: 'Guardar chave',
        cancelLabel: 'Cancelar',
      };
};

export const sendKeyQuestion: KeyQuestion = (language, environment, origin, lastFour) => {
  const env = NAMES[language][environment];
  return language === 'en'
    ? {
        title: 'Test connection',
        message: `Send the subscription key ending in "${lastFour}" to ${origin} to test the ${env} environment?`,
        detail: 'You are not logged in to this environment. Test only an address your company gave you.',
        confirmLabel: 'Test connection',
        cancelLabel: 'Cancel',
      }
    : {
        title: 'Testar conexão',
        message: `Enviar a chave de assinatura terminada em "${lastFour}" para ${origin} para testar o ambiente ${env}?`,
        detail: 'Você não entrou com seu usuário neste ambiente. Teste só um endereço informado pela empresa.',
        confirmLabel: 'Testar conexão',
        cancelLabel: 'Cancelar',
      };
};
