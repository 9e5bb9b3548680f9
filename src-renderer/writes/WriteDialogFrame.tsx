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
 */
import { Alert, Button, Group, List, Loader, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef, useState, type ReactNode } from 'react';
import type { IpcError } from '../../src-shared/ipc/ipc-result';
import type { WriteOutcome } from '../../src-shared/ipc/views';
import { useDiscardConfirmation } from '../components/DiscardConfirmation';
import { ErrorAlert } from '../components/ErrorAlert';
import { DriftNote } from '../data/DriftNote';
import { useT } from '../i18n/i18n';
import { call } from '../ipc/use-ipc';
import { useAppStore } from '../state/store';
import { useWritesOffReason } from './access/write-access';
import { ProfileUnknownNote } from './access/ProfileUnknownNote';
import { WriteActionButton } from './access/WriteActionButton';
import { applyServerFieldErrors, type FieldErrorTarget } from './form-errors';
import { writeDialogFrameMessages as messages } from './messages';
import { ReviewStep } from './ReviewStep';
import { useWriteDialogs } from './write-dialogs';
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

export function WriteDialogFrame<R>({ title, prepare, form, successMessage, renderResult, explainError, children }: WriteDialogFrameProps<R>) {
  const t = useT(messages);
  const onClose = useWriteDialogs((s) => s.close);
  const navigate = useAppStore((s) => s.navigate);
  const language = useAppStore((s) => s.language);
  const [step, setStep] = useState<WriteStep>('form');
  const [prepared, setPrepared] = useState<PreparedWrite<R>>();
  const [error, setError] = useState<IpcError>();
  const [unmatched, setUnmatched] = useState<string[]>([]);
  const [duplicate, setDuplicate] = useState<IpcError>();
  const [outcome, setOutcome] = useState<WriteOutcome<R>>();
  // A double click must not send twice: the step changes only on the next render.
  const inFlight = useRef(false);
  // The service refused a write for lack of privilege (D100): what was typed stays, nothing more is sent.
  const writesOff = useWritesOffReason();

  function review(event: React.FormEvent) {
    event.preventDefault();
    if (writesOff || form.validate().hasErrors) return;
    setPrepared(prepare());
    setDuplicate(undefined);
    setStep('review');
  }

  function backToForm() {
    setDuplicate(undefined);
    setStep('form');
  }

  async function send(confirmDuplicate: boolean) {
    if (!prepared || inFlight.current || writesOff) return;
    inFlight.current = true;
    setStep('sending');
    setDuplicate(undefined);
    setError(undefined);
    setUnmatched([]);
    // call(): a send that throws still ends as an error on the form, never as a dialog stuck on "Enviando…".
    const result = await call(prepared.send(confirmDuplicate ? { confirmDuplicate } : {}));
    inFlight.current = false;
    if (result.ok) {
      setOutcome(result.data);
      setStep('result');
      notifications.show({ color: 'teal', title, message: successMessage(result.data) });
      return;
    }
    if (result.error.code === 'duplicate-write') {
      setDuplicate(result.error);
      setStep('review');
      return;
    }
    setError(explainError ? explainError(result.error) : result.error);
    const service = { fieldErrors: result.error.serviceFieldErrors, say: (text: string) => t('serviceSaidField', { text }) };
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

  return (
    <Modal
      opened
      onClose={requestClose}
      title={title}
      size="lg"
      centered
      closeOnClickOutside={false}
      closeOnEscape={closable}
      withCloseButton={closable}
    >
      {step === 'form' ? (
        <form onSubmit={review} noValidate>
          <Stack gap="sm">
            {/* A write the service did not process (429): the same request may simply go again, from here. */}
            {error ? <ErrorAlert error={error} {...(error.code === 'rate-limited' ? { onRetry: () => void send(false), retryLabel: t('sendAgain') } : {})} /> : null}
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
          duplicate={duplicate}
          onBack={backToForm}
          onConfirm={() => void send(false)}
          onSendAnyway={() => void send(true)}
          onOpenHistory={() => {
            onClose();
            navigate({ screen: 'history' });
          }}
        />
      ) : null}

      {step === 'sending' ? (
        <Stack align="center" gap="sm" py="lg" aria-busy="true" role="status">
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
          <Group justify="flex-end">
            <Button onClick={onClose} data-autofocus>
              {t('close')}
            </Button>
          </Group>
        </Stack>
      ) : null}
      {discard.confirmation}
    </Modal>
  );
}
