/**
 * Renderer. Op11 policy module: the stipulator, its policy group and each
 * sub-stipulator's modules with their rate. Any field may be missing: it reads
 * "—", and a module without a stipulator says so instead of showing nothing.
 */
import { Card, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { operations } from '../../../src-shared/contract/operations';
import type { ApiResult } from '../../../src-shared/contract/types';
import { formatPercent, formatText } from '../../../src-shared/format/display';
import { useT } from '../../i18n/i18n';
import { firstProblem } from './lookup-form';
import { LookupForm } from './LookupForm';
import { policyModuleTabMessages as messages } from './messages';
import { useLookup } from './use-lookup';

const moduleSchema = operations.op11.pathParams.idmodulo.input;

type Stipulator = NonNullable<ApiResult<'op11'>['estipulante']>;
type SubStipulator = Stipulator['subestipulante'][number];

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
  const lookup = useLookup('op11');

  function lookUp() {
    const value = idmodulo.trim();
    const invalid = firstProblem(moduleSchema, value);
    setProblem(invalid);
    if (!invalid) lookup.submit({ path: { idmodulo: value } });
  }

  return (
    <LookupForm
      lookup={lookup}
      onLookUp={lookUp}
      answer={(data) =>
        data.estipulante ? (
          <StipulatorView stipulator={data.estipulante} />
        ) : (
          <Text c="dimmed">{t('noStipulator')}</Text>
        )
      }
    >
      <TextInput
        label={t('module')}
        inputMode="numeric"
        value={idmodulo}
        error={problem}
        onChange={(e) => setIdmodulo(e.currentTarget.value)}
        w={220}
      />
    </LookupForm>
  );
}

function StipulatorView({ stipulator }: { stipulator: Stipulator }) {
  const t = useT(messages);
  return (
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
      {stipulator.subestipulante.map((sub, index) => (
        // Keyed by number; by position when the service left the number out.
        <SubStipulatorCard key={sub.numero ?? `#${index}`} sub={sub} />
      ))}
    </Stack>
  );
}

function SubStipulatorCard({ sub }: { sub: SubStipulator }) {
  const t = useT(messages);
  const number = formatText(sub.numero);
  return (
    <Card withBorder padding="sm">
      <Title order={4} mb="xs">
        {t('subStipulator', { number, name: formatText(sub.nome) })}
      </Title>
      <Table aria-label={t('modulesOf', { number })} striped>
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
          {sub.modulo.map((m, index) => (
            <Table.Tr key={m.numero ?? `#${index}`}>
              <Table.Td>{formatText(m.numero)}</Table.Td>
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
  );
}
