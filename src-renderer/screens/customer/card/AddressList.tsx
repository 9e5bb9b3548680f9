/** The customer's addresses, written as on an envelope. */
import { List, Text } from '@mantine/core';
import { defineMessages, useT } from '../../../i18n/i18n';
import { useCodeLabel } from '../common/use-code-label';
import type { Cliente } from '../customer-types';
import { CardSection } from './CardSection';
import { formatCep } from './contact-format';
import { CONTACT_KIND_LABELS } from './registration-labels';

const messages = defineMessages(
  { title: 'Endereços', none: 'Nenhum endereço no cadastro.', cep: 'CEP' },
  { title: 'Addresses', none: 'No address on record.', cep: 'Postal code' },
);

type Endereco = Cliente['enderecos'][number];

function streetLine(a: Endereco): string {
  const complement = a.complemento?.trim();
  return `${a.endereco}, ${a.numero}${complement ? ` – ${complement}` : ''}`;
}

export function AddressList({ cliente }: { cliente: Cliente }) {
  const t = useT(messages);
  const kind = useCodeLabel(CONTACT_KIND_LABELS);

  return (
    <CardSection title={t('title')}>
      {cliente.enderecos.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('none')}
        </Text>
      ) : (
        <List size="sm" listStyleType="none" spacing="xs">
          {cliente.enderecos.map((a) => (
            <List.Item key={a.id}>
              <Text size="sm" c="dimmed">
                {kind(a.tipo)}
              </Text>
              <Text size="sm">{streetLine(a)}</Text>
              <Text size="sm">
                {a.bairro} – {a.municipio.nome}/{a.estado.sigla}
              </Text>
              <Text size="sm">
                {t('cep')} {formatCep(a.cep)} – {a.pais.nome}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </CardSection>
  );
}
