/** Op11 policy module: the stipulator, its policy group and each sub-stipulator's modules with their rate. */
import { Button, Card, Group, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { operations } from '../../../src-shared/contract/operations';
import type { ApiResult } from '../../../src-shared/contract/types';
import { formatPercent, formatText } from '../../../src-shared/format/display';
import type { IpcError } from '../../../src-shared/ipc/ipc-result';
import { ErrorAlert } from '../../components/ErrorAlert';
import { defineMessages, useT } from '../../i18n/i18n';
import { api, call } from '../../ipc/use-ipc';
import { firstProblem } from './lookup-form';

const messages = defineMessages(
  {
    module: 'Número do módulo',
    lookUp: 'Consultar',
    loading: 'Consultando…',
    stipulator: 'Estipulante',
    policyGroup: 'Grupo de apólice',
    subStipulator: 'Subestipulante {number} — {name}',
    modulesOf: 'Módulos do subestipulante {number}',
    number: 'Número',
    name: 'Nome',
    rate: 'Taxa',
    noSub: 'Nenhum subestipulante.',
    noModules: 'Nenhum módulo.',
  },
  {
    module: 'Module number',
    lookUp: 'Look up',
    loading: 'Looking up…',
    stipulator: 'Stipulator',
    policyGroup: 'Policy group',
    subStipulator: 'Sub-stipulator {number} — {name}',
    modulesOf: 'Modules of sub-stipulator {number}',
    number: 'Number',
    name: 'Name',
    rate: 'Rate',
    noSub: 'No sub-stipulator.',
    noModules: 'No module.',
  },
);

const moduleSchema = operations.op11.pathParams.idmodulo.input;

/** Rates come with up to 4 decimals (0,0234%): show them all, at least 2. */
function formatRate(rate: number | null): string {
  if (rate === null) return formatPercent(null);
  const decimals = (String(rate).split('.')[1] ?? '').length;
  return formatPercent(rate, Math.min(6, Math.max(2, decimals)));
}

export function PolicyModuleTab() {
  const t = useT(messages);
  const [idmodulo, setIdmodulo] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<IpcError>();
  const [data, setData] = useState<ApiResult<'op11'>>();

  async function lookUp(event?: React.FormEvent) {
    event?.preventDefault();
    const value = idmodulo.trim();
    const invalid = firstProblem(moduleSchema, value);
    setProblem(invalid);
    if (invalid) return;
    setBusy(true);
    setError(undefined);
    const result = await call(api().life.getPolicyModule({ path: { idmodulo: value } }));
    setBusy(false);
    if (result.ok) setData(result.data);
    else {
      setError(result.error);
      setData(undefined);
    }
  }

  const stipulator = data?.estipulante;
  return (
    <Stack gap="sm">
      <form onSubmit={(e) => void lookUp(e)} noValidate>
        <Group align="flex-start" gap="sm">
          <TextInput label={t('module')} inputMode="numeric" value={idmodulo} error={problem} onChange={(e) => setIdmodulo(e.currentTarget.value)} w={220} />
          <Button type="submit" mt={25} loading={busy}>
            {t('lookUp')}
          </Button>
        </Group>
      </form>
      {error ? <ErrorAlert error={error} onRetry={() => void lookUp()} /> : null}
      {busy && !data ? <Loader aria-label={t('loading')} /> : null}
      {stipulator ? (
        <Stack gap="sm">
          <Group gap="xl">
            <Text>
              <Text span c="dimmed">
                {t('stipulator')}:
              </Text>{' '}
              <Text span fw={600}>
                {formatText(stipulator.nome)}
              </Text>
            </Text>
            <Text>
              <Text span c="dimmed">
                {t('policyGroup')}:
              </Text>{' '}
              <Text span fw={600}>
                {formatText(stipulator.grupoApolice)}
              </Text>
            </Text>
          </Group>
          {stipulator.subestipulante.length === 0 ? <Text c="dimmed">{t('noSub')}</Text> : null}
          {stipulator.subestipulante.map((sub) => (
            <Card key={sub.numero} withBorder padding="sm">
              <Title order={4} mb="xs">
                {t('subStipulator', { number: sub.numero, name: formatText(sub.nome) })}
              </Title>
              <Table aria-label={t('modulesOf', { number: sub.numero })} striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={120}>{t('number')}</Table.Th>
                    <Table.Th>{t('name')}</Table.Th>
                    <Table.Th w={160} ta="right">
                      {t('rate')}
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {sub.modulo.map((m) => (
                    <Table.Tr key={m.numero}>
                      <Table.Td>{m.numero}</Table.Td>
                      <Table.Td>{formatText(m.nome)}</Table.Td>
                      <Table.Td ta="right">{formatRate(m.taxa)}</Table.Td>
                    </Table.Tr>
                  ))}
                  {sub.modulo.length === 0 ? (
                    <Table.Tr>
                      <Table.Td colSpan={3}>{t('noModules')}</Table.Td>
                    </Table.Tr>
                  ) : null}
                </Table.Tbody>
              </Table>
            </Card>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
