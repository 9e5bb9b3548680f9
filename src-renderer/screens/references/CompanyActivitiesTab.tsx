/** Op20 company activities: the whole list, searchable by code or description (accents and case ignored). */
import { Loader, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDeferredValue, useMemo, useState } from 'react';
import { formatText } from '../../../src-shared/format/display';
import { ErrorAlert } from '../../components/ErrorAlert';
import { defineMessages, useT } from '../../i18n/i18n';
import { api, useIpcQuery } from '../../ipc/use-ipc';
import { foldText } from '../../../src-shared/text/fold-text';

/** A table of thousands of rows is slow to draw and useless to read: past this, the search narrows it. */
const MAX_ROWS = 300;

const messages = defineMessages(
  {
    search: 'Buscar por código ou descrição',
    searchHint: 'Ex.: 6201 ou educação',
    table: 'Atividades de empresa',
    code: 'Código',
    description: 'Descrição',
    count: '{shown} de {total} atividades',
    capped: 'Mostrando as primeiras {max}: refine a busca para ver as demais.',
    none: 'Nenhuma atividade encontrada.',
    loading: 'Carregando atividades…',
  },
  {
    search: 'Search by code or description',
    searchHint: 'E.g. 6201 or educação',
    table: 'Company activities',
    code: 'Code',
    description: 'Description',
    count: '{shown} of {total} activities',
    capped: 'Showing the first {max}: refine the search to see the others.',
    none: 'No activity found.',
    loading: 'Loading activities…',
  },
);

export function CompanyActivitiesTab() {
  const t = useT(messages);
  const query = useIpcQuery(() => api().capitalization.listCompanyActivities({}), 'company-activities');
  const [search, setSearch] = useState('');
  // Filtering on every key press would lag the typing; React filters when it has time.
  const deferred = useDeferredValue(search);

  const indexed = useMemo(() => (query.data ?? []).map((a) => ({ ...a, folded: foldText(`${a.codigo} ${a.codigo.replace(/\D/g, '')} ${a.descricao}`) })), [query.data]);
  const shown = useMemo(() => {
    const needle = foldText(deferred.trim());
    return needle ? indexed.filter((a) => a.folded.includes(needle)) : indexed;
  }, [indexed, deferred]);

  return (
    <Stack gap="sm">
      <TextInput label={t('search')} placeholder={t('searchHint')} value={search} onChange={(e) => setSearch(e.currentTarget.value)} maw={480} />
      {query.error ? <ErrorAlert error={query.error} onRetry={query.reload} /> : null}
      {query.loading && !query.data ? <Loader aria-label={t('loading')} /> : null}
      {query.data ? (
        <>
          <Text size="sm" c="dimmed" role="status">
            {t('count', { shown: shown.length, total: indexed.length })}
            {shown.length > MAX_ROWS ? ` ${t('capped', { max: MAX_ROWS })}` : ''}
          </Text>
          <Table aria-label={t('table')} striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={140}>{t('code')}</Table.Th>
                <Table.Th>{t('description')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.slice(0, MAX_ROWS).map((a) => (
                <Table.Tr key={a.codigo}>
                  <Table.Td ff="monospace">{formatText(a.codigo)}</Table.Td>
                  <Table.Td>{formatText(a.descricao)}</Table.Td>
                </Table.Tr>
              ))}
              {shown.length === 0 ? (
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
