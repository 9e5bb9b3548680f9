/** Renderer. Texts of the Settings screen (environments, keys, connection test, preferences), pt-BR first and English second. */
import { dictionaries } from '../../i18n/i18n';
import pt from './messages.pt-BR.json';
import en from './messages.en.json';

export const {
  settingsScreenMessages,
  environmentFieldsetMessages,
  subscriptionKeyPanelMessages,
  connectionTestMessages,
  keychainWarningMessages,
  preferencesSectionMessages,
} = dictionaries(pt, en);
