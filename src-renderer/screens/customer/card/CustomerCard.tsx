/** The customer's registration at a glance (read-only, D26): who, how to reach them, documents and what they hold. */
import { Badge, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { defineMessages, useT } from '../../../i18n/i18n';
import type { Cliente } from '../customer-types';
import { AddressList } from './AddressList';
import { BusinessLineList } from './BusinessLineList';
import { CardSection } from './CardSection';
import { ContactList } from './ContactList';
import { DocumentList } from './DocumentList';
import { PersonalData } from './PersonalData';
import { isYes } from './registration-labels';

const messages = defineMessages(
  { personal: 'Dados pessoais', card: 'Dados do cliente', pep: 'PEP', pepLong: 'Pessoa politicamente exposta', deceased: 'Óbito registrado' },
  { personal: 'Personal data', card: 'Customer data', pep: 'PEP', pepLong: 'Politically exposed person', deceased: 'Death on record' },
);

export function CustomerCard({ cliente, cpf }: { cliente: Cliente; cpf: string }) {
  const t = useT(messages);
  return (
    <Paper withBorder p="md" component="section" aria-label={t('card')}>
      <Group justify="space-between" align="center" mb="sm">
        <Title order={2}>{cliente.nome}</Title>
        <Group gap="xs">
          {isYes(cliente.pessoaPoliticamenteExposta) ? (
            <Badge color="orange" title={t('pepLong')}>
              {t('pep')}
            </Badge>
          ) : null}
          {isYes(cliente.obito) ? <Badge color="red">{t('deceased')}</Badge> : null}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="lg" verticalSpacing="md">
        <CardSection title={t('personal')}>
          <PersonalData cliente={cliente} cpf={cpf} />
        </CardSection>
        <Stack gap="md">
          <ContactList cliente={cliente} />
          <DocumentList cliente={cliente} />
        </Stack>
        <Stack gap="md">
          <AddressList cliente={cliente} />
          <BusinessLineList cliente={cliente} />
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}
