/** Renderer. Texts of the application shell, pt-BR first and English second. */
import { dictionaries } from '../i18n/i18n';
import pt from './messages.pt-BR.json';
import en from './messages.en.json';

export const {
  appMessages,
  appNavigationMessages,
  cpfSpotlightMessages,
  sessionExpiredDialogMessages,
  /** The × says what it closes: a dialog's own "Fechar" button (the result step) stays the only "Fechar" in it. */
  themeMessages,
  /** The notice after the window was reloaded by a crash or a hang (./crash-recovery.ts). */
  crashRecoveryMessages,
} = dictionaries(pt, en);
