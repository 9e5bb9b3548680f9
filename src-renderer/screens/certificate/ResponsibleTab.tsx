/**
 * Renderer. Responsável financeiro (Op21). The CPF is masked (LGPD); showing
 * it in full is recorded in the journal first, and it is masked again when
 * the tab closes. A field the service left out reads "—" (without a CPF there
 * is nothing to show in full, so no button); the drift note says which.
 */
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { ApiResult } from '../../../src-shared/contract';
import { cpfDigits, formatCpf, maskCpf } from '../../../src-shared/cpf';
import { EMPTY, formatDate, formatText } from '../../../src-shared/format/display';
import type { IpcError } from '../../../src-shared/ipc/ipc-result';
import { ErrorAlert } from '../../components/ErrorAlert';
import { useT } from '../../i18n/i18n';
import { responsibleTabMessages as messages } from './messages';
import { OperationView } from '../../data/OperationView';
import type { OperationQuery } from '../../data/use-operation';
import { api, call } from '../../ipc/use-ipc';
import { Fields } from './Fields';

export type FinancialResponsible = ApiResult<'op21'>;

export function ResponsibleTab({ query }: { query: OperationQuery<FinancialResponsible> }) {
  const t = useT(messages);
  const [revealed, setRevealed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<IpcError>();

  async function reveal(cpf: string) {
    setBusy(true);
    setError(undefined);
    const result = await call(api().journal.recordCpfReveal({ cpf }));
    setBusy(false);
    if (result.ok) setRevealed(true);
    else setError(result.error);
  }

  return (
    <OperationView query={query}>
      {(r) => {
        const digits = r.cpf === null ? '' : cpfDigits(r.cpf);
        return (
          <Stack gap="md">
            <Fields
              items={[
                { label: t('name'), value: formatText(r.nomePessoa) },
                {
                  label: t('cpf'),
                  value:
                    digits === '' ? (
                      EMPTY
                    ) : (
                      <Group component="span" gap="xs" wrap="nowrap">
                        <Text span size="sm" ff="monospace">
                          {revealed ? formatCpf(digits) : maskCpf(digits)}
                        </Text>
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          loading={busy}
                          title={revealed ? undefined : t('revealHint')}
                          onClick={() => (revealed ? setRevealed(false) : void reveal(digits))}
                        >
                          {revealed ? t('hide') : t('reveal')}
                        </Button>
                      </Group>
                    ),
                },
                { label: t('birth'), value: formatDate(r.dataNascimento) },
                { label: t('id'), value: formatText(r.identificacaoResponsavelFinanceiro) },
              ]}
            />
            {error ? <ErrorAlert error={error} /> : null}
          </Stack>
        );
      }}
    </OperationView>
  );
}
