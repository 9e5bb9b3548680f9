/**
 * Renderer. Op17 adhesion benefits: a product and partnership code (and
 * optionally one benefit) → the benefits offered. A benefit without code or
 * name shows "—" in that cell.
 */
import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { operations } from '../../../src-shared/contract/operations';
import type { ApiResult } from '../../../src-shared/contract/types';
import { useT } from '../../i18n/i18n';
import { CodeNameTable } from './CodeNameTable';
import { firstProblem } from './lookup-form';
import { LookupForm } from './LookupForm';
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
  const lookup = useLookup('op17');

  function lookUp() {
    const path = { idproduto: idproduto.trim() };
    const search = {
      CodigoParceria: parceria.trim(),
      ...(beneficio.trim() ? { CodigoBeneficio: beneficio.trim() } : {}),
    };
    const next: Problems = {
      idproduto: firstProblem(productSchema, path.idproduto),
      CodigoParceria: firstProblem(op17.query.shape.CodigoParceria, search.CodigoParceria),
      CodigoBeneficio: firstProblem(op17.query.shape.CodigoBeneficio, search.CodigoBeneficio),
    };
    setProblems(next);
    if (!next.idproduto && !next.CodigoParceria && !next.CodigoBeneficio) lookup.submit({ path, query: search });
  }

  return (
    <LookupForm lookup={lookup} onLookUp={lookUp} answer={(benefits) => <BenefitsTable benefits={benefits} />}>
      <TextInput
        label={t('product')}
        value={idproduto}
        error={problems.idproduto}
        onChange={(e) => setIdproduto(e.currentTarget.value)}
        w={200}
      />
      <TextInput
        label={t('partnership')}
        value={parceria}
        error={problems.CodigoParceria}
        onChange={(e) => setParceria(e.currentTarget.value)}
        w={200}
      />
      <TextInput
        label={t('benefit')}
        value={beneficio}
        error={problems.CodigoBeneficio}
        onChange={(e) => setBeneficio(e.currentTarget.value)}
        w={220}
      />
    </LookupForm>
  );
}

function BenefitsTable({ benefits }: { benefits: ApiResult<'op17'> }) {
  const t = useT(messages);
  // Keyed by code; by position when the service left the code out.
  const rows = benefits.map((b, index) => ({ key: b.id ?? `#${index}`, code: b.id, name: b.nome }));
  return (
    <CodeNameTable
      label={t('table')}
      status={t('count', { n: benefits.length })}
      codeHeader={t('id')}
      nameHeader={t('name')}
      codeWidth={120}
      maw={720}
      rows={rows}
      none={t('none')}
    />
  );
}
