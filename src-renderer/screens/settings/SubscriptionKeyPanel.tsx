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
import { defineMessages, useT } from '../../i18n/i18n';
import { api, call } from '../../ipc/use-ipc';
import { useAppStore } from '../../state/store';
import { environmentName } from './environment-labels';
import { refreshSession } from './refresh-session';

const messages = defineMessages(
  {
    key: 'Chave de assinatura',
    set: 'Definida, termina em {lastFour}',
    notSet: 'Não definida',
    demo: 'chave de demonstração',
    sessionOnly: 'só nesta sessão',
    paste: 'Colar chave da área de transferência',
    pasteFor: 'Colar chave da área de transferência ({env})',
    pasteHint: 'Copie a chave e clique aqui: ela vai direto para o cofre do sistema, sem passar pela tela.',
    remove: 'Remover chave',
    removeFor: 'Remover chave ({env})',
    saved: 'Chave do ambiente {env} guardada no cofre do sistema.',
    savedSession: 'Chave do ambiente {env} guardada só nesta sessão (o cofre do sistema não está disponível).',
    removed: 'Chave do ambiente {env} removida.',
    loggedOut: 'Como é o ambiente ativo, a sessão foi encerrada: entre de novo.',
    otherAddress: 'A chave guardada foi informada para outro endereço{origin} e não é enviada a este: cole a chave deste endereço.',
  },
  {
    key: 'Subscription key',
    set: 'Set, ends in {lastFour}',
    notSet: 'Not set',
    demo: 'demo key',
    sessionOnly: 'this session only',
    paste: 'Paste key from clipboard',
    pasteFor: 'Paste key from clipboard ({env})',
    pasteHint: 'Copy the key and click here: it goes straight to the system keychain, never through the screen.',
    remove: 'Remove key',
    removeFor: 'Remove key ({env})',
    saved: 'Key for {env} stored in the system keychain.',
    savedSession: 'Key for {env} kept for this session only (the system keychain is unavailable).',
    removed: 'Key for {env} removed.',
    loggedOut: 'It is the active environment, so you were signed out: sign in again.',
    otherAddress: 'The stored key was entered for another address{origin} and is not sent to this one: paste the key for this address.',
  },
);

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
    const result = await call(action === 'paste' ? api().keychain.setFromClipboard({ environment }) : api().keychain.remove({ environment }));
    setBusy(undefined);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    const { settings, setSettings } = useAppStore.getState();
    if (settings) setSettings({ ...settings, keys: { ...settings.keys, [environment]: result.data } });
    const text = action === 'remove' ? t('removed', { env }) : result.data.storage === 'keychain' ? t('saved', { env }) : t('savedSession', { env });
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
        <Button size="xs" variant="light" loading={busy === 'paste'} disabled={busy !== undefined} onClick={() => void run('paste')} aria-label={t('pasteFor', { env })}>
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
