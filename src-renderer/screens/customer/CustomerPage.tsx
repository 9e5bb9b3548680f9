/**
 * Renderer. One customer: Op8 loading, not found, failed, or the card (with
 * the drift note under it when the registration came incomplete) and the
 * product tabs. The tabs load their own data and show their own notes. The
 * card is a compact summary (CustomerCard) so the tabs sit above the fold
 * of a 768 px screen.
 */
import { Button, Group, Stack } from '@mantine/core';
import { OperationView } from '../../data/OperationView';
import { useT } from '../../i18n/i18n';
import { holdTypedKeys } from '../../app/typed-ahead';
import { useAppStore } from '../../state/store';
import { productIdsIncomplete } from './business-lines';
import { CustomerCard } from './card/CustomerCard';
import { CustomerNotFound } from './CustomerNotFound';
import { customerOf } from './customer-record';
import { CustomerSkeleton } from './CustomerSkeleton';
import { CustomerTabs } from './CustomerTabs';
import { customerPageMessages as messages } from './messages';
import { useCustomer } from './use-customer';

export function CustomerPage({ cpf, tab }: { cpf: string; tab: string | undefined }) {
  const t = useT(messages);
  const navigate = useAppStore((s) => s.navigate);
  const query = useCustomer(cpf);

  return (
    <Stack gap="sm">
      <Group>
        <Button
          variant="subtle"
          size="xs"
          onClick={() => {
            holdTypedKeys('search');
            navigate({ screen: 'search' });
          }}
        >
          {t('back')}
        </Button>
      </Group>
      {query.error?.code === 'not-found' && query.data === undefined ? (
        <CustomerNotFound cpf={cpf} />
      ) : (
        <OperationView query={query} skeleton={<CustomerSkeleton />}>
          {(answer) => <CustomerCard cliente={customerOf(answer)} cpf={cpf} />}
        </OperationView>
      )}
      {query.data !== undefined ? (
        <CustomerTabs
          cliente={customerOf(query.data)}
          cpf={cpf}
          tab={tab}
          idsIncomplete={productIdsIncomplete(query.drift)}
        />
      ) : null}
    </Stack>
  );
}
