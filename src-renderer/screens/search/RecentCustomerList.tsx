/**
 * Renderer. Customers opened in this session (kept in memory only), with
 * masked CPFs: one click opens them again. A customer the service sent
 * without a name is remembered with an empty one and listed as such.
 */
import { Button, Stack, Text, Title } from '@mantine/core';
import { maskCpf } from '../../../src-shared/cpf';
import { useT } from '../../i18n/i18n';
import { useAppStore } from '../../state/store';
import { recentCustomerListMessages as messages } from './messages';

export function RecentCustomerList() {
  const t = useT(messages);
  const recent = useAppStore((s) => s.recentCustomers);
  const navigate = useAppStore((s) => s.navigate);

  return (
    <section aria-labelledby="recent-customers-title">
      <Title order={3} size="h4" id="recent-customers-title" mb="xs">
        {t('title')}
      </Title>
      {recent.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('none')}
        </Text>
      ) : (
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} maw={520}>
          {recent.map((customer) => (
            <li key={customer.cpf}>
              <Button
                variant="subtle"
                fullWidth
                justify="space-between"
                rightSection={
                  <Text component="span" size="sm" ff="monospace" c="dimmed">
                    {maskCpf(customer.cpf)}
                  </Text>
                }
                onClick={() => navigate({ screen: 'customer', cpf: customer.cpf })}
              >
                {customer.name.trim() || t('noName')}
              </Button>
            </li>
          ))}
        </Stack>
      )}
    </section>
  );
}
