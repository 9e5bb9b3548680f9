/** Renderer. Texts of the write dialogs (Op2–Op7) and their flow, pt-BR first and English second. */
import { JOURNAL_STATUS_WORDS } from '../../src-shared/words/journal-status-words';
import { defineMessages, dictionaries } from '../i18n/i18n';
import pt from './messages.pt-BR.json';
import en from './messages.en.json';

export const {
  writeDialogFrameMessages,
  reviewStepMessages,
  leaveCustomerQuestionMessages,
  wrongCustomerMessages,
  duplicateWarningMessages,
  protocolResultMessages,
  claimNoticeDialogMessages,
  contributionDialogMessages,
  fundRowsMessages,
  paymentDataDialogMessages,
  lifeSignatureHashDialogMessages,
  pensionSignatureDialogMessages,
  documentFileInputMessages,
  proposalSignatureDateDialogMessages,
  signingMomentMessages,
  registeredEmailMessages,
  signerCpfMessages,
} = dictionaries(pt, en);

/** A journal entry's status, in the duplicate warning and on the History screen (journal-status.ts). */
export const journalStatusMessages = defineMessages(JOURNAL_STATUS_WORDS['pt-BR'], JOURNAL_STATUS_WORDS.en);
