/**
 * First run and settings: the active environment, each environment's address,
 * company code and subscription key, preferences, and the contract
 * diagnostics for IT. Everything is validated with settingsPatchSchema before
 * it is sent; the main process validates again.
 */
import { Alert, Button, Group, Loader, NumberInput, Radio, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ENVIRONMENTS } from '../../../src-shared/settings-schema';
import type { IpcError } from '../../../src-shared/ipc/ipc-result';
import type { SettingsView } from '../../../src-shared/ipc/views';
import { ErrorAlert } from '../../components/ErrorAlert';
import { defineMessages, useT } from '../../i18n/i18n';
import { api, call } from '../../ipc/use-ipc';
import { useAppStore } from '../../state/store';
import { applyServerFieldErrors } from '../../writes/form-errors';
import { DiagnosticsSection } from './diagnostics/DiagnosticsSection';
import { environmentName } from './environment-labels';
import { EnvironmentFieldset } from './EnvironmentFieldset';
import { KeychainWarning } from './KeychainWarning';
import { PreferencesSection } from './PreferencesSection';
import { lockedInputProps } from './support/policy-lock';
import { SupportSection } from './support/SupportSection';
import { refreshSession } from './refresh-session';
import { type SettingsFormValues, settingsFormValues, toSettingsPatch, validateSettings } from './settings-form';

const messages = defineMessages(
  {
    title: 'Configurações',
    intro: 'Escolha o ambiente em que vai trabalhar e configure o endereço, o código da empresa e a chave de assinatura de cada um.',
    activeEnvironment: 'Ambiente ativo',
    switchWarning: 'Trocar de ambiente encerra a sessão: será preciso entrar de novo.',
    switchPending: 'Ao salvar, a sessão atual será encerrada e você entrará no ambiente {env}.',
    environments: 'Ambientes',
    preferences: 'Preferências',
    timeout: 'Tempo limite das requisições (segundos)',
    save: 'Salvar configurações',
    saved: 'Configurações salvas.',
    loading: 'Carregando configurações…',
  },
  {
    title: 'Settings',
    intro: 'Choose the environment you will work in and set each one’s address, company code and subscription key.',
    activeEnvironment: 'Active environment',
    switchWarning: 'Switching environment signs you out: you will have to sign in again.',
    switchPending: 'When you save, the current session ends and you will work in {env}.',
    environments: 'Environments',
    preferences: 'Preferences',
    timeout: 'Request timeout (seconds)',
    save: 'Save settings',
    saved: 'Settings saved.',
    loading: 'Loading settings…',
  },
);

export default function SettingsScreen() {
  const settings = useAppStore((s) => s.settings);
  const t = useT(messages);
  // The shell loads the settings before any screen; this is only a guard.
  if (!settings) return <Loader aria-label={t('loading')} />;
  return <SettingsPage settings={settings} />;
}

function SettingsPage({ settings }: { settings: SettingsView }) {
  const t = useT(messages);
  const language = useAppStore((s) => s.language);
  const setSettings = useAppStore((s) => s.setSettings);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<IpcError>();
  const form = useForm<SettingsFormValues>({
    initialValues: settingsFormValues(settings),
    validate: validateSettings,
    validateInputOnBlur: true,
  });

  async function save(values: SettingsFormValues) {
    setBusy(true);
    setError(undefined);
    const result = await call(api().settings.update(toSettingsPatch(values)));
    setBusy(false);
    if (!result.ok) {
      setError(result.error);
      if (result.error.fieldErrors) applyServerFieldErrors(form, result.error.fieldErrors);
      return;
    }
    setSettings(result.data);
    // What the main process kept (trimmed, without a trailing slash) becomes the new "saved" state.
    const saved = settingsFormValues(result.data);
    form.setValues(saved);
    form.resetDirty(saved);
    notifications.show({ color: 'teal', message: t('saved') });
    await refreshSession();
  }

  const chosen = form.getValues().activeEnvironment;
  // IT may hide the sandbox on production PCs (D133).
  const environments = ENVIRONMENTS.filter((env) => env !== 'sandbox' || !settings.policy?.sandboxHidden);
  return (
    <Stack gap="lg" maw={960}>
      <Title order={2}>{t('title')}</Title>
      <Text size="sm">{t('intro')}</Text>
      <KeychainWarning keys={ENVIRONMENTS.map((env) => settings.keys[env])} />

      <form onSubmit={form.onSubmit((values) => void save(values))} noValidate>
        <Stack gap="lg">
          <Radio.Group label={t('activeEnvironment')} description={t('switchWarning')} {...form.getInputProps('activeEnvironment')} {...lockedInputProps(settings, 'activeEnvironment', language)}>
            <Group gap="lg" mt="xs">
              {environments.map((env) => (
                <Radio key={env} value={env} label={environmentName(env, language)} disabled={lockedInputProps(settings, 'activeEnvironment', language).disabled} />
              ))}
            </Group>
          </Radio.Group>
          {chosen !== settings.activeEnvironment ? (
            <Alert color="orange" variant="light">
              {t('switchPending', { env: environmentName(chosen, language) })}
            </Alert>
          ) : null}

          <Title order={3}>{t('environments')}</Title>
          {environments.map((env) => (
            <EnvironmentFieldset key={env} environment={env} form={form} keyStatus={settings.keys[env]} {...(env === 'sandbox' && settings.sandboxUrl ? { sandboxUrl: settings.sandboxUrl } : {})} />
          ))}

          <NumberInput label={t('timeout')} allowDecimal={false} allowNegative={false} w={320} {...form.getInputProps('requestTimeoutSeconds')} />

          {error ? <ErrorAlert error={error} /> : null}
          <Group>
            <Button type="submit" loading={busy}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>

      <Title order={3}>{t('preferences')}</Title>
      <PreferencesSection />

      <DiagnosticsSection />

      <SupportSection />
    </Stack>
  );
}
