/**
 * Renderer. Op8 answered 404: no customer with this CPF. Said plainly, with the CPF shown whole (it is the
 * employee's own input, not the service's data, and a wrong digit must be seen to be fixed) and "Corrigir CPF",
 * which puts it back in the search field with the caret at its end.
 */
import { Alert, Button, Text } from '@mantine/core';
import { formatCpf } from '../../../src-shared/cpf';
import { useT } from '../../i18n/i18n';
import { holdTypedKeys } from '../../app/typed-ahead';
import { useAppStore } from '../../state/store';
import { customerNotFoundMessages as messages } from './messages';

export function CustomerNotFound({ cpf }: { cpf: string }) {
  const t = useT(messages);
  const navigate = useAppStore((s) => s.navigate);
  return (
    <Alert color="yellow" title={t('title')} role="alert">
      <Text size="sm">{t('body', { cpf: formatCpf(cpf) })}</Text>
      <Button
        mt="sm"
        size="xs"
        variant="light"
        onClick={() => {
          holdTypedKeys('search');
          navigate({ screen: 'search', cpf });
        }}
      >
        {t('correct')}
      </Button>
    </Alert>
  );
}
