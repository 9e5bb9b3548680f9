/** Renderer. Texts of write actions turned off for lack of privilege (D100), pt-BR first and English second. */
import { dictionaries } from '../../i18n/i18n';
import pt from './messages.pt-BR.json';
import en from './messages.en.json';

export const {
  /** Shared by the notice and every write button's tooltip: why write actions are off. */
  writeAccessMessages,
  writesOffNoticeMessages,
  profileUnknownMessages,
} = dictionaries(pt, en);
