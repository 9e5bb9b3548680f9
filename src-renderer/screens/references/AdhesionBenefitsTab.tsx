/** Op17 adhesion benefits: a product and partnership code (and optionally one benefit) → the benefits offered. */
import { Button, Group, Loader, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { operations } from '../../../src-shared/contract/operations';
import type { ApiResult } from '../../../src-shared/contract/types';
import { formatText } from '../../../src-shared/format/display';
import type { IpcError } from '../../../src-shared/ipc/ipc-result';
import { ErrorAlert } from '../../components/ErrorAlert';
import { defineMessages, useT } from '../../i18n/i18n';
import { api, call } from '../../ipc/use-ipc';
import { firstProblem } from './lookup-form';

const messages = defineMessages(
  {
    product: 'Número do produto',
    partnership: 'Código da parceria',
    benefit: 'Código do benefício (opcional)',
    lookUp: 'Consultar',
    loading: 'Consultando…',
    table: 'Benefícios de adesão',
    id: 'Código',
    name: 'Benefício',
    none: 'Nenhum benefício encontrado para este produto e parceria.',
    count: '{n} benefícios',
  },
  {
    product: 'Product number',
    partnership: 'Partnership code',
    benefit: 'Benefit code (optional)',
    lookUp: 'Look up',
    loading: 'Looking up…',
    table: 'Adhesion benefits',
    id: 'Code',
    name: 'Benefit',
    none: 'No benefit found for this product and partnership.',
    count: '{n} benefits',
  },
);

const op17 = operations.op17;
const productSchema = op17.pathParams.idproduto.input;

interface Problems {
  idproduto?: string;
  CodigoParceria?: string;
  CodigoBeneficio?: string;
}

export function AdhesionBenefitsTab() {
  const t = useT(messages);
  const [idproduto, setIdproduto] = useState('');
  const [parceria, setParceria] = useState('');
  const [beneficio, setBeneficio] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<IpcError>();
  const [data, setData] = useState<ApiResult<'op17'>>();

  async function lookUp(event?: React.FormEvent) {
    event?.preventDefault();
    const path = { idproduto: idproduto.trim() };
    const query = { CodigoParceria: parceria.trim(), ...(beneficio.trim() ? { CodigoBeneficio: beneficio.trim() } : {}) };
    const next: Problems = {
      idproduto: firstProblem(productSchema, path.idproduto),
      CodigoParceria: firstProblem(op17.query.shape.CodigoParceria, query.CodigoParceria),
      CodigoBeneficio: firstProblem(op17.query.shape.CodigoBeneficio, query.CodigoBeneficio),
    };
    setProblems(next);
    if (next.idproduto || next.CodigoParceria || next.CodigoBeneficio) return;
    setBusy(true);
    setError(undefined);
    const result = await call(api().adhesion.listAdhesionBenefits({ path, query }));
    setBusy(false);
    if (result.ok) setData(result.data);
    else {
      setError(result.error);
      setData(undefined);
    }
  }

  return (
    <Stack gap="sm">
      <form onSubmit={(e) => void lookUp(e)} noValidate>
        <Group align="flex-start" gap="sm">
          <TextInput label={t('product')} value={idproduto} error={problems.idproduto} onChange={(e) => setIdproduto(e.currentTarget.value)} w={200} />
          <TextInput label={t('partnership')} value={parceria} error={problems.CodigoParceria} onChange={(e) => setParceria(e.currentTarget.value)} w={200} />
          <TextInput label={t('benefit')} value={beneficio} error={problems.CodigoBeneficio} onChange={(e) => setBeneficio(e.currentTarget.value)} w={220} />
          <Button type="submit" mt={25} loading={busy}>
            {t('lookUp')}
          </Button>
        </Group>
      </form>
      {error ? <ErrorAlert error={error} onRetry={() => void lookUp()} /> : null}
      {busy && !data ? <Loader aria-label={t('loading')} /> : null}
      {data ? (
        <>
          <Text size="sm" c="dimmed" role="status">
            {t('count', { n: data.length })}
          </Text>
          <Table aria-label={t('table')} striped highlightOnHover maw={720}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={120}>{t('id')}</Table.Th>
                <Table.Th>{t('name')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.map((b) => (
                <Table.Tr key={b.id}>
                  <Table.Td>{b.id}</Table.Td>
                  <Table.Td>{formatText(b.nome)}</Table.Td>
                </Table.Tr>
              ))}
              {data.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={2}>{t('none')}</Table.Td>
                </Table.Tr>
              ) : null}
            </Table.Tbody>
          </Table>
        </>
      ) : null}
    </Stack>
  );
}
