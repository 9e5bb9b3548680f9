/** Op8 answered 404: no customer with this CPF. Said plainly, with the way back to the search. */
import { Alert, Button, Text } from '@mantine/core';
import { maskCpf } from '../../../src-shared/cpf';
import { defineMessages, useT } from '../../i18n/i18n';
import { useAppStore } from '../../state/store';

const messages = defineMessages(
  {
    title: 'Cliente não encontrado',
    body: 'Não há cliente com o CPF {cpf} no cadastro. Confira o número com o cliente.',
    back: 'Voltar à busca',
  },
  {
    title: 'Customer not found',
    body: 'There is no customer with CPF {cpf} on record. Check the number with the customer.',
    back: 'Back to search',
  },
);

export function CustomerNotFound({ cpf }: { cpf: string }) {
  const t = useT(messages);
  const navigate = useAppStore((s) => s.navigate);
  return (
    <Alert color="yellow" title={t('title')} role="alert">
      <Text size="sm">{t('body', { cpf: maskCpf(cpf) })}</Text>
      <Button mt="sm" size="xs" variant="light" onClick={() => navigate({ screen: 'search' })}>
        {t('back')}
      </Button>
    </Alert>
  );
}
