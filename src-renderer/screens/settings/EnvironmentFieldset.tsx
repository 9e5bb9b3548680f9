/** One environment: its address and company code (Sandbox: company code only), its key and the connection test. */
import { Divider, Fieldset, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { EnvironmentName } from '../../../src-shared/ipc/inputs';
import type { KeyStatus } from '../../../src-shared/ipc/views';
import { useT } from '../../i18n/i18n';
import { useAppStore } from '../../state/store';
import { ConnectionTest } from './ConnectionTest';
import { environmentName } from './environment-labels';
import { environmentFieldsetMessages as messages } from './messages';
import type { SettingsFormValues } from './settings-form';
import { lockedInputProps } from './support/policy-lock';
import { SubscriptionKeyPanel } from './SubscriptionKeyPanel';

interface EnvironmentFieldsetProps {
  environment: EnvironmentName;
  form: UseFormReturnType<SettingsFormValues>;
  keyStatus: KeyStatus;
  sandboxUrl?: string;
}

export function EnvironmentFieldset({ environment, form, keyStatus, sandboxUrl }: EnvironmentFieldsetProps) {
  const t = useT(messages);
  const language = useAppStore((s) => s.language);
  const savedActive = useAppStore((s) => s.settings?.activeEnvironment);
  const settings = useAppStore((s) => s.settings);
  const lock = (path: string) => lockedInputProps(settings, `environments.${environment}.${path}`, language);
  const env = environmentName(environment, language);
  const dirty = form.isDirty(`environments.${environment}`);
  // A result describes the settings it tested: another address, company code or key clears it (D101).
  const typed = form.getValues().environments[environment];
  const testedSettings = JSON.stringify([typed, keyStatus.set, keyStatus.lastFour, keyStatus.storedForOtherAddress]);

  return (
    <Fieldset legend={savedActive === environment ? `${env} (${t('active')})` : env}>
      <Stack gap="sm">
        {environment === 'sandbox' ? (
          <>
            <Text size="sm" c="dimmed">
              {t('sandboxInfo')}
              {sandboxUrl ? ` ${t('sandboxUrl', { url: sandboxUrl })}` : ''}
            </Text>
            <TextInput
              label={t('companyCode', { env })}
              inputMode="numeric"
              w={220}
              {...form.getInputProps('environments.sandbox.companyCode')}
              {...lock('companyCode')}
            />
          </>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={t('baseUrl', { env })}
              description={t('baseUrlHint')}
              placeholder="https://"
              style={{ gridColumn: 'span 2' }}
              {...form.getInputProps(`environments.${environment}.baseUrl`)}
              {...lock('baseUrl')}
            />
            <TextInput
              label={t('companyCode', { env })}
              inputMode="numeric"
              {...form.getInputProps(`environments.${environment}.companyCode`)}
              {...lock('companyCode')}
            />
          </SimpleGrid>
        )}
        <Divider />
        <SubscriptionKeyPanel environment={environment} status={keyStatus} />
        <ConnectionTest key={testedSettings} environment={environment} dirty={dirty} />
      </Stack>
    </Fieldset>
  );
}
