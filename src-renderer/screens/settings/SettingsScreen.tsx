/**
 * First run and settings: the active environment, each environment's address,
 * company code and subscription key, preferences, and the contract
 * diagnostics for IT. Everything is validated with settingsPatchSchema before
 * it is sent; the main process validates again.
 */
import { Alert, Button, Group, Loader, NumberInput, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ENVIRONMENTS } from '../../../src-shared/settings-schema';
import type { IpcError } from '../../../src-shared/ipc/ipc-result';
import type { SettingsSaved, SettingsView } from '../../../src-shared/ipc/views';
import { ErrorAlert } from '../../components/ErrorAlert';
import { useT } from '../../i18n/i18n';
import { api, call } from '../../ipc/use-ipc';
import { useAppStore } from '../../state/store';
import { applyServerFieldErrors } from '../../writes/form-errors';
import { useErrorsFollowLanguage } from '../../writes/form-language';
import { DiagnosticsSection } from './diagnostics/DiagnosticsSection';
import { environmentName } from './environment-labels';
import { EnvironmentFieldset } from './EnvironmentFieldset';
import { KeychainWarning } from './KeychainWarning';
import { settingsScreenMessages as messages } from './messages';
import { PreferencesSection } from './PreferencesSection';
import { lockedInputProps } from './support/policy-lock';
import { SupportSection } from './support/SupportSection';
import { refreshSession } from './refresh-session';
import { type SettingsFormValues, settingsFormValues, toSettingsPatch, validateSettings } from './settings-form';

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
  /** What the last save did to the session, kept on screen (the notification goes away). */
  const [savedNote, setSavedNote] = useState<{ text: string; ended: boolean }>();
  const form = useForm<SettingsFormValues>({
    initialValues: settingsFormValues(settings),
    validate: (values) => validateSettings(values),
    validateInputOnBlur: true,
  });
  useErrorsFollowLanguage(form);

  async function save(values: SettingsFormValues) {
    setBusy(true);
    setError(undefined);
    setSavedNote(undefined);
    const wasLoggedIn = useAppStore.getState().session?.loggedIn === true;
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
    const note = savedNoteOf(result.data, wasLoggedIn);
    setSavedNote(note);
    notifications.show({ color: note.ended ? 'orange' : 'teal', message: note.text });
    await refreshSession();
  }

  function savedNoteOf(saved: SettingsSaved, wasLoggedIn: boolean): { text: string; ended: boolean } {
    const env = environmentName(saved.activeEnvironment, language);
    if (saved.sessionEnded === 'environment') return { text: t('endedEnvironment', { env }), ended: true };
    if (saved.sessionEnded === 'address') return { text: t('endedAddress', { env }), ended: true };
    if (saved.sessionEnded === 'company-code') return { text: t('endedCompany', { env }), ended: true };
    return { text: wasLoggedIn ? t('savedStillIn') : t('saved'), ended: false };
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
          <Radio.Group
            label={t('activeEnvironment')}
            description={t('switchWarning')}
            {...form.getInputProps('activeEnvironment')}
            {...lockedInputProps(settings, 'activeEnvironment', language)}
          >
            <Group gap="lg" mt="xs">
              {environments.map((env) => (
                <Radio
                  key={env}
                  value={env}
                  label={environmentName(env, language)}
                  disabled={lockedInputProps(settings, 'activeEnvironment', language).disabled}
                />
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
            <EnvironmentFieldset
              key={env}
              environment={env}
              form={form}
              keyStatus={settings.keys[env]}
              {...(env === 'sandbox' && settings.sandboxUrl ? { sandboxUrl: settings.sandboxUrl } : {})}
            />
          ))}

          <NumberInput
            label={t('timeout')}
            allowDecimal={false}
            allowNegative={false}
            w={320}
            {...form.getInputProps('requestTimeoutSeconds')}
            {...lockedInputProps(settings, 'requestTimeoutSeconds', language)}
          />
          <TextInput
            label={t('statementCompany')}
            description={t('statementCompanyHint')}
            maw={560}
            {...form.getInputProps('statementCompanyName')}
            {...lockedInputProps(settings, 'statementCompanyName', language)}
          />

          {error ? <ErrorAlert error={error} /> : null}
          {savedNote ? (
            <Alert
              color={savedNote.ended ? 'orange' : 'teal'}
              variant="light"
              role="status"
              data-testid="settings-saved"
            >
              {savedNote.text}
            </Alert>
          ) : null}
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
