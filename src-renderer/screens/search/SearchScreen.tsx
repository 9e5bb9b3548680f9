/**
 * Renderer. Customer search: the CPF field (focused on arrival, holding the CPF brought back by "Corrigir CPF"
 * when there is one) and the customers opened in this session.
 */
import { Paper, Stack, Title } from '@mantine/core';
import { useT } from '../../i18n/i18n';
import { useAppStore } from '../../state/store';
import { CpfSearchForm } from './CpfSearchForm';
import { searchScreenMessages as messages } from './messages';
import { RecentCustomerList } from './RecentCustomerList';

export default function SearchScreen() {
  const t = useT(messages);
  const route = useAppStore((s) => s.route);
  const cpfToCorrect = route.screen === 'search' ? route.cpf : undefined;
  return (
    <Stack gap="lg" maw={720}>
      <Title order={2}>{t('title')}</Title>
      <Paper withBorder p="md">
        <CpfSearchForm initialCpf={cpfToCorrect} />
      </Paper>
      <RecentCustomerList />
    </Stack>
  );
}
