/**
 * Renderer. "Terminar esta operação antes?": another screen was asked for (Ctrl+K, the menu, a recent customer,
 * a link) while a write dialog is open. The write belongs to its customer, so nothing opens under it: the
 * employee goes back to the dialog (the default, and Esc), or discards it and the screen opens. While the
 * request is on its way there is nothing to discard: only "back". Opened over everything else in the dialog,
 * the discard question included; the focus goes back where it was in the dialog.
 */
import { Button } from '@mantine/core';
import { LAYERS } from '../components/layers';
import { QuestionModal, STOP_MANTINE_ESCAPE as STOP } from '../components/QuestionModal';
import { useT } from '../i18n/i18n';
import { type Route, useAppStore } from '../state/store';
import { customerLabel } from './dialog-customer';
import { leaveCustomerQuestionMessages as messages } from './messages';
import { customerOfRoute } from './write-dialogs';
import type { WriteStep } from './write-flow';

interface LeaveCustomerQuestionProps {
  route: Route;
  step: WriteStep;
  /** Whose the dialog is, in words ("a customer" when it has none). */
  whose: string;
  onStay(): void;
  onLeave(): void;
}

export function LeaveCustomerQuestion({ route, step, whose, onStay, onLeave }: LeaveCustomerQuestionProps) {
  const t = useT(messages);
  const recent = useAppStore((s) => s.recentCustomers);
  const other = customerOfRoute(route);
  const target = other ? t('targetCustomer', { who: customerLabel(other, recent) }) : t('targetScreen');
  const body = step === 'sending' ? 'bodySending' : step === 'result' ? 'bodyDone' : 'body';

  return (
    <QuestionModal
      opened
      title={t('title')}
      body={t(body, { whose, target })}
      layer={LAYERS.leaveCustomerQuestion}
      onKeep={onStay}
    >
      <Button variant="default" onClick={onStay} data-autofocus {...STOP}>
        {t('keep')}
      </Button>
      {step === 'sending' ? null : (
        <Button color={step === 'result' ? undefined : 'red'} onClick={onLeave} {...STOP}>
          {step === 'result' ? t('closeAndGo') : t('discard')}
        </Button>
      )}
    </QuestionModal>
  );
}
