/** Identity documents on record (RG, CNH…), with issuer and issue date. */
import { List, Text } from '@mantine/core';
import { formatDate, formatText } from '../../../../src-shared/format/display';
import { defineMessages, useT } from '../../../i18n/i18n';
import type { Cliente } from '../customer-types';
import { CardSection } from './CardSection';

const messages = defineMessages(
  { title: 'Documentos', none: 'Nenhum documento no cadastro.', issuer: 'Órgão emissor', issued: 'Emissão' },
  { title: 'Documents', none: 'No document on record.', issuer: 'Issuer', issued: 'Issued on' },
);

export function DocumentList({ cliente }: { cliente: Cliente }) {
  const t = useT(messages);
  return (
    <CardSection title={t('title')}>
      {cliente.documentos.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('none')}
        </Text>
      ) : (
        <List size="sm" listStyleType="none" spacing="xs">
          {cliente.documentos.map((d) => (
            <List.Item key={d.id}>
              <Text size="sm">
                <Text span fw={500} size="sm">
                  {formatText(d.tipo)}
                </Text>{' '}
                {formatText(d.numero)}
              </Text>
              <Text size="sm" c="dimmed">
                {t('issuer')}: {formatText(d.orgaoEmissor)} · {t('issued')}: {formatDate(d.dataEmissao)}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </CardSection>
  );
}
