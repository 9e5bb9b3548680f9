/** An IpcError as the employee reads it: the message in their language, the service's own words, and what to do. */
import { Alert, Button, Group, List, Text } from '@mantine/core';
import type { IpcError } from '../../src-shared/ipc/ipc-result';
import { errorText } from '../i18n/error-text';
import { useT } from '../i18n/i18n';
import { errorAlertMessages as messages } from './messages';
import { useAppStore } from '../state/store';
import { useWriteDialogs } from '../writes/write-dialogs';

/** `onOpenHistory`: how "Abrir o histórico" leaves where the error is (a write dialog asks before dropping its form). */
export function ErrorAlert({
  error,
  onRetry,
  retryLabel,
  onOpenHistory,
}: {
  error: IpcError;
  onRetry?: () => void;
  retryLabel?: string;
  onOpenHistory?: () => void;
}) {
  const t = useT(messages);
  const language = useAppStore((s) => s.language);
  const navigate = useAppStore((s) => s.navigate);
  const unknown = error.code === 'outcome-unknown';
  const main = errorText(error, language);
  // The service's words, unless they only repeat the main message: text beneath ours, never markup (D217).
  const details = error.details.filter((d) => d !== main);
  // Our own validation lists its fields on the form; what the service said (it answered: httpStatus) is shown here.
  const serviceSaid = details.length > 0 && (error.code !== 'invalid-input' || error.httpStatus !== undefined);
  return (
    <Alert color={unknown ? 'orange' : 'red'} title={unknown ? t('unknownTitle') : t('title')} role="alert">
      <Text size="sm">{main}</Text>
      {serviceSaid ? (
        <>
          <Text size="sm" mt="xs" fw={500}>
            {t('serviceSaid')}
          </Text>
          <List size="sm">
            {details.map((d) => (
              <List.Item key={d}>{d}</List.Item>
            ))}
          </List>
        </>
      ) : null}
      {unknown ? (
        <Text size="sm" mt="xs">
          {t('unknownAdvice')}
        </Text>
      ) : null}
      <Group mt="sm" gap="xs">
        {onRetry && error.retryable ? (
          <Button size="xs" variant="light" onClick={onRetry}>
            {retryLabel ?? t('retry')}
          </Button>
        ) : null}
        {error.journalEntryId ? (
          <Button
            size="xs"
            variant="subtle"
            onClick={
              onOpenHistory ??
              (() => {
                useWriteDialogs.getState().close();
                navigate({ screen: 'history' });
              })
            }
          >
            {t('history')}
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}
