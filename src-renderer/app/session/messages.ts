/** Renderer. Texts of the session's notices (expiry warning, signing in again), pt-BR first and English second. */
import { dictionaries } from '../../i18n/i18n';
import pt from './messages.pt-BR.json';
import en from './messages.en.json';

export const { sessionLoginFormMessages, sessionWarningMessages } = dictionaries(pt, en);
