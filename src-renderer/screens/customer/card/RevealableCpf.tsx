/**
 * Renderer. The customer's CPF, masked by default (LGPD). "Mostrar CPF" shows
 * it only after the reveal is recorded in the journal: if the record fails, the
 * CPF stays masked and the employee sees why. Revealed, it stays so for the
 * session (and the statements show it in full) until hidden (D181).
 */
import { Button, Group, Stack, Text } from '@mantine/core';
import { formatCpf, maskCpf } from '../../../../src-shared/cpf';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useCpfReveal } from '../../../data/use-cpf-reveal';
import { useT } from '../../../i18n/i18n';
import { revealableCpfMessages as messages } from './messages';

export function RevealableCpf({ cpf, name }: { cpf: string; name?: string | null }) {
  const t = useT(messages);
  const { revealed, recording, error, reveal, hide } = useCpfReveal(cpf, name);

  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Text component="span" size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {revealed ? formatCpf(cpf) : maskCpf(cpf)}
        </Text>
        {revealed ? (
          <Button size="compact-xs" variant="subtle" onClick={hide}>
            {t('hide')}
          </Button>
        ) : (
          <Button size="compact-xs" variant="subtle" loading={recording} onClick={() => void reveal()}>
            {t('show')}
          </Button>
        )}
      </Group>
      {error ? <ErrorAlert error={error} onRetry={() => void reveal()} /> : null}
    </Stack>
  );
}
