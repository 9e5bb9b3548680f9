/**
 * Renderer. Customer search: the CPF field (focused on arrival) and the customers opened in this session.
 */
import { Paper, Stack, Title } from '@mantine/core';
import { useT } from '../../i18n/i18n';
import { CpfSearchForm } from './CpfSearchForm';
import { searchScreenMessages as messages } from './messages';
import { RecentCustomerList } from './RecentCustomerList';

export default function SearchScreen() {
  const t = useT(messages);
  return (
    <Stack gap="lg" maw={720}>
      <Title order={2}>{t('title')}</Title>
      <Paper withBorder p="md">
        <CpfSearchForm />
      </Paper>
      <RecentCustomerList />
    </Stack>
  );
}
