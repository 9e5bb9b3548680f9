/**
 * Renderer. The customer's registration (read-only, D26), compact by default: the name with
 * its badges and one line — CPF (masked, with "Mostrar CPF"), birth date, a phone, an e-mail, the city — so
 * the product tabs stay above the fold on a 768 px screen. "Ver cadastro completo" opens everything: personal
 * data, contacts, documents, addresses and lines of business. Whole with any part missing: without a name, it
 * is titled by the masked CPF.
 */
import { Badge, Box, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { EMPTY } from '../../../../src-shared/format/display';
import { Glyph } from '../../../components/Glyph';
import { useScreenTitleFocus } from '../../../components/screen-title-focus';
import { useT } from '../../../i18n/i18n';
import { useCodeLabel } from '../common/use-code-label';
import type { Cliente } from '../customer-types';
import { AddressList } from './AddressList';
import { BusinessLineList } from './BusinessLineList';
import { CardSection } from './CardSection';
import { ContactList } from './ContactList';
import { customerSummary } from './customer-summary';
import { customerTitle } from './customer-title';
import { DocumentList } from './DocumentList';
import { customerCardMessages as messages } from './messages';
import { PersonalData } from './PersonalData';
import { RevealableCpf } from './RevealableCpf';
import { CONTACT_KIND_LABELS, isYes } from './registration-labels';

export function CustomerCard({ cliente, cpf }: { cliente: Cliente; cpf: string }) {
  const t = useT(messages);
  const kind = useCodeLabel(CONTACT_KIND_LABELS);
  const titleFocus = useScreenTitleFocus<HTMLHeadingElement>();
  const fullId = useId();
  const [expanded, setExpanded] = useState(false);
  const { title, nameMissing } = customerTitle(cliente.nome, cpf);
  const summary = customerSummary(cliente, t('extension'));

  return (
    <Paper withBorder px="md" py="sm" component="section" aria-label={t('card')}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} miw={0}>
          <Group gap="sm" align="baseline" wrap="wrap">
            <Title order={2} size="h3" {...titleFocus} ff={nameMissing ? 'monospace' : undefined}>
              {title}
            </Title>
            {nameMissing ? (
              <Text size="sm" c="dimmed">
                {t('noName')}
              </Text>
            ) : null}
            {isYes(cliente.pessoaPoliticamenteExposta) ? (
              <Badge color="orange" title={t('pepLong')}>
                {t('pep')}
              </Badge>
            ) : null}
            {isYes(cliente.obito) ? <Badge color="red">{t('deceased')}</Badge> : null}
          </Group>
          <Group gap="lg" wrap="wrap" align="center" role="group" aria-label={t('summary')} style={{ rowGap: 2 }}>
            <Group gap={6} wrap="nowrap" align="center">
              <Text size="sm" c="dimmed">
                {t('cpf')}
              </Text>
              <RevealableCpf cpf={cpf} name={cliente.nome} />
            </Group>
            {summary.birthDate ? (
              <Text size="sm">
                <Text span c="dimmed" inherit>
                  {t('born')}:{' '}
                </Text>
                {summary.birthDate}
              </Text>
            ) : null}
            {summary.phone ? (
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {kind(summary.phone.kind) !== EMPTY ? (
                  <Text span c="dimmed" inherit>
                    {kind(summary.phone.kind)}:{' '}
                  </Text>
                ) : null}
                {summary.phone.number}
              </Text>
            ) : null}
            {summary.email ? <Text size="sm">{summary.email}</Text> : null}
            {summary.city ? <Text size="sm">{summary.city}</Text> : null}
          </Group>
        </Stack>
        <Button
          variant="subtle"
          size="xs"
          onClick={() => setExpanded((e) => !e)}
          aria-expanded={expanded}
          aria-controls={fullId}
          rightSection={<Chevron up={expanded} />}
          style={{ flexShrink: 0 }}
        >
          {t('full')}
        </Button>
      </Group>
      {/* Personal data gets the widest column: its labels are long. The CPF is in the line above. */}
      <Box id={fullId} hidden={!expanded} mt="md">
        {expanded ? (
          <Grid columns={24} gap="lg">
            <Grid.Col span={{ base: 24, md: 12, xl: 10 }}>
              <CardSection title={t('personal')}>
                <PersonalData cliente={cliente} />
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
        ) : null}
      </Box>
    </Paper>
  );
}

function Chevron({ up }: { up: boolean }) {
  return (
    <Glyph size={14} weight={2.5}>
      <path d={up ? 'M6 15l6-6 6 6' : 'M6 9l6 6 6-6'} />
    </Glyph>
  );
}
