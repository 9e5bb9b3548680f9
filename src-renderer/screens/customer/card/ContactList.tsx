/** Phones (+55 (11) 91234-5678) and e-mails of the customer. */
import { List, Text } from '@mantine/core';
import { formatText } from '../../../../src-shared/format/display';
import { defineMessages, useT } from '../../../i18n/i18n';
import { useCodeLabel } from '../common/use-code-label';
import type { Cliente } from '../customer-types';
import { CardSection } from './CardSection';
import { formatPhone } from './contact-format';
import { CONTACT_KIND_LABELS } from './registration-labels';

const messages = defineMessages(
  { phones: 'Telefones', emails: 'E-mails', extension: 'ramal', noPhones: 'Nenhum telefone no cadastro.', noEmails: 'Nenhum e-mail no cadastro.' },
  { phones: 'Phones', emails: 'E-mails', extension: 'ext.', noPhones: 'No phone on record.', noEmails: 'No e-mail on record.' },
);

export function ContactList({ cliente }: { cliente: Cliente }) {
  const t = useT(messages);
  const kind = useCodeLabel(CONTACT_KIND_LABELS);
  const { telefones, emails } = cliente.contato;

  return (
    <>
      <CardSection title={t('phones')}>
        {telefones.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('noPhones')}
          </Text>
        ) : (
          <List size="sm" listStyleType="none" spacing={2}>
            {telefones.map((phone) => (
              <List.Item key={phone.id}>
                <Text span size="sm" c="dimmed">
                  {kind(phone.tipo)}
                  {phone.nome ? ` (${phone.nome})` : ''}:{' '}
                </Text>
                {formatPhone(phone, t('extension'))}
              </List.Item>
            ))}
          </List>
        )}
      </CardSection>
      <CardSection title={t('emails')}>
        {emails.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('noEmails')}
          </Text>
        ) : (
          <List size="sm" listStyleType="none" spacing={2}>
            {emails.map((email) => (
              <List.Item key={email.id}>
                <Text span size="sm" c="dimmed">
                  {kind(email.tipo)}:{' '}
                </Text>
                {formatText(email.email)}
              </List.Item>
            ))}
          </List>
        )}
      </CardSection>
    </>
  );
}
