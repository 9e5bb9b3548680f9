/** Renderer. Texts of the read states (loading, drift note), pt-BR first and English second. */
import { dictionaries } from '../i18n/i18n';
import pt from './messages.pt-BR.json';
import en from './messages.en.json';

export const { operationViewMessages, driftNoteMessages, serviceWaitMessages } = dictionaries(pt, en);
