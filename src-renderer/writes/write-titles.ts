/**
 * Renderer. Each write's name in both languages: its dialog's own title, so every other place that names a write
 * (History's English for a journal entry) says the words the employee saw on the dialog. A write without a dialog
 * title does not compile.
 */
import type { WriteOperationId } from '../../src-shared/contract';
import type { Dictionary, Language } from '../i18n/i18n';
import {
  claimNoticeDialogMessages,
  contributionDialogMessages,
  lifeSignatureHashDialogMessages,
  paymentDataDialogMessages,
  pensionSignatureDialogMessages,
  proposalSignatureDateDialogMessages,
} from './messages';

const DIALOG_WORDS: Readonly<Record<WriteOperationId, Dictionary<'title'>>> = {
  op2: lifeSignatureHashDialogMessages,
  op3: claimNoticeDialogMessages,
  op4: contributionDialogMessages,
  op5: paymentDataDialogMessages,
  op6: pensionSignatureDialogMessages,
  op7: proposalSignatureDateDialogMessages,
};

/** The write's dialog title in `language`. */
export function writeTitle(write: WriteOperationId, language: Language): string {
  return DIALOG_WORDS[write][language].title;
}
