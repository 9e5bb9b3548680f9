/**
 * Renderer. The flow every write dialog follows: form → review → sending → result.
 *
 * - The review shows exactly what will be sent; nothing leaves before
 *   "Confirmar e enviar".
 * - A write is sent once per click and never retried automatically: a retry
 *   after a timeout could execute it twice.
 * - On failure the employee is back on the form with everything typed (the
 *   dialog owns the values, this frame only switches steps), the error on top
 *   and the service's field problems on the fields.
 * - A probable duplicate stops on the review step until the employee says
 *   "Enviar mesmo assim".
 * - The dialogs send through the data layer's useWrite, so the screens about
 *   the customer load again after a success or an unknown outcome; an answer
 *   the service sent incomplete gets the same discreet note as the screens.
 * - Closing before sending (Esc, ×, "Cancelar") asks "Descartar o que foi
 *   preenchido?" when the employee typed anything; after the result it closes.
 *   Closing is the frame's (useWriteDialogs), as is validating the form
 *   before the review: a dialog gives its title, form and what to send.
 * - The dialog belongs to one customer, named in its title and on the review:
 *   another screen asked for while it is open waits for the employee's word
 *   (LeaveCustomerQuestion), and the send goes only with that customer on
 *   screen.
 * - The focus stays in the dialog and moves to each step's main action: the
 *   first field in error, "Confirmar e enviar", the protocol's copy button.
 */
