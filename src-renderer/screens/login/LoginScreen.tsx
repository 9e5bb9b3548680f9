import { Center, Paper, Text, Title } from '@mantine/core';
import { useT } from '../../i18n/i18n';
import { useAppStore } from '../../state/store';
import { LoginForm } from './LoginForm';
import { loginScreenMessages as messages } from './messages';

export function LoginScreen() {
  const t = useT(messages);
  const environment = useAppStore((s) => s.settings?.activeEnvironment);
  return (
    <Center mih="70vh">
      <Paper withBorder p="xl" radius="md" w={380}>
        <Title order={2} mb="md">
          {t('title')}
        </Title>
        <LoginForm />
        {environment === 'sandbox' ? (
          <Text size="xs" c="dimmed" mt="md">
            {t('sandboxHint')}
          </Text>
        ) : null}
      </Paper>
    </Center>
  );
}
