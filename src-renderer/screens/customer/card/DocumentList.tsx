/**
 * Renderer. Identity documents on record (RG, CNH…), with issuer and issue
 * date; whatever the service left out reads "não informado".
 */
import { List, Text } from '@mantine/core';
import { formatDate, formatText } from '../../../../src-shared/format/display';
import { useT } from '../../../i18n/i18n';
import { useNotInformed } from '../common/not-informed';
import type { Cliente } from '../customer-types';
import { CardList } from './CardList';
import { documentListMessages as messages } from './messages';

export function DocumentList({ cliente }: { cliente: Cliente }) {
  const t = useT(messages);
  const notInformed = useNotInformed();
  return (
    <CardList title={t('title')} items={cliente.documentos} none={t('none')}>
      {(d, index) => (
        <List.Item key={d.id ?? `#${index}`}>
          <Text size="sm">
            <Text span fw={500} size="sm">
              {/* Without its kind a document is still one: "Documento 12.345.678". */}
              {d.tipo?.trim() || t('document')}
            </Text>{' '}
            {notInformed(formatText(d.numero))}
          </Text>
          <Text size="sm" c="dimmed">
            {t('issuer')}: {notInformed(formatText(d.orgaoEmissor))} · {t('issued')}:{' '}
            {notInformed(formatDate(d.dataEmissao))}
          </Text>
        </List.Item>
      )}
    </CardList>
  );
}
