/**
 * Renderer. An e-mail field of a write form that offers the customer's registered e-mails (Op8, the record the
 * app already read) as options, without typing any in: the employee picks one, or types another. A form where
 * the registered e-mail must not be used (a death claim: the deceased's) passes none.
 */
import { Autocomplete, type AutocompleteProps } from '@mantine/core';
import { useT } from '../i18n/i18n';
import { registeredEmailMessages as messages } from './messages';

interface RegisteredEmailInputProps extends Omit<AutocompleteProps, 'data' | 'type'> {
  /** The customer's registered e-mails to offer. */
  registered: readonly string[];
}

export function RegisteredEmailInput({ registered, description, ...rest }: RegisteredEmailInputProps) {
  const t = useT(messages);
  const offered = registered.length > 0;
  return (
    <Autocomplete
      type="email"
      autoComplete="off"
      data={offered ? [{ group: t('group'), items: [...registered] }] : []}
      description={description ?? (offered ? t('offered') : undefined)}
      {...rest}
    />
  );
}
