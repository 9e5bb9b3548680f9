/**
 * Renderer. "Descartar o que foi preenchido?" (issue 13 item 6): closing a form the employee has filled in —
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
import { Button, Group, Modal, Text } from '@mantine/core';
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { useT } from '../i18n/i18n';
import { discardConfirmationMessages as messages } from './messages';

/** On the question's elements: Mantine's Modal under it must not take the same Esc as its own. */
const STOP = { 'data-mantine-stop-propagation': 'true' } as const;

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

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    keep();
  }

  const confirmation = (
    <Modal
      opened={asking}
      onClose={keep}
      title={t('title')}
      size="sm"
      centered
      // Esc is handled here (onKeyDown) so it closes this question only.
      closeOnEscape={false}
      closeOnClickOutside={false}
      withCloseButton={false}
      zIndex={400}
      onKeyDown={onKeyDown}
      {...STOP}
    >
      <Text size="sm">{t('body')}</Text>
      <Group justify="flex-end" gap="xs" mt="md">
        <Button variant="default" onClick={keep} data-autofocus {...STOP}>
          {t('keep')}
        </Button>
        <Button color="red" onClick={confirm} {...STOP}>
          {t('discard')}
        </Button>
      </Group>
    </Modal>
  );

  return { request, confirmation };
}
