/**
 * Renderer. Op17 adhesion benefits: a product and partnership code (and
 * optionally one benefit) → the benefits offered. A benefit without code or
 * name shows "—" in that cell.
 */
import { Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { operations } from '../../../src-shared/contract/operations';
import type { ApiResult } from '../../../src-shared/contract/types';
import { formatText } from '../../../src-shared/format/display';
import { OperationView } from '../../data/OperationView';
import { useT } from '../../i18n/i18n';
import { firstProblem } from './lookup-form';
import { adhesionBenefitsTabMessages as messages } from './messages';
import { useLookup } from './use-lookup';

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
  const { query, submitted, submit } = useLookup('op17');

  function lookUp(event: React.FormEvent) {
    event.preventDefault();
    const path = { idproduto: idproduto.trim() };
    const search = { CodigoParceria: parceria.trim(), ...(beneficio.trim() ? { CodigoBeneficio: beneficio.trim() } : {}) };
    const next: Problems = {
      idproduto: firstProblem(productSchema, path.idproduto),
      CodigoParceria: firstProblem(op17.query.shape.CodigoParceria, search.CodigoParceria),
      CodigoBeneficio: firstProblem(op17.query.shape.CodigoBeneficio, search.CodigoBeneficio),
    };
    setProblems(next);
    if (!next.idproduto && !next.CodigoParceria && !next.CodigoBeneficio) submit({ path, query: search });
  }

  return (
    <Stack gap="sm">
      <form onSubmit={lookUp} noValidate>
        <Group align="flex-start" gap="sm">
          <TextInput label={t('product')} value={idproduto} error={problems.idproduto} onChange={(e) => setIdproduto(e.currentTarget.value)} w={200} />
          <TextInput label={t('partnership')} value={parceria} error={problems.CodigoParceria} onChange={(e) => setParceria(e.currentTarget.value)} w={200} />
          <TextInput label={t('benefit')} value={beneficio} error={problems.CodigoBeneficio} onChange={(e) => setBeneficio(e.currentTarget.value)} w={220} />
          <Button type="submit" mt={25} loading={query.loading}>
            {t('lookUp')}
          </Button>
        </Group>
      </form>
      {submitted ? <OperationView query={query}>{(benefits) => <BenefitsTable benefits={benefits} />}</OperationView> : null}
    </Stack>
  );
}

function BenefitsTable({ benefits }: { benefits: ApiResult<'op17'> }) {
  const t = useT(messages);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" role="status">
        {t('count', { n: benefits.length })}
      </Text>
      <Table aria-label={t('table')} striped highlightOnHover maw={720}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={120}>{t('id')}</Table.Th>
            <Table.Th>{t('name')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {benefits.map((b, index) => (
            // Keyed by code; by position when the service left the code out.
            <Table.Tr key={b.id ?? `#${index}`}>
              <Table.Td>{formatText(b.id)}</Table.Td>
              <Table.Td>{formatText(b.nome)}</Table.Td>
            </Table.Tr>
          ))}
          {benefits.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={2}>{t('none')}</Table.Td>
            </Table.Tr>
          ) : null}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
