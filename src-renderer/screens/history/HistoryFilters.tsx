/**
 * History filters: date range, operations, status and free text. The dates are typed dd/mm/aaaa whatever the
 * browser's locale (DateInputBR); an end before the start is said on the field.
 */
import { Button, Group, MultiSelect, TextInput } from '@mantine/core';
import { DateInputBR } from '../../components/DateInputBR';
import type { JournalStatus } from '../../../src-shared/ipc/views';
import { useT } from '../../i18n/i18n';
import { useAppStore } from '../../state/store';
import { JOURNAL_STATUS_ORDER, statusLabel } from '../../writes/journal-status';
import { ACTION_OPTIONS, operationTitle } from './history-labels';
import { saoPauloDateOf } from '../../../src-shared/format/calendar-date';
import { EMPTY_HISTORY_FILTER, type HistoryFilterState, isTodayFilter, todayFilter } from './history-filter';
import { historyFiltersMessages as messages } from './messages';

const ONE_LINE = { pillsList: { flexWrap: 'nowrap', overflow: 'hidden' } } as const;

/** The typed filters, the search first: it is what the employee reaches for. */
const TEXT_FILTERS = [
  { key: 'text', label: 'search', hint: 'searchHint', maxLength: 100, width: 180 },
  { key: 'protocol', label: 'protocol', hint: 'protocolHint', maxLength: 60, width: 120 },
] as const;

export function HistoryFilters({
  value,
  onChange,
}: {
  value: HistoryFilterState;
  onChange(next: HistoryFilterState): void;
}) {
  const t = useT(messages);
  const language = useAppStore((s) => s.language);
  const set = <K extends keyof HistoryFilterState>(key: K, v: HistoryFilterState[K]) =>
    onChange({ ...value, [key]: v });
  const inverted = value.from !== '' && value.to !== '' && value.to < value.from;
  const todayDate = saoPauloDateOf();
  const today = isTodayFilter(value, todayDate);
  return (
    // Compact (size xs), the search first: it is what the employee reaches for; the rows keep the screen.
    <Group align="flex-end" gap="xs" wrap="wrap">
      {TEXT_FILTERS.map(({ key, label, hint, maxLength, width }) => (
        <TextInput
          key={key}
          size="xs"
          label={t(label)}
          placeholder={t(hint)}
          value={value[key]}
          onChange={(e) => set(key, e.currentTarget.value)}
          maxLength={maxLength}
          w={width}
        />
      ))}
      <Button
        size="xs"
        variant={today ? 'filled' : 'default'}
        aria-pressed={today}
        onClick={() => onChange(today ? { ...value, from: '', to: '' } : todayFilter(value, todayDate))}
      >
        {t('today')}
      </Button>
      <DateInputBR size="xs" label={t('from')} value={value.from} onChange={(from) => set('from', from)} w={100} />
      <DateInputBR
        size="xs"
        label={t('to')}
        value={value.to}
        onChange={(to) => set('to', to)}
        error={inverted ? t('toBeforeFrom') : undefined}
        w={100}
      />
      <MultiSelect
        size="xs"
        label={t('operations')}
        placeholder={value.actions.length === 0 ? t('allOperations') : undefined}
        data={ACTION_OPTIONS.map((o) => ({
          value: o.value,
          label: operationTitle({ action: o.value, title: o.label }, language),
        }))}
        value={value.actions}
        onChange={(v) => set('actions', v)}
        clearable
        searchable
        w={150}
        // The chosen ones stay on one line (the field never grows and pushes the table down); the list shows them all.
        styles={ONE_LINE}
      />
      <MultiSelect
        size="xs"
        label={t('status')}
        placeholder={value.statuses.length === 0 ? t('allStatuses') : undefined}
        data={JOURNAL_STATUS_ORDER.map((s) => ({ value: s, label: statusLabel(s, language) }))}
        value={value.statuses}
        onChange={(v) => set('statuses', v as JournalStatus[])}
        clearable
        w={130}
        styles={ONE_LINE}
      />
      <Button size="xs" variant="subtle" onClick={() => onChange(EMPTY_HISTORY_FILTER)}>
        {t('clear')}
      </Button>
    </Group>
  );
}
