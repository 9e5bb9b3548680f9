/**
 * Renderer. Responsável financeiro (Op21). The CPF is masked (LGPD); showing
 * it in full is recorded in the journal first, and it stays shown for the
 * session until hidden, as every revealed CPF (D181). A field the service left
 * out reads "—" (without a CPF there is nothing to show in full, so no
 * button); the drift note says which.
 */
import { Button, Group, Stack, Text } from '@mantine/core';
import type { ApiResult } from '../../../src-shared/contract';
import { cpfDigits, formatCpf, maskCpf } from '../../../src-shared/cpf';
import { EMPTY, formatDate, formatText } from '../../../src-shared/format/display';
import { ErrorAlert } from '../../components/ErrorAlert';
import { useT } from '../../i18n/i18n';
import { responsibleTabMessages as messages } from './messages';
import { OperationView } from '../../data/OperationView';
import { useCpfReveal } from '../../data/use-cpf-reveal';
import type { OperationQuery } from '../../data/use-operation';
import { Fields } from './Fields';

export type FinancialResponsible = ApiResult<'op21'>;

export function ResponsibleTab({ query }: { query: OperationQuery<FinancialResponsible> }) {
  const t = useT(messages);
  const cpfOf = (r: FinancialResponsible) => (r.cpf === null ? '' : cpfDigits(r.cpf));
  // Without a CPF there is no button, so nothing is ever revealed for ''.
  const { revealed, recording, error, reveal, hide } = useCpfReveal(
    query.data ? cpfOf(query.data) : '',
    query.data?.nomePessoa,
  );

  return (
    <OperationView query={query}>
      {(r) => {
        const digits = cpfOf(r);
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
                          loading={recording}
                          title={revealed ? undefined : t('revealHint')}
                          onClick={() => (revealed ? hide() : void reveal())}
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
