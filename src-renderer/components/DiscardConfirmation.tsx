/**
 * Renderer. "Descartar o que foi preenchido?": closing a form the employee has filled in —
 * Esc, the ×, "Cancelar" — asks before throwing the typing away. A hook for any dialog with a form:
 *
 *   const discard = useDiscardConfirmation();
 *   const requestClose = () => discard.request(form.isDirty(), onClose);
 *   <Modal onClose={requestClose} …> … <Button onClick={requestClose}>Cancelar</Button> … {discard.confirmation}
 *
 * An untouched form closes at once. The question is the topmost overlay: Esc there answers "keep filling in"
 * and closes only the question (the dialog under it ignores that Esc: `data-mantine-stop-propagation`, which
 * Mantine's Modal checks), and the focus goes back where it was in the form. "Descartar" runs `discard`.
 */
import { Button } from '@mantine/core';
import { type ReactNode, useRef, useState } from 'react';
import { useT } from '../i18n/i18n';
import { LAYERS } from './layers';
import { discardConfirmationMessages as messages } from './messages';
import { QuestionModal, STOP_MANTINE_ESCAPE as STOP } from './QuestionModal';

export interface DiscardConfirmation {
  /** Closes at once when nothing was filled in (`changed` false); otherwise asks first, and `discard` runs on "Descartar". */
  request(changed: boolean, discard: () => void): void;
  /** The question: render it inside the dialog (it opens over it). */
  confirmation: ReactNode;
}

export function useDiscardConfirmation(): DiscardConfirmation {
  const t = useT(messages);
  const [asking, setAsking] = useState(false);
  const pending = useRef<(() => void) | undefined>(undefined);

  function request(changed: boolean, discard: () => void) {
    if (!changed) {
      discard();
      return;
    }
    pending.current = discard;
    setAsking(true);
  }

  function keep() {
    pending.current = undefined;
    setAsking(false);
  }

  function confirm() {
    const discard = pending.current;
    pending.current = undefined;
    setAsking(false);
    discard?.();
  }

  const confirmation = (
    <QuestionModal opened={asking} title={t('title')} body={t('body')} layer={LAYERS.discardQuestion} onKeep={keep}>
      <Button variant="default" onClick={keep} data-autofocus {...STOP}>
        {t('keep')}
      </Button>
      <Button color="red" onClick={confirm} {...STOP}>
        {t('discard')}
      </Button>
    </QuestionModal>
  );

  return { request, confirmation };
}
