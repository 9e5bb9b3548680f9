/**
 * One environment's subscription key: only whether it is set and its last
 * four characters are ever shown. The key goes from the clipboard straight
 * to the system keychain in the main process, never through this screen.
 */
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { EnvironmentName } from '../../../src-shared/ipc/inputs';
import type { IpcError } from '../../../src-shared/ipc/ipc-result';
import type { KeyStatus } from '../../../src-shared/ipc/views';
import { ErrorAlert } from '../../components/ErrorAlert';
import { useT } from '../../i18n/i18n';
import { api, call } from '../../ipc/use-ipc';
import { useAppStore } from '../../state/store';
import { environmentName } from './environment-labels';
import { subscriptionKeyPanelMessages as messages } from './messages';
import { refreshSession } from './refresh-session';

/** The service may one day say that the key in use is the built-in sandbox demo key. */
type KeyStatusView = KeyStatus & { usingDefault?: boolean };

export function SubscriptionKeyPanel({ environment, status }: { environment: EnvironmentName; status: KeyStatusView }) {
  const t = useT(messages);
  const language = useAppStore((s) => s.language);
  const active = useAppStore((s) => s.settings?.activeEnvironment === environment);
  const [busy, setBusy] = useState<'paste' | 'remove'>();
  const [error, setError] = useState<IpcError>();
  const env = environmentName(environment, language);

  async function run(action: 'paste' | 'remove') {
    setBusy(action);
    setError(undefined);
    const result = await call(
      action === 'paste' ? api().keychain.setFromClipboard({ environment }) : api().keychain.remove({ environment }),
    );
    setBusy(undefined);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    const { settings, setSettings } = useAppStore.getState();
    if (settings) setSettings({ ...settings, keys: { ...settings.keys, [environment]: result.data } });
    const text =
      action === 'remove'
        ? t('removed', { env })
        : result.data.storage === 'keychain'
          ? t('saved', { env })
          : t('savedSession', { env });
    notifications.show({ color: 'teal', message: active ? `${text} ${t('loggedOut')}` : text });
    if (active) await refreshSession();
  }

  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Text size="sm" fw={500}>
          {t('key')}:
        </Text>
        <Badge color={status.set ? 'teal' : 'gray'} variant="light" data-testid={`key-status-${environment}`}>
          {status.set && status.lastFour ? t('set', { lastFour: status.lastFour }) : t('notSet')}
        </Badge>
        {status.usingDefault ? (
          <Badge color="orange" variant="outline">
            {t('demo')}
          </Badge>
        ) : null}
        {status.set && status.storage === 'session-memory' ? (
          <Badge color="yellow" variant="outline">
            {t('sessionOnly')}
          </Badge>
        ) : null}
      </Group>
      {status.storedForOtherAddress !== undefined ? (
        <Text size="xs" c="orange" data-testid={`key-other-address-${environment}`}>
          {t('otherAddress', { origin: status.storedForOtherAddress ? ` (${status.storedForOtherAddress})` : '' })}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed">
        {t('pasteHint')}
      </Text>
      <Group gap="xs">
        <Button
          size="xs"
          variant="light"
          loading={busy === 'paste'}
          disabled={busy !== undefined}
          onClick={() => void run('paste')}
          aria-label={t('pasteFor', { env })}
        >
          {t('paste')}
        </Button>
        <Button
          size="xs"
          variant="subtle"
          color="red"
          loading={busy === 'remove'}
          // Nothing to remove when no key is stored (a demo default cannot be removed).
          disabled={busy !== undefined || !status.set || status.usingDefault === true}
          onClick={() => void run('remove')}
          aria-label={t('removeFor', { env })}
        >
          {t('remove')}
        </Button>
      </Group>
      {error ? <ErrorAlert error={error} /> : null}
    </Stack>
  );
}
