/** Renderer. Texts of the proposals, pt-BR first and English second. */
import { dictionaries } from '../../../i18n/i18n';
import pt from './messages.pt-BR.json';
import en from './messages.en.json';

export const { proposalActionsMessages, proposalsTabMessages } = dictionaries(pt, en);