import { Alert, Button, Group, List, Loader, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useLayoutEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import type { IpcError } from '../../src-shared/ipc/ipc-result';
import type { WriteOutcome } from '../../src-shared/ipc/views';
import { useDiscardConfirmation } from '../components/DiscardConfirmation';
import { ErrorAlert } from '../components/ErrorAlert';
import { ReceiptMenu } from '../components/ReceiptMenu';
import { DriftNote } from '../data/DriftNote';
import { useT } from '../i18n/i18n';
import { call } from '../ipc/use-ipc';
import { useAppStore } from '../state/store';
import { useSessionEnded } from '../app/session/use-session-ended';
import { useWritesOffReason } from './access/write-access';
import { ProfileUnknownNote } from './access/ProfileUnknownNote';
import { useDialogCustomer } from './dialog-customer';
import { LeaveCustomerQuestion } from './LeaveCustomerQuestion';
import { focusStepAction } from './step-focus';
import { WrongCustomerAlert } from './WrongCustomerAlert';
import { WriteActionButton } from './access/WriteActionButton';
import { applyServerFieldErrors, type FieldErrorTarget } from './form-errors';
import { writeDialogFrameMessages as messages } from './messages';
import { ReviewStep } from './ReviewStep';
import { otherCustomerOnScreen, useWriteDialogs } from './write-dialogs';
import type { PreparedWrite, WriteStep } from './write-flow';
import { errorText } from '../i18n/error-text';

export interface WriteDialogFrameProps<R> {
  /** The Modal title: the dialog's accessible name. */
  title: string;
  /** The request to review, asked for once the form is valid. */
  prepare(): PreparedWrite<R>;
  /**
   * The dialog's form: validated on "Revisar envio" (errors shown, nothing prepared); the main process's field
   * errors are put on its fields (those no field shows are listed); closing it filled in asks first.
   */
  form: FieldErrorTarget & { isDirty(): boolean; validate(): { hasErrors: boolean } };
  /** The success notification's text. */
  successMessage(outcome: WriteOutcome<R>): string;
  /** What the result step shows besides "Operação concluída" (Op3: the protocol). */
  renderResult?(outcome: WriteOutcome<R>): ReactNode;
  /** Puts a refusal in the employee's words before it is shown (Op3: line codes become "Vida", "Previdência"). */
  explainError?(error: IpcError): IpcError;
  /** The form fields. */
  children: ReactNode;
}

export function WriteDialogFrame<R>({
  title,
  prepare,
  form,
  successMessage,
  renderResult,
  explainError,
  children,
}: WriteDialogFrameProps<R>) {
  const t = useT(messages);
  const onClose = useWriteDialogs((s) => s.close);
  const leavingTo = useWriteDialogs((s) => s.leavingTo);
  const stay = useWriteDialogs((s) => s.stay);
  const customer = useDialogCustomer();
  const navigate = useAppStore((s) => s.navigate);
  const language = useAppStore((s) => s.language);
  const sessionEpoch = useAppStore((s) => s.sessionEpoch);
  const sessionEnded = useSessionEnded();
  const fullTitle = customer.label ? `${title} — ${customer.label}` : title;
  const [step, setStep] = useState<WriteStep>('form');
  const [prepared, setPrepared] = useState<PreparedWrite<R>>();
  /** The last refusal, with the login it came under (`sessionEpoch`). */
  const [failure, setFailure] = useState<{ error: IpcError; epoch: number }>();
  const [unmatched, setUnmatched] = useState<string[]>([]);
  const [duplicate, setDuplicate] = useState<IpcError>();
  const [outcome, setOutcome] = useState<WriteOutcome<R>>();
  /** The send was refused here: the screen showed another customer (its CPF; null: none). */
  const [wrongCustomer, setWrongCustomer] = useState<string | null>();
  /** Grows each time the form's own check refuses "Revisar envio": the focus goes to the first field in error. */
  const [refusals, setRefusals] = useState(0);
  const body = useRef<HTMLDivElement>(null);
  /** Where the focus last was in this dialog (not in a question over it): where it goes back after one. */
  const lastFocus = useRef<HTMLElement | null>(null);
  // A double click must not send twice: the step changes only on the next render.
  const inFlight = useRef(false);
  // The service refused a write for lack of privilege (D100): what was typed stays, nothing more is sent.
  const writesOff = useWritesOffReason();

  // Each step's main action takes the focus as the step appears (the one that had it is gone); the first is Mantine's.
  const stepShown = useRef(false);
  useLayoutEffect(() => {
    if (!stepShown.current) {
      stepShown.current = true;
      return;
    }
    if (body.current) focusStepAction(body.current, step);
  }, [step, duplicate, wrongCustomer, refusals]);

  // The refusal for a lost session is stale once the employee signed in again: what to do now is send.
  const error =
    failure && !(failure.error.code === 'session-expired' && failure.epoch !== sessionEpoch)
      ? failure.error
      : undefined;

  function review(event: React.FormEvent) {
    event.preventDefault();
    if (writesOff) return;
    if (form.validate().hasErrors) {
      setRefusals((n) => n + 1);
      return;
    }
    setPrepared(prepare());
    setDuplicate(undefined);
    setWrongCustomer(undefined);
    setStep('review');
  }

  function backToForm() {
    setDuplicate(undefined);
    setWrongCustomer(undefined);
    setStep('form');
  }

  async function send(confirmDuplicate: boolean) {
    if (!prepared || inFlight.current || writesOff || sessionEnded) return;
    // The write is for the customer on screen, or not at all (opening another one asks first; this is the last check).
    const other = otherCustomerOnScreen();
    if (other !== undefined) {
      setWrongCustomer(other);
      return;
    }
    inFlight.current = true;
    setStep('sending');
    setDuplicate(undefined);
    setFailure(undefined);
    setUnmatched([]);
    // call(): a send that throws still ends as an error on the form, never as a dialog stuck on "Enviando…".
    const result = await call(prepared.send(confirmDuplicate ? { confirmDuplicate } : {}));
    inFlight.current = false;
    if (result.ok) {
      setOutcome(result.data);
      setStep('result');
      notifications.show({ color: 'teal', title: fullTitle, message: successMessage(result.data) });
      return;
    }
    if (result.error.code === 'duplicate-write') {
      setDuplicate(result.error);
      setStep('review');
      return;
    }
    setFailure({
      error: explainError ? explainError(result.error) : result.error,
      epoch: useAppStore.getState().sessionEpoch,
    });
    const service = {
      fieldErrors: result.error.serviceFieldErrors,
      say: (text: string) => t('serviceSaidField', { text }),
    };
    setUnmatched(applyServerFieldErrors(form, result.error.fieldErrors, service));
    setStep('form');
  }

  // While a request is in flight the dialog stays open: closing it would hide the outcome.
  const closable = step !== 'sending';
  const discard = useDiscardConfirmation();
  /** Before the result, what was typed is only in this dialog: ask before throwing it away. */
  const requestClose = () => {
    if (!closable) return;
    if (step === 'result') onClose();
    else discard.request(form.isDirty(), onClose);
  };

  /** The History opens in place of the dialog: what was typed goes only with the employee's word. */
  const openHistory = () =>
    discard.request(form.isDirty(), () => {
      onClose();
      navigate({ screen: 'history' });
    });

  /** Back from a question over the dialog: the focus where it was. */
  function stayHere() {
    stay();
    requestAnimationFrame(() => {
      if (lastFocus.current?.isConnected) lastFocus.current.focus();
    });
  }

  function leaveFor() {
    const route = leavingTo;
    onClose();
    if (route) navigate(route);
  }

  function noteFocus(event: FocusEvent) {
    // Focus events of the questions over the dialog bubble here too (React portals): only this dialog's own count.
    if (event.target instanceof HTMLElement && body.current?.contains(event.target)) lastFocus.current = event.target;
  }

  return (
    <Modal
      opened
      onClose={requestClose}
      title={fullTitle}
      size="lg"
      centered
      closeOnClickOutside={false}
      closeOnEscape={closable}
      withCloseButton={closable}
    >
      <div ref={body} onFocus={noteFocus}>
        {step === 'form' ? (
          <form onSubmit={review} noValidate>
            <Stack gap="sm">
              {error ? (
                <div tabIndex={-1} data-step-focus>
                  {/* A write the service did not process (429): the same request may simply go again, from here. */}
                  <ErrorAlert
                    error={error}
                    onOpenHistory={openHistory}
                    {...(error.code === 'rate-limited'
                      ? { onRetry: () => void send(false), retryLabel: t('sendAgain') }
                      : {})}
                  />
                  {/* The attempt is on record (refused, or its answer lost): the customer may take its receipt. */}
                  {error.journalEntryId ? (
                    <Group mt="xs">
                      <ReceiptMenu journalEntryId={error.journalEntryId} customerCpf={customer.cpf} />
                    </Group>
                  ) : null}
                </div>
              ) : null}
              {error?.code === 'invalid-input' && unmatched.length > 0 ? (
                <Alert color="red" variant="light">
                  <Text size="sm">{t('otherProblems')}</Text>
                  <List size="sm">
                    {unmatched.map((line) => (
                      <List.Item key={line}>{line}</List.Item>
                    ))}
                  </List>
                </Alert>
              ) : null}
              {children}
              <ProfileUnknownNote />
              <Group justify="flex-end" gap="xs" mt="xs">
                <Button variant="default" onClick={requestClose}>
                  {t('cancel')}
                </Button>
                <WriteActionButton type="submit">{t('review')}</WriteActionButton>
              </Group>
            </Stack>
          </form>
        ) : null}

        {step === 'review' && prepared ? (
          <ReviewStep
            prepared={prepared as PreparedWrite<unknown>}
            customer={customer.label}
            refusal={
              wrongCustomer !== undefined ? (
                <WrongCustomerAlert whose={customer.label} onScreen={wrongCustomer} />
              ) : undefined
            }
            sessionEnded={sessionEnded}
            duplicate={duplicate}
            onBack={backToForm}
            onConfirm={() => void send(false)}
            onSendAnyway={() => void send(true)}
            onOpenHistory={openHistory}
          />
        ) : null}

        {step === 'sending' ? (
          <Stack align="center" gap="sm" py="lg" aria-busy="true" role="status" tabIndex={-1} data-step-focus>
            <Loader />
            <Text size="sm">{t('sending')}</Text>
          </Stack>
        ) : null}

        {step === 'result' && outcome ? (
          <Stack gap="md">
            <Alert color="teal" title={t('done')} role="status">
              {successMessage(outcome)}
            </Alert>
            {renderResult?.(outcome)}
            {/* The service did it; only our record of it failed (main process, D60): said next to the result, never as an error. */}
            {outcome.journalWarning ? (
              <Alert color="orange" title={t('notRecorded')} role="alert">
                {errorText(outcome.journalWarning, language)}
              </Alert>
            ) : null}
            <DriftNote drift={outcome.drift} />
            <Group justify="space-between" align="flex-start">
              <ReceiptMenu journalEntryId={outcome.journalEntryId} customerCpf={customer.cpf} />
              <Button onClick={onClose} data-autofocus>
                {t('close')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </div>
      {discard.confirmation}
      {leavingTo ? (
        <LeaveCustomerQuestion
          route={leavingTo}
          step={step}
          whose={customer.label ?? title}
          onStay={stayHere}
          onLeave={leaveFor}
        />
      ) : null}
    </Modal>
  );
}
