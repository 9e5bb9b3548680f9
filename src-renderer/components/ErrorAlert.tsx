/** An IpcError as the employee reads it: the message in their language, the service's own words, and what to do. */
import { Alert, Button, Group, List, Text } from '@mantine/core';
import type { IpcError } from '../../src-shared/ipc/ipc-result';
import { defineMessages, useT } from '../i18n/i18n';
import { useAppStore } from '../state/store';
import { useWriteDialogs } from '../writes/write-dialogs';

const messages = defineMessages(
  {
    title: 'Não foi possível concluir',
    unknownTitle: 'Resultado desconhecido',
    retry: 'Tentar novamente',
    history: 'Abrir o histórico',
    serviceSaid: 'O serviço informou:',
    unknownAdvice: 'Confira no Histórico ou com o cliente antes de enviar de novo. O que você preencheu foi mantido.',
  },
  {
    title: 'Could not complete',
    unknownTitle: 'Outcome unknown',
    retry: 'Try again',
    history: 'Open history',
    serviceSaid: 'The service said:',
    unknownAdvice: 'Check the History or with the customer before sending again. What you typed was kept.',
  },
);

export function ErrorAlert({ error, onRetry }: { error: IpcError; onRetry?: () => void }) {
  const t = useT(messages);
  const language = useAppStore((s) => s.language);
  const navigate = useAppStore((s) => s.navigate);
  const unknown = error.code === 'outcome-unknown';
  const main = language === 'en' ? error.messageEn : error.message;
  // The service's words, unless they only repeat the main message.
  const details = error.details.filter((d) => d !== error.message);
  return (
    <Alert color={unknown ? 'orange' : 'red'} title={unknown ? t('unknownTitle') : t('title')} role="alert">
      <Text size="sm">{main}</Text>
      {details.length > 0 && error.code !== 'invalid-input' ? (
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
            {t('retry')}
          </Button>
        ) : null}
        {error.journalEntryId ? (
          <Button
            size="xs"
            variant="subtle"
            onClick={() => {
              useWriteDialogs.getState().close();
              navigate({ screen: 'history' });
            }}
          >
            {t('history')}
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}
