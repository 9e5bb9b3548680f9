/**
 * Renderer. Op20 company activities: the whole list, searchable by code or
 * description (accents and case ignored). An activity without code or
 * description shows "—" there and is still found by what it has.
 */
import { Stack, TextInput } from '@mantine/core';
import { useDeferredValue, useMemo, useState } from 'react';
import type { ApiResult } from '../../../src-shared/contract/types';
import { foldText } from '../../../src-shared/text/fold-text';
import { OperationView } from '../../data/OperationView';
import { useOperation } from '../../data/use-operation';
import { useT } from '../../i18n/i18n';
import { CodeNameTable } from './CodeNameTable';
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
      <TextInput
        label={t('search')}
        placeholder={t('searchHint')}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={480}
      />
      <OperationView query={query}>
        {(activities) => <ActivitiesTable activities={activities} search={search} />}
      </OperationView>
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
  const indexed = useMemo<IndexedActivity[]>(
    () => activities.map((a, position) => ({ ...a, position, folded: searchableText(a) })),
    [activities],
  );
  const shown = useMemo(() => {
    const needle = foldText(deferred.trim());
    return needle ? indexed.filter((a) => a.folded.includes(needle)) : indexed;
  }, [indexed, deferred]);

  const count = t('count', { shown: shown.length, total: indexed.length });
  const rows = shown
    .slice(0, MAX_ROWS)
    .map((a) => ({ key: a.codigo === null ? `#${a.position}` : `c${a.codigo}`, code: a.codigo, name: a.descricao }));
  return (
    <CodeNameTable
      label={t('table')}
      status={shown.length > MAX_ROWS ? `${count} ${t('capped', { max: MAX_ROWS })}` : count}
      codeHeader={t('code')}
      nameHeader={t('description')}
      codeWidth={140}
      monospaceCode
      rows={rows}
      none={t('none')}
    />
  );
}
