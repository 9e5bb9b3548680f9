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
import { defineMessages, useT } from '../../../i18n/i18n';
import { api, call } from '../../../ipc/use-ipc';
import { useAppStore } from '../../../state/store';

const messages = defineMessages(
  {
    title: 'Suporte',
    policyOk: 'Algumas configurações desta máquina são definidas pela TI ({path}).',
    policyBroken: 'O arquivo de política da TI ({path}) tem um erro e não foi aplicado; o sandbox fica oculto até que seja corrigido: {problem}',
    policyBrokenTitle: 'Política da TI com erro',
    logLevel: 'Nível de log',
    lockedByIt: 'Definido pela TI',
    logsAt: 'Logs em {dir}',
    openLogs: 'Abrir pasta de logs',
    copyDiagnostics: 'Copiar diagnóstico',
    copied: 'Diagnóstico copiado: cole-o no chamado de suporte. CPFs aparecem mascarados.',
    updates: 'Atualizações',
    updateOff: 'Desativadas: {reason}',
    updateIdle: 'Versão {version} em uso; nenhuma atualização pendente.',
    updateChecking: 'Procurando atualizações…',
    updateDownloading: 'Baixando a versão {next} em segundo plano…',
    updateReady: 'A versão {next} está pronta.',
    updateError: 'A última verificação falhou ({error}); nova tentativa amanhã.',
    restart: 'Reiniciar para atualizar',
    crashDumps: 'Relatórios de falha (locais, não enviados): {dir}',
    debug: 'Detalhado (debug)',
    info: 'Normal (info)',
    warn: 'Avisos (warn)',
    error: 'Só erros (error)',
  },
  {
    title: 'Support',
    policyOk: 'Some settings on this machine are set by IT ({path}).',
    policyBroken: 'The IT policy file ({path}) has an error and was not applied; the sandbox stays hidden until it is fixed: {problem}',
    policyBrokenTitle: 'IT policy has an error',
    logLevel: 'Log level',
    lockedByIt: 'Set by IT',
    logsAt: 'Logs in {dir}',
    openLogs: 'Open logs folder',
    copyDiagnostics: 'Copy diagnostics',
    copied: 'Diagnostics copied: paste them into the support ticket. CPFs appear masked.',
    updates: 'Updates',
    updateOff: 'Off: {reason}',
    updateIdle: 'Version {version} in use; no update pending.',
    updateChecking: 'Checking for updates…',
    updateDownloading: 'Downloading version {next} in the background…',
    updateReady: 'Version {next} is ready.',
    updateError: 'The last check failed ({error}); trying again tomorrow.',
    restart: 'Restart to update',
    crashDumps: 'Crash reports (local, never sent): {dir}',
    debug: 'Detailed (debug)',
    info: 'Normal (info)',
    warn: 'Warnings (warn)',
    error: 'Errors only (error)',
  },
);

export function SupportSection() {
  const t = useT(messages);
  const language = useAppStore((s) => s.language);
  const setSettings = useAppStore((s) => s.setSettings);
  const query = useChannelQuery('support-status', () => api().support.status());
  // What a change answered, until the next load.
  const [changed, setStatus] = useState<SupportView>();
  const status = changed ?? query.data;
  const [diagnostics, setDiagnostics] = useState<string>();

  const fail = (error: { message: string; messageEn: string }) => notifications.show({ color: 'red', message: language === 'en' ? error.messageEn : error.message });

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
          {t('policyBroken', { path: policy.path, problem: (language === 'en' ? policy.problemEn : policy.problem) ?? '' })}
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
