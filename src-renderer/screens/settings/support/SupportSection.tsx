/**
 * Renderer. "Suporte" in Settings (D132–D136), for the branch's IT and
 * support: the IT policy's state (a broken file is shown, never hidden), the
 * log level, "Abrir pasta de logs", "Copiar diagnóstico" (masked in the main
 * process; shown here so the employee sees what they paste), and updates
 * ("Reiniciar para atualizar" once one is downloaded).
 */
import { Alert, Button, Code, Group, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { LOG_LEVELS, type LogLevel } from '../../../../src-shared/settings-schema';
import type { SupportView } from '../../../../src-shared/support/support-ipc';
import { useChannelQuery } from '../../../data/use-channel-query';
import { useT } from '../../../i18n/i18n';
import { api, call } from '../../../ipc/use-ipc';
import { useAppStore } from '../../../state/store';
import { supportSectionMessages as messages } from './messages';
import { errorText } from '../../../i18n/error-text';
import type { ErrorSaying } from '../../../../src-shared/ipc/ipc-result';

export function SupportSection() {
  const t = useT(messages);
  const language = useAppStore((s) => s.language);
  const setSettings = useAppStore((s) => s.setSettings);
  const query = useChannelQuery(['support-status'], () => api().support.status());
  // What a change answered, until the next load.
  const [changed, setStatus] = useState<SupportView>();
  const status = changed ?? query.data;
  const [diagnostics, setDiagnostics] = useState<string>();

  const fail = (error: ErrorSaying) => notifications.show({ color: 'red', message: errorText(error, language) });

  async function changeLevel(level: LogLevel) {
    const result = await call(api().support.setLogLevel({ level }));
    if (!result.ok) return fail(result.error);
    setStatus(result.data);
    const settings = await call(api().settings.get());
    if (settings.ok) setSettings(settings.data);
  }

  async function openLogs() {
    const result = await call(api().support.openLogsFolder());
    if (!result.ok) fail(result.error);
  }

  async function copyDiagnostics() {
    const result = await call(api().support.copyDiagnostics());
    if (!result.ok) return fail(result.error);
    setDiagnostics(result.data.text);
    notifications.show({ color: 'teal', message: t('copied') });
  }

  async function restart() {
    const result = await call(api().support.restartToUpdate());
    if (!result.ok) fail(result.error);
  }

  if (!status) return null;
  const { policy, update } = status;
  const updateLine =
    update.phase === 'disabled'
      ? t('updateOff', { reason: (language === 'en' ? update.reasonEn : update.reason) ?? '' })
      : update.phase === 'checking'
        ? t('updateChecking')
        : update.phase === 'downloading'
          ? t('updateDownloading', { next: update.version ?? '' })
          : update.phase === 'downloaded'
            ? t('updateReady', { next: update.version ?? '' })
            : update.phase === 'error'
              ? t('updateError', { error: update.error ?? '' })
              : t('updateIdle', { version: update.currentVersion });

  return (
    <Stack gap="sm" component="section" aria-label={t('title')}>
      <Title order={3}>{t('title')}</Title>
      {policy.state === 'broken' ? (
        <Alert color="red" title={t('policyBrokenTitle')} role="alert">
          {t('policyBroken', {
            path: policy.path,
            problem: (language === 'en' ? policy.problemEn : policy.problem) ?? '',
          })}
        </Alert>
      ) : policy.state === 'ok' ? (
        <Alert color="blue" variant="light">
          {t('policyOk', { path: policy.path })}
        </Alert>
      ) : null}
      <Group align="flex-end">
        <Select
          label={t('logLevel')}
          data={[...LOG_LEVELS].reverse().map((value) => ({ value, label: t(value) }))}
          value={status.logLevel}
          allowDeselect={false}
          disabled={status.logLevelLocked}
          description={status.logLevelLocked ? t('lockedByIt') : undefined}
          onChange={(value) => value && void changeLevel(value as LogLevel)}
          w={240}
        />
        <Button variant="light" onClick={() => void openLogs()}>
          {t('openLogs')}
        </Button>
        <Button variant="light" onClick={() => void copyDiagnostics()}>
          {t('copyDiagnostics')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('logsAt', { dir: status.logsDir })}
        {status.crashDumpsDir ? ` · ${t('crashDumps', { dir: status.crashDumpsDir })}` : ''}
      </Text>
      <Text size="sm">
        <b>{t('updates')}:</b> {updateLine}
      </Text>
      {update.phase === 'downloaded' ? (
        <Group>
          <Button onClick={() => void restart()}>{t('restart')}</Button>
        </Group>
      ) : null}
      {diagnostics ? (
        <Code block data-testid="diagnostics-text" style={{ maxHeight: 240, overflow: 'auto' }}>
          {diagnostics}
        </Code>
      ) : null}
    </Stack>
  );
}
