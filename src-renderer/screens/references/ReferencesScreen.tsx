/** Reference look-ups that need no customer: company activities (Op20), policy module (Op11), adhesion benefits (Op17). */
import { Stack, Tabs, Title } from '@mantine/core';
import { useT } from '../../i18n/i18n';
import { useAppStore } from '../../state/store';
import { AdhesionBenefitsTab } from './AdhesionBenefitsTab';
import { CompanyActivitiesTab } from './CompanyActivitiesTab';
import { referencesScreenMessages as messages } from './messages';
import { PolicyModuleTab } from './PolicyModuleTab';

const TABS = ['activities', 'policy-module', 'benefits'] as const;
type Tab = (typeof TABS)[number];

export default function ReferencesScreen() {
  const t = useT(messages);
  const route = useAppStore((s) => s.route);
  const navigate = useAppStore((s) => s.navigate);
  const requested = route.screen === 'references' ? route.tab : undefined;
  const tab: Tab = (TABS as readonly string[]).includes(requested ?? '') ? (requested as Tab) : 'activities';

  return (
    <Stack gap="md">
      <Title order={2}>{t('title')}</Title>
      {/* The tab lives in the route, so going back to this screen reopens the same tab. */}
      <Tabs value={tab} onChange={(next) => next && navigate({ screen: 'references', tab: next })}>
        <Tabs.List>
          <Tabs.Tab value="activities">{t('activities')}</Tabs.Tab>
          <Tabs.Tab value="policy-module">{t('policyModule')}</Tabs.Tab>
          <Tabs.Tab value="benefits">{t('benefits')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="activities" pt="md">
          <CompanyActivitiesTab />
        </Tabs.Panel>
        <Tabs.Panel value="policy-module" pt="md">
          <PolicyModuleTab />
        </Tabs.Panel>
        <Tabs.Panel value="benefits" pt="md">
          <AdhesionBenefitsTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
