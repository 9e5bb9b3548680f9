/**
 * Renderer. Phones (+55 (11) 91234-5678) and e-mails of the customer. A
 * contact without its number or address reads "não informado"; without its
 * kind, it goes without the caption.
 */
import { List, Text } from '@mantine/core';
import { EMPTY, formatText } from '../../../../src-shared/format/display';
import { useT } from '../../../i18n/i18n';
import { useNotInformed } from '../common/not-informed';
import { useCodeLabel } from '../common/use-code-label';
import type { Cliente } from '../customer-types';
import { CardList } from './CardList';
import { formatPhone, phoneLabel } from './contact-format';
import { contactListMessages as messages } from './messages';
import { CONTACT_KIND_LABELS } from './registration-labels';

function Caption({ text }: { text: string }) {
  if (text === '') return null;
  return (
    <Text span size="sm" c="dimmed">
      {text}:{' '}
    </Text>
  );
}

export function ContactList({ cliente }: { cliente: Cliente }) {
  const t = useT(messages);
  const kind = useCodeLabel(CONTACT_KIND_LABELS);
  const notInformed = useNotInformed();
  // `contato` itself may be missing: then neither list came.
  const telefones = cliente.contato?.telefones ?? [];
  const emails = cliente.contato?.emails ?? [];

  return (
    <>
      <CardList title={t('phones')} items={telefones} none={t('noPhones')} spacing={2}>
        {(phone, index) => (
          <List.Item key={phone.id ?? `#${index}`}>
            <Caption text={phoneLabel(kind(phone.tipo), phone.nome)} />
            {notInformed(formatPhone(phone, t('extension')))}
          </List.Item>
        )}
      </CardList>
      <CardList title={t('emails')} items={emails} none={t('noEmails')} spacing={2}>
        {(email, index) => {
          const kindText = kind(email.tipo);
          return (
            <List.Item key={email.id ?? `#${index}`}>
              <Caption text={kindText === EMPTY ? '' : kindText} />
              {notInformed(formatText(email.email))}
            </List.Item>
          );
        }}
      </CardList>
    </>
  );
}
