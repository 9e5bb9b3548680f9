/** Renderer. Texts of Settings' "Suporte" section, pt-BR first and English second. */
import { dictionaries } from '../../../i18n/i18n';
import pt from './messages.pt-BR.json';
import en from './messages.en.json';

export const {
  supportSectionMessages,
  /** Under a field the IT policy fixes (policy-lock.ts). */
  policyLockMessages,
} = dictionaries(pt, en);
