/** The lines of business the customer holds, with each system's identifiers as the service lists them. */
import { Badge, Group, List, Text } from '@mantine/core';
import { defineMessages, useT } from '../../../i18n/i18n';
import { useCodeLabel } from '../common/use-code-label';
import type { Cliente } from '../customer-types';
import { CardSection } from './CardSection';
import { LINE_LABELS, SYSTEM_LABELS } from './registration-labels';

const messages = defineMessages(
  { title: 'Linhas de negócio', none: 'Nenhuma linha de negócio no cadastro.', noIds: 'sem identificadores' },
  { title: 'Lines of business', none: 'No line of business on record.', noIds: 'no identifiers' },
);

export function BusinessLineList({ cliente }: { cliente: Cliente }) {
  const t = useT(messages);
  const line = useCodeLabel(LINE_LABELS);
  const system = useCodeLabel(SYSTEM_LABELS);

  return (
    <CardSection title={t('title')}>
      {cliente.linhasNegocio.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('none')}
        </Text>
      ) : (
        <List size="sm" listStyleType="none" spacing="xs">
          {cliente.linhasNegocio.map((l) => (
            <List.Item key={l.id}>
              <Text size="sm" fw={500}>
                {line(l.nome)}
              </Text>
              {l.sistemas.map((s) => (
                <Group key={s.id} gap={4} mt={2} wrap="wrap">
                  <Text span size="sm" c="dimmed">
                    {system(s.nome)}:
                  </Text>
                  {s.idsCliente.length === 0 ? (
                    <Text span size="sm" c="dimmed">
                      {t('noIds')}
                    </Text>
                  ) : (
                    s.idsCliente.map((id) => (
                      <Badge key={id} variant="light" color="gray" tt="none" ff="monospace" size="sm">
                        {id}
                      </Badge>
                    ))
                  )}
                </Group>
              ))}
            </List.Item>
          ))}
        </List>
      )}
    </CardSection>
  );
}
