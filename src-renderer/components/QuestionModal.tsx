/**
 * Renderer. A question asked over a dialog ("Descartar…?", "Terminar esta operação antes?"): Esc, and the first
 * button, answer "keep going" and close only the question. The dialog under it must not take the same Esc as its
 * own: `data-mantine-stop-propagation` on the question's elements, which Mantine's Modal checks.
 */
import { Group, Modal, Text } from '@mantine/core';
import type { KeyboardEvent, ReactNode } from 'react';

/** Spread on every button of the question, for the reason above. */
export const STOP_MANTINE_ESCAPE = { 'data-mantine-stop-propagation': 'true' } as const;

interface QuestionModalProps {
  opened: boolean;
  title: string;
  body: string;
  layer: number;
  /** The answer of Esc: keep going with what is under the question. */
  onKeep(): void;
  /** The answers, "keep" first (it carries `data-autofocus`). */
  children: ReactNode;
}

export function QuestionModal({ opened, title, body, layer, onKeep, children }: QuestionModalProps) {
  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onKeep();
  }

  return (
    <Modal
      opened={opened}
      onClose={onKeep}
      title={title}
      size="sm"
      centered
      // Esc is handled here (onKeyDown) so it closes this question only.
      closeOnEscape={false}
      closeOnClickOutside={false}
      withCloseButton={false}
      zIndex={layer}
      onKeyDown={onKeyDown}
      {...STOP_MANTINE_ESCAPE}
    >
      <Text size="sm">{body}</Text>
      <Group justify="flex-end" gap="xs" mt="md">
        {children}
      </Group>
    </Modal>
  );
}
