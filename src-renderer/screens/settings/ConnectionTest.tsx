/**
 * "Testar conexão" for one environment: a cheap read with its saved address and key; the outcome coloured by what it
 * means, in words. The parent remounts it (React key) when the address, company code or key changes, so an outcome
 * never stays next to settings it did not test (D101).
 */
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { EnvironmentName } from '../../../src-shared/ipc/inputs';
import type { IpcError } from '../../../src-shared/ipc/ipc-result';
import type { ConnectionTestResult } from '../../../src-shared/ipc/views';
import { ErrorAlert } from '../../components/ErrorAlert';
import { useT } from '../../i18n/i18n';
import { api, call } from '../../ipc/use-ipc';
import { useAppStore } from '../../state/store';
import { environmentName } from './environment-labels';
import { connectionTestMessages as messages } from './messages';
import { errorText } from '../../i18n/error-text';

/** Green: works. Yellow: something to configure. Red: configured but failing. */
const OUTCOME_COLOR: Record<ConnectionTestResult['outcome'], 'teal' | 'yellow' | 'red'> = {
  ok: 'teal',
  'not-configured': 'yellow',
  'key-missing': 'yellow',
  unreachable: 'red',
  tls: 'red',
  timeout: 'red',
  'key-rejected': 'red',
  'company-rejected': 'red',
  'service-error': 'red',
  unexpected: 'red',
};

export function ConnectionTest({ environment, dirty }: { environment: EnvironmentName; dirty: boolean }) {
  const t = useT(messages);
  const language = useAppStore((s) => s.language);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ConnectionTestResult>();
  const [error, setError] = useState<IpcError>();
  const env = environmentName(environment, language);

  async function test() {
    setBusy(true);
    setError(undefined);
    setOutcome(undefined);
    const result = await call(api().settings.testConnection({ environment }));
    setBusy(false);
    if (result.ok) setOutcome(result.data);
    else setError(result.error);
  }

  const color = outcome ? OUTCOME_COLOR[outcome.outcome] : undefined;
  return (
    <Stack gap={6} align="flex-start">
      <Button size="xs" variant="default" loading={busy} onClick={() => void test()} aria-label={t('testFor', { env })}>
        {t('test')}
      </Button>
      {dirty ? (
        <Text size="xs" c="orange">
          {t('unsaved')}
        </Text>
      ) : null}
      {outcome && color ? (
        <Alert
          color={color}
          title={color === 'teal' ? t('ok') : color === 'yellow' ? t('attention') : t('failed')}
          role="status"
          w="100%"
          data-outcome={outcome.outcome}
        >
          <Text size="sm">{errorText(outcome, language)}</Text>
          <Text size="xs" c="dimmed">
            {t('details', {
              status: outcome.httpStatus ? `HTTP ${outcome.httpStatus} · ` : '',
              ms: outcome.durationMs,
            })}
          </Text>
        </Alert>
      ) : null}
      {error ? <ErrorAlert error={error} /> : null}
    </Stack>
  );
}
