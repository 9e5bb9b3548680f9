/**
 * The filter form of the portability list: applied with "Filtrar" (or Enter), cleared with "Limpar filtros".
 * Dates are typed dd/mm/aaaa whatever the browser's locale (DateInputBR).
 */
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { DateInputBR } from '../../../components/DateInputBR';
import { useState } from 'react';
import { useT } from '../../../i18n/i18n';
import { useAppStore } from '../../../state/store';
import { PORTABILITY_STATUS_LABELS, portabilityFiltersMessages as messages } from './messages';
import { dateRangeIsInverted, NO_FILTER, type PortabilityFilter } from './portability-filter';
import { PORTABILITY_STATUS_CODES, type PortabilityStatusCode } from './portability-status';

interface PortabilityFiltersProps {
  applied: PortabilityFilter;
  onApply(filter: PortabilityFilter): void;
}

export function PortabilityFilters({ applied, onApply }: PortabilityFiltersProps) {
  const t = useT(messages);
  const language = useAppStore((s) => s.language);
  const [draft, setDraft] = useState<PortabilityFilter>(applied);
  const inverted = dateRangeIsInverted(draft);
  const set = (changes: Partial<PortabilityFilter>) => setDraft((d) => ({ ...d, ...changes }));

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!inverted) onApply(draft);
  }

  function clear() {
    setDraft(NO_FILTER);
    onApply(NO_FILTER);
  }

  const statusOptions = [
    { value: '', label: t('anyStatus') },
    ...PORTABILITY_STATUS_CODES.map((code) => ({ value: code, label: PORTABILITY_STATUS_LABELS[language][code] })),
  ];

  return (
    <form onSubmit={submit} aria-label={t('form')} noValidate>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <NativeSelect
          label={t('status')}
          data={statusOptions}
          value={draft.status}
          onChange={(e) => set({ status: e.currentTarget.value as PortabilityStatusCode | '' })}
          w={210}
        />
        <DateInputBR label={t('from')} value={draft.from} onChange={(from) => set({ from })} w={150} />
        <DateInputBR
          label={t('to')}
          value={draft.to}
          onChange={(to) => set({ to })}
          error={inverted ? t('inverted') : undefined}
          w={150}
        />
        <TextInput
          label={t('matricula')}
          value={draft.matricula}
          onChange={(e) => set({ matricula: e.currentTarget.value })}
          maxLength={20}
          w={150}
          autoComplete="off"
        />
        <TextInput
          label={t('nome')}
          value={draft.nome}
          onChange={(e) => set({ nome: e.currentTarget.value })}
          maxLength={60}
          w={220}
          autoComplete="off"
        />
      </Group>
      <Group gap="xs" mt="sm">
        <Button type="submit" disabled={inverted}>
          {t('apply')}
        </Button>
        <Button variant="default" onClick={clear}>
          {t('clear')}
        </Button>
      </Group>
    </form>
  );
}
