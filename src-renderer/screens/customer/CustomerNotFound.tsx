/**
 * Renderer. Op8 answered 404: no customer with this CPF. Said plainly, with the CPF shown whole (it is the
 * employee's own input, not the service's data, and a wrong digit must be seen to be fixed), and the CPF field
 * right under it, holding that CPF selected and focused: the hands are ready to retype it, or to fix one digit
 * (End, Backspace), and Enter searches again (D311).
 */
import { Alert, Paper, Stack, Text } from '@mantine/core';
import { formatCpf } from '../../../src-shared/cpf';
import { useT } from '../../i18n/i18n';
import { CpfSearchForm } from '../search/CpfSearchForm';
import { customerNotFoundMessages as messages } from './messages';

export function CustomerNotFound({ cpf }: { cpf: string }) {
  const t = useT(messages);
  return (
    <Stack gap="sm" maw={720}>
      <Alert color="yellow" title={t('title')} role="alert">
        <Text size="sm">{t('body', { cpf: formatCpf(cpf) })}</Text>
      </Alert>
      <Paper withBorder p="md">
        <CpfSearchForm initialCpf={cpf} selectOnArrival />
      </Paper>
    </Stack>
  );
}
