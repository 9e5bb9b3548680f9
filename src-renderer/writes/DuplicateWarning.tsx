/** The main process found the same write sent minutes ago: say when and how it ended, and let the employee decide. */
import { Alert, Button, Group, List, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { formatDateTime } from '../../src-shared/format/display';
import type { IpcError } from '../../src-shared/ipc/ipc-result';
import { useT } from '../i18n/i18n';
import { useAppStore } from '../state/store';
import { statusLabel } from './journal-status';
import { duplicateWarningMessages as messages } from './messages';
import { errorText } from '../i18n/error-text';

/** `onOpenHistory` closes the dialog first: the History would otherwise sit under it. */
export function DuplicateWarning({
  error,
  onSendAnyway,
  onBack,
  onOpenHistory,
}: {
  error: IpcError;
  onSendAnyway(): void;
  onBack(): void;
  onOpenHistory(): void;
}) {
  const t = useT(messages);
  const language = useAppStore((s) => s.language);
  const previous = error.duplicateOf;
  const alert = useRef<HTMLDivElement>(null);
  // The dialog may still be scrolled to where "Confirmar e enviar" was: bring the decision into view.
  useEffect(() => {
    alert.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <Alert ref={alert} color="orange" title={t('title')} role="alert" tabIndex={-1} data-step-focus>
      <Text size="sm">{errorText(error, language)}</Text>
      {previous ? (
        <List size="sm" mt="xs">
          <List.Item>{t('sentAt', { when: formatDateTime(previous.startedAt) })}</List.Item>
          <List.Item>{t('status', { status: statusLabel(previous.status, language) })}</List.Item>
          {previous.protocol ? <List.Item>{t('protocol', { protocol: previous.protocol })}</List.Item> : null}
        </List>
      ) : null}
      <Text size="sm" mt="xs">
        {t('advice')}
      </Text>
      <Group mt="sm" gap="xs">
        <Button color="orange" onClick={onSendAnyway}>
          {t('sendAnyway')}
        </Button>
        <Button variant="default" onClick={onBack}>
          {t('back')}
        </Button>
        <Button variant="subtle" onClick={onOpenHistory}>
          {t('history')}
        </Button>
      </Group>
    </Alert>
  );
}
