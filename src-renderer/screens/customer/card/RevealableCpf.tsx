/**
 * The customer's CPF, masked by default (LGPD). "Mostrar CPF" shows it only
 * after the reveal is recorded in the journal: if the record fails, the
 * CPF stays masked and the employee sees why.
 */
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatCpf, maskCpf } from '../../../../src-shared/cpf';
import type { IpcError } from '../../../../src-shared/ipc/ipc-result';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useT } from '../../../i18n/i18n';
import { api, call } from '../../../ipc/use-ipc';
import { revealableCpfMessages as messages } from './messages';

export function RevealableCpf({ cpf }: { cpf: string }) {
  const t = useT(messages);
  const [revealed, setRevealed] = useState(false);
  const [recording, setRecording] = useState(false);
  const [error, setError] = useState<IpcError>();

  async function reveal() {
    setRecording(true);
    setError(undefined);
    const result = await call(api().journal.recordCpfReveal({ cpf }));
    setRecording(false);
    if (result.ok) setRevealed(true);
    else setError(result.error);
  }

  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Text component="span" size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {revealed ? formatCpf(cpf) : maskCpf(cpf)}
        </Text>
        {revealed ? (
          <Button size="compact-xs" variant="subtle" onClick={() => setRevealed(false)}>
            {t('hide')}
          </Button>
        ) : (
          <Button size="compact-xs" variant="subtle" loading={recording} onClick={reveal}>
            {t('show')}
          </Button>
        )}
      </Group>
      {error ? <ErrorAlert error={error} onRetry={reveal} /> : null}
    </Stack>
  );
}
