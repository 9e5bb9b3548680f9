/**
 * Renderer. Op5's bank, chosen from the COMPE list (src-shared/banks) by code
 * or by name: "341", "itau" and "Itaú" all find Itaú Unibanco. The best match
 * comes first (the exact code, then codes that start so, then names) and
 * Enter takes it. Leaving the field takes what was typed only when it names
 * one bank (its code, or the only name that matches): a known code typed is
 * enough, a vague "banco" chooses nothing.
 */
import { type ComboboxItem, type ComboboxParsedItem, Select } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { COMPE_BANKS, formatCompeCode } from '../../src-shared/banks/compe';

/** "Itaú Unibanco" → "itau unibanco": accents and case do not matter when searching. */
function searchable(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function bankLabel(code: number, name: string): string {
  return `${formatCompeCode(code)} – ${name}`;
}

const OPTIONS: ComboboxItem[] = COMPE_BANKS.map((bank) => ({
  value: formatCompeCode(bank.code),
  label: bankLabel(bank.code, bank.name),
}));

/** How well an option matches the search: lower is better, undefined is no match. */
function rank(option: ComboboxItem, search: string): number | undefined {
  const digits = search.replace(/\D/g, '');
  if (digits !== '' && digits === search.trim()) {
    if (Number(option.value) === Number(digits)) return 0;
    if (option.value.startsWith(digits)) return 1;
    return undefined;
  }
  return searchable(option.label).includes(searchable(search.trim())) ? 2 : undefined;
}

function filterBanks({ options, search }: { options: ComboboxParsedItem[]; search: string }): ComboboxParsedItem[] {
  if (search.trim() === '') return options;
  return (options as ComboboxItem[])
    .map((option) => ({ option, rank: rank(option, search) }))
    .filter((entry): entry is { option: ComboboxItem; rank: number } => entry.rank !== undefined)
    .sort((a, b) => a.rank - b.rank)
    .map((entry) => entry.option);
}

/** The bank the typed text names without doubt: its exact code, or the only bank that matches. */
export function bankNamedBy(search: string): string | undefined {
  const matches = filterBanks({ options: OPTIONS, search }) as ComboboxItem[];
  if (search.trim() === '') return undefined;
  return (
    matches.find((option) => rank(option, search) === 0)?.value ??
    (matches.length === 1 ? matches[0]!.value : undefined)
  );
}

interface BankSelectProps {
  label: string;
  description: string;
  nothingFound: string;
  /** The COMPE code in three digits ('341'), or '' while none is chosen. */
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  onFocus?(): void;
  error?: ReactNode;
}

export function BankSelect({
  label,
  description,
  nothingFound,
  value,
  onChange,
  onBlur,
  onFocus,
  error,
}: BankSelectProps) {
  const [search, setSearch] = useState('');
  return (
    <Select
      label={label}
      description={description}
      data={OPTIONS}
      value={value === '' ? null : value}
      onChange={(next) => onChange(next ?? '')}
      searchValue={search}
      onSearchChange={setSearch}
      onBlur={() => {
        // `search` is still what was typed: the Select puts the chosen label back only after this render.
        const named = value === '' ? bankNamedBy(search) : undefined;
        if (named) onChange(named);
        onBlur?.();
      }}
      {...(onFocus ? { onFocus } : {})}
      error={error}
      searchable
      // The list opens as the employee types or clicks, not when the focus arrives: a dialog that puts the focus here
      // (the first field in error) must not cover its own buttons with it.
      openOnFocus={false}
      filter={filterBanks}
      // The best match is highlighted as the employee types and when the list opens, so Enter takes it.
      selectFirstOptionOnChange
      selectFirstOptionOnDropdownOpen
      nothingFoundMessage={nothingFound}
      maxDropdownHeight={240}
      autoComplete="off"
      data-autofocus
    />
  );
}
