/** History filters: date range, operations, status and free text. */
import { Button, Group, MultiSelect, TextInput } from '@mantine/core';
import type { JournalStatus } from '../../../src-shared/ipc/views';
import { defineMessages, useT } from '../../i18n/i18n';
import { useAppStore } from '../../state/store';
import { JOURNAL_STATUS_ORDER, statusLabel } from '../../writes/journal-status';
import { ACTION_OPTIONS } from './history-labels';
import { EMPTY_HISTORY_FILTER, type HistoryFilterState } from './history-filter';

const messages = defineMessages(
  {
    from: 'De',
    to: 'Até',
    operations: 'Operações',
    allOperations: 'Todas',
    status: 'Situação',
    allStatuses: 'Todas',
    search: 'Buscar',
    searchHint: 'Protocolo, proposta, certificado, CPF mascarado…',
    clear: 'Limpar filtros',
  },
  {
    from: 'From',
    to: 'To',
    operations: 'Operations',
    allOperations: 'All',
    status: 'Status',
    allStatuses: 'All',
    search: 'Search',
    searchHint: 'Protocol, proposal, certificate, masked CPF…',
    clear: 'Clear filters',
  },
);

export function HistoryFilters({ value, onChange }: { value: HistoryFilterState; onChange(next: HistoryFilterState): void }) {
  const t = useT(messages);
  const language = useAppStore((s) => s.language);
  const set = <K extends keyof HistoryFilterState>(key: K, v: HistoryFilterState[K]) => onChange({ ...value, [key]: v });
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput label={t('from')} type="date" value={value.from} max={value.to || undefined} onChange={(e) => set('from', e.currentTarget.value)} w={160} />
      <TextInput label={t('to')} type="date" value={value.to} min={value.from || undefined} onChange={(e) => set('to', e.currentTarget.value)} w={160} />
      <MultiSelect
        label={t('operations')}
        placeholder={value.actions.length === 0 ? t('allOperations') : undefined}
        data={ACTION_OPTIONS}
        value={value.actions}
        onChange={(v) => set('actions', v)}
        clearable
        searchable
        w={320}
      />
      <MultiSelect
        label={t('status')}
        placeholder={value.statuses.length === 0 ? t('allStatuses') : undefined}
        data={JOURNAL_STATUS_ORDER.map((s) => ({ value: s, label: statusLabel(s, language) }))}
        value={value.statuses}
        onChange={(v) => set('statuses', v as JournalStatus[])}
        clearable
        w={260}
      />
      <TextInput label={t('search')} placeholder={t('searchHint')} value={value.text} onChange={(e) => set('text', e.currentTarget.value)} maxLength={100} w={260} />
      <Button variant="subtle" onClick={() => onChange(EMPTY_HISTORY_FILTER)}>
        {t('clear')}
      </Button>
    </Group>
  );
}
