/** Customer search: the CPF field (focused on arrival) and the customers opened in this session. */
import { Paper, Stack, Title } from '@mantine/core';
import { defineMessages, useT } from '../../i18n/i18n';
import { CpfSearchForm } from './CpfSearchForm';
import { RecentCustomerList } from './RecentCustomerList';

const messages = defineMessages({ title: 'Buscar cliente' }, { title: 'Find customer' });

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
