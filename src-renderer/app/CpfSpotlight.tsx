/**
 * Renderer. Ctrl+K: type or paste a CPF (or pick a recent customer) and open the customer.
 * Loaded lazily once the employee is logged in (./screens.tsx); the shortcut
 * and the header button (./open-spotlight.ts) live in App, so they work
 * before this arrives.
 *
 * The text is read as the search field reads it (screens/search/cpf-problem.ts): its digits, whatever surrounds
 * them. Only a valid CPF becomes an item to pick; anything else says why, in a line that cannot be picked.
 */
import { cpfSpotlightMessages as messages } from './messages';
import { Box, Text } from '@mantine/core';
import { Spotlight, spotlight } from '@mantine/spotlight';
import { useMemo, useState } from 'react';
import { formatCpf, maskCpf } from '../../src-shared/cpf';
import { useT } from '../i18n/i18n';
import { cpfMessages, cpfReadingProblem } from '../screens/search/cpf-messages';
import { readCpf, zeroPaddedCpf } from '../screens/search/cpf-problem';
import { useAppStore } from '../state/store';
import { takeTypedKeys } from './typed-ahead';

/** Out of sight, still read (Mantine's VisuallyHidden, as a style). */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

interface SpotlightItem {
  id: string;
  label: string;
  onClick(): void;
  /** Choosing it changes the query instead of going somewhere. */
  keepOpen?: true;
}

export default function CpfSpotlight() {
  const t = useT(messages);
  const tCpf = useT(cpfMessages);
  const [query, setQuery] = useState('');
  const navigate = useAppStore((s) => s.navigate);
  const recent = useAppStore((s) => s.recentCustomers);
  const reading = useMemo(() => readCpf(query), [query]);

  const items = useMemo<SpotlightItem[]>(() => {
    if (reading.kind === 'valid') {
      const cpf = reading.digits;
      return [
        {
          id: `open-${cpf}`,
          label: t('open', { cpf: formatCpf(cpf) }),
          onClick: () => navigate({ screen: 'customer', cpf }),
        },
      ];
    }
    // A CPF whose leading zeros a spreadsheet dropped: an item that fills it in (opening it stays a choice).
    const padded = zeroPaddedCpf(reading);
    if (padded)
      return [
        {
          id: `padded-${padded}`,
          label: tCpf('didYouMean', { cpf: formatCpf(padded) }),
          onClick: () => setQuery(formatCpf(padded)),
          keepOpen: true,
        },
      ];
    // Text without a digit yet (nothing, or a "CPF:" label being typed): the usual places.
    if (reading.kind !== 'empty') return [];
    const list: SpotlightItem[] = recent.map((c) => ({
      id: `recent-${c.cpf}`,
      // A customer the service sent without a name is remembered with an empty one.
      label: c.name.trim()
        ? t('recent', { name: c.name.trim(), cpf: maskCpf(c.cpf) })
        : t('recentNoName', { cpf: maskCpf(c.cpf) }),
      onClick: () => navigate({ screen: 'customer', cpf: c.cpf }),
    }));
    list.push({ id: 'history', label: t('history'), onClick: () => navigate({ screen: 'history' }) });
    list.push({ id: 'settings', label: t('settings'), onClick: () => navigate({ screen: 'settings' }) });
    return list;
  }, [reading, recent, navigate, t, tCpf]);

  const problem = reading.kind === 'empty' || reading.kind === 'valid' ? undefined : cpfReadingProblem(tCpf, reading);
  // The digits as read, masked, so a stray or missing digit in a pasted text shows.
  const readSoFar = reading.kind === 'incomplete' || reading.kind === 'invalid' ? formatCpf(reading.digits) : undefined;

  return (
    // The query stays exactly as typed (rewriting it while typing lost keystrokes): the item and the reading show the mask.
    // The dialog's name is its title, there for screen readers only (the search field says what to type).
    <Spotlight.Root
      query={query}
      onQueryChange={setQuery}
      // Emptied as it closes, not when its closing transition ends: Ctrl+K pressed again before that (a customer
      // screen rendering keeps the machine busy) would otherwise reopen on the last CPF instead of the recent ones.
      onSpotlightClose={() => setQuery('')}
      shortcut={null}
      scrollable
      title={t('title')}
      styles={{ header: VISUALLY_HIDDEN }}
    >
      <Spotlight.Search
        placeholder={t('placeholder')}
        aria-label={t('placeholder')}
        data-type-ahead="spotlight"
        // Focused a tick after the spotlight is drawn: what was typed since Ctrl+K goes in first, and an Enter typed
        // with it opens the customer as Enter would have.
        onFocus={(event) => {
          const typed = takeTypedKeys('spotlight');
          if (!typed.text && !typed.enter) return;
          const input = event.currentTarget;
          const text = input.value + typed.text;
          setQuery(text);
          const read = readCpf(text);
          if (typed.enter && read.kind === 'valid') {
            spotlight.close();
            navigate({ screen: 'customer', cpf: read.digits });
          }
        }}
        // A complete, valid CPF opens the customer on Enter, even before its item is drawn and selected.
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || reading.kind !== 'valid') return;
          event.preventDefault();
          spotlight.close();
          navigate({ screen: 'customer', cpf: reading.digits });
        }}
        // A pasted text goes in on one line (a spreadsheet cell brings a line break), through the browser's own
        // insertion so Ctrl+Z still undoes it; handled here so a paste the browser would not insert still counts.
        onPaste={(event) => {
          event.preventDefault();
          const input = event.currentTarget;
          const text = (event.clipboardData.getData('text/plain') || event.clipboardData.getData('text'))
            .replace(/\s+/g, ' ')
            .trim();
          if (document.execCommand('insertText', false, text)) return;
          const start = input.selectionStart ?? input.value.length;
          const end = input.selectionEnd ?? input.value.length;
          setQuery(input.value.slice(0, start) + text + input.value.slice(end));
        }}
      />
      <Box role="status" aria-live="polite" px={problem ? 'md' : 0} py={problem ? 'sm' : 0}>
        {problem ? (
          <Text size="sm" c={reading.kind === 'incomplete' ? 'dimmed' : 'red'}>
            {problem}
          </Text>
        ) : null}
        {readSoFar ? (
          <Text size="xs" c="dimmed" ff="monospace">
            {tCpf('read', { cpf: readSoFar })}
          </Text>
        ) : null}
      </Box>
      {/* Kept mounted: the spotlight selects its first item through this list's id as soon as the query changes. */}
      <Spotlight.ActionsList style={items.length === 0 ? { display: 'none' } : undefined}>
        {items.map((item) => (
          <Spotlight.Action
            key={item.id}
            label={item.label}
            onClick={item.onClick}
            closeSpotlightOnTrigger={!item.keepOpen}
          />
        ))}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
