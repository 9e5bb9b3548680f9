/**
 * Renderer. The movements' filters: the period (De, Até: dd/mm/aaaa whatever the browser's locale, DateInputBR),
 * the type and the fund (the values present, in words, with "Não informado" when some movement lacks one), the
 * text, and "Limpar filtros". The choices come with the summary (D143): "Carregando opções…" until then.
 *
 * Memoized: the tab renders again for every answer (rows, the summary, a view going stale) and the bar only when
 * the filters or their choices change (D680).
 */
import {
  Button,
  type ComboboxItem,
  Group,
  isOptionsGroup,
  MultiSelect,
  type OptionsFilter,
  TextInput,
} from '@mantine/core';
import { type Dispatch, memo, type SetStateAction, useMemo, useState } from 'react';
import type { MovementFacets, MovementMissing } from '../../../src-shared/statements/movement-view';
import { foldText } from '../../../src-shared/text/fold-text';
import { MOVEMENT_TYPE_WORDS, wordForCode } from '../../../src-shared/words/code-words';
import { DateInputBR } from '../../components/DateInputBR';
import { useT } from '../../i18n/i18n';
import { useAppStore } from '../../state/store';
import { movementsTabMessages as messages } from './messages';
import { type MovementFilters, hasFilters, NO_MOVEMENT_FILTERS, NOT_INFORMED_CHOICE } from './movement-state';

const NO_CHOICES: readonly string[] = [];

type Choice = string | { value: string; label: string };

/**
 * A filter's choices: the values present (in words when `word` is given), then "Não informado" when some movement
 * lacks the value; undefined until the facets arrive.
 */
function choicesOf(
  values: readonly string[] | undefined,
  anyMissing: boolean,
  notInformed: string,
  word?: (code: string) => string,
): readonly Choice[] | undefined {
  if (!values) return undefined;
  const present: readonly Choice[] = word ? values.map((value) => ({ value, label: word(value) })) : values;
  return anyMissing ? [...present, { value: NOT_INFORMED_CHOICE, label: notInformed }] : present;
}

/** Choices found by their words or their code, without case or accents ("contribuicao" finds "Contribuição"). */
const foldedFilter: OptionsFilter = ({ options, search }) => {
  const needle = foldText(search.trim());
  const matches = (item: ComboboxItem) =>
    foldText(item.label).includes(needle) || foldText(item.value).includes(needle);
  return options.filter((item) => (isOptionsGroup(item) ? item.items.some(matches) : matches(item)));
};

export interface MovementFilterBarProps {
  filters: MovementFilters;
  setFilters: Dispatch<SetStateAction<MovementFilters>>;
  /** The whole list's facets and missing values (undefined until the summary arrives). */
  facets: MovementFacets | undefined;
  missingInAll: MovementMissing | undefined;
  /** The summary that brings the choices failed. */
  failed: boolean;
}

export const MovementFilterBar = memo(function MovementFilterBar({
  filters,
  setFilters,
  facets,
  missingInAll,
  failed,
}: MovementFilterBarProps) {
  const t = useT(messages);
  const language = useAppStore((s) => s.language);
  const notInformed = t('notInformed');
  const typeChoices = useMemo(
    () =>
      choicesOf(facets?.tiposMovimento, (missingInAll?.tipo ?? 0) > 0, notInformed, (code) =>
        wordForCode(MOVEMENT_TYPE_WORDS, language, code),
      ),
    [facets, missingInAll, notInformed, language],
  );
  const fundChoices = useMemo(
    () => choicesOf(facets?.fundos, (missingInAll?.fundo ?? 0) > 0, notInformed),
    [facets, missingInAll, notInformed],
  );
  // Read the input's value now: the updater runs later, when React has let go of the event.
  const setFrom = (from: string) => setFilters((s) => ({ ...s, from }));
  const setTo = (to: string) => setFilters((s) => ({ ...s, to }));
  const setText = (text: string) => setFilters((s) => ({ ...s, text }));
  const setTipos = (tipos: string[]) => setFilters((s) => ({ ...s, tipos }));
  const setFundos = (fundos: string[]) => setFilters((s) => ({ ...s, fundos }));
  const rangeError =
    filters.from !== '' && filters.to !== '' && filters.to < filters.from ? t('toBeforeFrom') : undefined;

  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      <DateInputBR label={t('from')} value={filters.from} onChange={setFrom} w={150} />
      <DateInputBR label={t('to')} value={filters.to} onChange={setTo} error={rangeError} w={150} />
      <ChoiceFilter
        label={t('movementType')}
        choices={typeChoices}
        failed={failed}
        filter={foldedFilter}
        value={filters.tipos}
        onChange={setTipos}
        w={260}
      />
      <ChoiceFilter
        label={t('fundFilter')}
        choices={fundChoices}
        failed={failed}
        value={filters.fundos}
        onChange={setFundos}
        w={220}
      />
      <TextInput
        label={t('search')}
        placeholder={t('searchHint')}
        value={filters.text}
        onChange={(e) => setText(e.currentTarget.value)}
        maxLength={100}
        style={{ flex: '1 1 220px' }}
        type="search"
      />
      <Button variant="subtle" mt={25} onClick={() => setFilters(NO_MOVEMENT_FILTERS)} disabled={!hasFilters(filters)}>
        {t('clear')}
      </Button>
    </Group>
  );
});

interface ChoiceFilterProps {
  label: string;
  /** Undefined while the facets are on their way, or when they could not be had (`failed`). */
  choices: readonly Choice[] | undefined;
  /** The summary that brings the choices failed: they are not "loading" (the totals say why and offer to retry). */
  failed: boolean;
  /** How typing narrows the choices (Mantine's own when not given). */
  filter?: OptionsFilter;
  value: string[];
  onChange(value: string[]): void;
  w: number;
}

/**
 * A multi-select filter over the values present: "Todos" until something is chosen, "Carregando opções…" until the
 * facets arrive, and no choice to offer when they could not be had.
 *
 * Its list of choices is mounted from the field's first focus on, not before (D681): closed and kept mounted, as
 * Mantine's Combobox keeps it by default, it cost every opening of the tab its render and a position worked out for
 * a list nobody sees. Focus opens the list (a searchable field), so it is in the page before any key reaches the
 * field, and it stays mounted when closed: ArrowDown on the closed field opens it with its first choice highlighted.
 */
function ChoiceFilter({ label, choices, failed, filter, value, onChange, w }: ChoiceFilterProps) {
  const t = useT(messages);
  const [focused, setFocused] = useState(false);
  const loading = choices !== undefined ? undefined : failed ? undefined : t('loadingChoices');
  return (
    <MultiSelect
      label={label}
      data={choices ?? NO_CHOICES}
      filter={filter}
      value={value}
      onChange={onChange}
      placeholder={value.length === 0 ? (loading ?? t('all')) : undefined}
      searchable
      clearable
      nothingFoundMessage={loading ?? (choices === undefined ? t('choicesFailed') : t('nothingFound'))}
      maxValues={50}
      w={w}
      onFocus={() => setFocused(true)}
      comboboxProps={{ keepMounted: focused }}
    />
  );
}
