/**
 * Renderer. Op20 company activities: the whole list, searchable by code or
 * description (accents and case ignored). An activity without code or
 * description shows "—" there and is still found by what it has.
 */
import { Stack, Table, Text, TextInput } from '@mantine/core';
import { useDeferredValue, useMemo, useState } from 'react';
import type { ApiResult } from '../../../src-shared/contract/types';
import { formatText } from '../../../src-shared/format/display';
import { foldText } from '../../../src-shared/text/fold-text';
import { OperationView } from '../../data/OperationView';
import { useOperation } from '../../data/use-operation';
import { useT } from '../../i18n/i18n';
import { companyActivitiesTabMessages as messages } from './messages';

/** A table of thousands of rows is slow to draw and useless to read: past this, the search narrows it. */
const MAX_ROWS = 300;

type Activity = ApiResult<'op20'>[number];

/** The whole list asks for nothing: one request, the same every time. */
const ALL_ACTIVITIES = {};

export function CompanyActivitiesTab() {
  const t = useT(messages);
  const query = useOperation('op20', ALL_ACTIVITIES);
  const [search, setSearch] = useState('');

  return (
    <Stack gap="sm">
      <TextInput label={t('search')} placeholder={t('searchHint')} value={search} onChange={(e) => setSearch(e.currentTarget.value)} maw={480} />
      <OperationView query={query}>{(activities) => <ActivitiesTable activities={activities} search={search} />}</OperationView>
    </Stack>
  );
}

interface IndexedActivity extends Activity {
  /** Position in the service's list: the row's key when the code is missing. */
  position: number;
  folded: string;
}

/** What the search matches: the code as written and as digits only, and the description; missing parts add nothing. */
function searchableText(a: Activity): string {
  const code = a.codigo ?? '';
  return foldText(`${code} ${code.replace(/\D/g, '')} ${a.descricao ?? ''}`);
}

function ActivitiesTable({ activities, search }: { activities: Activity[]; search: string }) {
  const t = useT(messages);
  // Filtering on every key press would lag the typing; React filters when it has time.
  const deferred = useDeferredValue(search);
  const indexed = useMemo<IndexedActivity[]>(() => activities.map((a, position) => ({ ...a, position, folded: searchableText(a) })), [activities]);
  const shown = useMemo(() => {
    const needle = foldText(deferred.trim());
    return needle ? indexed.filter((a) => a.folded.includes(needle)) : indexed;
  }, [indexed, deferred]);

  return (
    <Stack gap="sm">
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
            <Table.Tr key={a.codigo === null ? `#${a.position}` : `c${a.codigo}`}>
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
    </Stack>
  );
}
