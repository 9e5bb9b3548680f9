/** One customer: Op8 loading, not found, failed, or the card and the product tabs. */
import { Button, Group, Stack } from '@mantine/core';
import { ErrorAlert } from '../../components/ErrorAlert';
import { defineMessages, useT } from '../../i18n/i18n';
import { useAppStore } from '../../state/store';
import { CustomerCard } from './card/CustomerCard';
import { CustomerNotFound } from './CustomerNotFound';
import { CustomerSkeleton } from './CustomerSkeleton';
import { CustomerTabs } from './CustomerTabs';
import { useCustomer } from './use-customer';

const messages = defineMessages({ back: '← Buscar outro cliente' }, { back: '← Find another customer' });

export function CustomerPage({ cpf, tab }: { cpf: string; tab: string | undefined }) {
  const t = useT(messages);
  const navigate = useAppStore((s) => s.navigate);
  const { data, error, reload } = useCustomer(cpf);

  return (
    <Stack gap="md">
      <Group>
        <Button variant="subtle" size="xs" onClick={() => navigate({ screen: 'search' })}>
          {t('back')}
        </Button>
      </Group>
      {error?.code === 'not-found' ? <CustomerNotFound cpf={cpf} /> : error ? <ErrorAlert error={error} onRetry={reload} /> : null}
      {data ? (
        <>
          <CustomerCard cliente={data.cliente} cpf={cpf} />
          <CustomerTabs cliente={data.cliente} cpf={cpf} tab={tab} />
        </>
      ) : error ? null : (
        <CustomerSkeleton />
      )}
    </Stack>
  );
}
