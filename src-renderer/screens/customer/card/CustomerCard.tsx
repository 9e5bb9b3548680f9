/**
 * Renderer. The customer's registration at a glance (read-only, D26): who,
 * how to reach them, documents and what they hold. Whole with any part
 * missing: without a name, it is titled by the masked CPF.
 */
import { Badge, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { defineMessages, useT } from '../../../i18n/i18n';
import type { Cliente } from '../customer-types';
import { AddressList } from './AddressList';
import { BusinessLineList } from './BusinessLineList';
import { CardSection } from './CardSection';
import { ContactList } from './ContactList';
import { customerTitle } from './customer-title';
import { DocumentList } from './DocumentList';
import { PersonalData } from './PersonalData';
import { isYes } from './registration-labels';

const messages = defineMessages(
  {
    personal: 'Dados pessoais',
    card: 'Dados do cliente',
    pep: 'PEP',
    pepLong: 'Pessoa politicamente exposta',
    deceased: 'Óbito registrado',
    noName: 'Nome não informado pelo serviço',
  },
  {
    personal: 'Personal data',
    card: 'Customer data',
    pep: 'PEP',
    pepLong: 'Politically exposed person',
    deceased: 'Death on record',
    noName: 'Name not provided by the service',
  },
);

export function CustomerCard({ cliente, cpf }: { cliente: Cliente; cpf: string }) {
  const t = useT(messages);
  const nameRef = useRef<HTMLHeadingElement>(null);
  const { title, nameMissing } = customerTitle(cliente.nome, cpf);

  // The search field that had the focus is gone: keyboard and screen-reader users land on the customer's name.
  useEffect(() => {
    nameRef.current?.focus();
  }, []);

  return (
    <Paper withBorder p="md" component="section" aria-label={t('card')}>
      <Group justify="space-between" align="center" mb="sm">
        <Group gap="sm" align="baseline">
          <Title order={2} ref={nameRef} tabIndex={-1} style={{ outline: 'none' }} ff={nameMissing ? 'monospace' : undefined}>
            {title}
          </Title>
          {nameMissing ? (
            <Text size="sm" c="dimmed">
              {t('noName')}
            </Text>
          ) : null}
        </Group>
        <Group gap="xs">
          {isYes(cliente.pessoaPoliticamenteExposta) ? (
            <Badge color="orange" title={t('pepLong')}>
              {t('pep')}
            </Badge>
          ) : null}
          {isYes(cliente.obito) ? <Badge color="red">{t('deceased')}</Badge> : null}
        </Group>
      </Group>
      {/* Personal data gets the widest column: its labels are long and the CPF carries its button. */}
      <Grid columns={24} gap="lg">
        <Grid.Col span={{ base: 24, md: 12, xl: 10 }}>
          <CardSection title={t('personal')}>
            <PersonalData cliente={cliente} cpf={cpf} />
          </CardSection>
        </Grid.Col>
        <Grid.Col span={{ base: 24, md: 12, xl: 7 }}>
          <Stack gap="md">
            <ContactList cliente={cliente} />
            <DocumentList cliente={cliente} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 24, md: 12, xl: 7 }}>
          <Stack gap="md">
            <AddressList cliente={cliente} />
            <BusinessLineList cliente={cliente} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
