/** Renderer. Texts of the customer screen (page, not-found notice, skeleton, product tabs), pt-BR first and English second. */
import { dictionaries } from '../../i18n/i18n';
import pt from './messages.pt-BR.json';
import en from './messages.en.json';

export const { customerNotFoundMessages, customerPageMessages, customerSkeletonMessages, customerTabsMessages } =
  dictionaries(pt, en);
