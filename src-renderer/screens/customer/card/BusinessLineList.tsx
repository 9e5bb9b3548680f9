/**
 * Renderer. The lines of business the customer holds, with each system's
 * identifiers as the service lists them. A line or system without a name
 * reads "não informado", its identifiers still shown.
 */
import { Badge, Group, List, Text } from '@mantine/core';
import { formatText } from '../../../../src-shared/format/display';
import { useT } from '../../../i18n/i18n';
import { useNotInformed } from '../common/not-informed';
import { useCodeLabel } from '../common/use-code-label';
import type { Cliente } from '../customer-types';
import { CardList } from './CardList';
import { businessLineListMessages as messages } from './messages';
import { SYSTEM_LABELS } from './registration-labels';
import { LINE_WORDS } from '../../../../src-shared/words/line-words';

export function BusinessLineList({ cliente }: { cliente: Cliente }) {
  const t = useT(messages);
  const line = useCodeLabel(LINE_WORDS);
  const system = useCodeLabel(SYSTEM_LABELS);
  const notInformed = useNotInformed();

  return (
    <CardList title={t('title')} items={cliente.linhasNegocio} none={t('none')}>
      {(l, lineIndex) => (
        <List.Item key={l.id ?? `#${lineIndex}`}>
          <Text size="sm" fw={500}>
            {notInformed(line(l.nome))}
          </Text>
          {l.sistemas.map((s, systemIndex) => (
            <Group key={s.id ?? `#${systemIndex}`} gap={4} mt={2} wrap="wrap">
              <Text span size="sm" c="dimmed">
                {notInformed(system(s.nome))}:
              </Text>
              {s.idsCliente.length === 0 ? (
                <Text span size="sm" c="dimmed">
                  {t('noIds')}
                </Text>
              ) : (
                // Keyed by position too: the service may list an identifier twice.
                s.idsCliente.map((id, idIndex) => (
                  <Badge key={`${idIndex}:${id}`} variant="light" color="gray" tt="none" ff="monospace" size="sm">
                    {formatText(id)}
                  </Badge>
                ))
              )}
            </Group>
          ))}
        </List.Item>
      )}
    </CardList>
  );
}
