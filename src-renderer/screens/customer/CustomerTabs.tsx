/**
 * Renderer. The customer's products, one tab per line of business; the
 * active tab lives in the route, so coming back lands on it. When the
 * registration came without some product identifiers, the tabs say so: the
 * employee types them instead.
 *
 * A tab's content is made the first time the tab is opened (its reads start
 * then, not all at once with the card) and is kept, hidden, afterwards: what
 * the employee typed, filtered or chose stays, and nothing reloads on coming
 * back (kept with display:none, as the theme keeps every tab: app/theme.tsx).
 */
import { Group, Switch, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../i18n/i18n';
import { useAppStore } from '../../state/store';
import { CapitalizationTab } from './capitalization/CapitalizationTab';
import { CUSTOMER_TABS, type CustomerTab, heldTabs, isCustomerTab } from './customer-tabs';
import type { Cliente } from './customer-types';
import { LifeTab } from './life/LifeTab';
import { customerTabsMessages as messages } from './messages';
import { PensionTab } from './pension/PensionTab';
import { PensionFundTab } from './pension-fund/PensionFundTab';
import { PortabilityTab } from './portability/PortabilityTab';
import { ProposalsTab } from './proposals/ProposalsTab';

function TabPanelContent({ tab, cliente, cpf }: { tab: CustomerTab; cliente: Cliente; cpf: string }) {
  switch (tab) {
    case 'previdencia':
      return <PensionTab cliente={cliente} cpf={cpf} />;
    case 'portabilidades':
      return <PortabilityTab cpf={cpf} />;
    case 'vida':
      return <LifeTab cliente={cliente} cpf={cpf} />;
    case 'capitalizacao':
      return <CapitalizationTab cliente={cliente} cpf={cpf} />;
    case 'fundoPensao':
      return <PensionFundTab cliente={cliente} cpf={cpf} />;
    case 'propostas':
      return <ProposalsTab cliente={cliente} cpf={cpf} />;
  }
}

interface CustomerTabsProps {
  cliente: Cliente;
  cpf: string;
  tab: string | undefined;
  /** Op8 left out part of `linhasNegocio` (names, systems, identifiers). */
  idsIncomplete: boolean;
}

export function CustomerTabs({ cliente, cpf, tab, idsIncomplete }: CustomerTabsProps) {
  const t = useT(messages);
  const navigate = useAppStore((s) => s.navigate);
  const held = heldTabs(cliente);
  const [showAll, setShowAll] = useState(held.length === 0);
  const requested = isCustomerTab(tab) ? tab : undefined;
  // A tab named by the route stays visible even for a line the registration does not list.
  const visible = CUSTOMER_TABS.filter((id) => showAll || held.includes(id) || id === requested);
  const active = requested ?? visible[0];
  const [opened, setOpened] = useState<ReadonlySet<CustomerTab>>(() => new Set(active ? [active] : []));
  // Derived during render (React's pattern for state that follows a prop): the active tab is always opened.
  if (active !== undefined && !opened.has(active)) setOpened(new Set([...opened, active]));

  return (
    <>
      <Group justify="space-between" align="center">
        {held.length === 0 || idsIncomplete ? (
          <Text size="sm" c="dimmed" role="note">
            {held.length === 0 ? t('noLines') : t('idsIncomplete')}
          </Text>
        ) : (
          <span />
        )}
        <Switch label={t('showAll')} checked={showAll} onChange={(e) => setShowAll(e.currentTarget.checked)} />
      </Group>
      <Tabs
        value={active}
        keepMounted
        onChange={(value) => isCustomerTab(value) && navigate({ screen: 'customer', cpf, tab: value })}
      >
        <Tabs.List aria-label={t('list')}>
          {visible.map((id) => (
            <Tabs.Tab key={id} value={id}>
              {t(id)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {visible.map((id) => (
          <Tabs.Panel key={id} value={id} pt="md">
            {opened.has(id) || id === active ? <TabPanelContent tab={id} cliente={cliente} cpf={cpf} /> : null}
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
