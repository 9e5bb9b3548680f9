/**
 * Ctrl+K: type a CPF (or pick a recent customer) and open the customer.
 * Loaded lazily once the employee is logged in (./screens.tsx); the shortcut
 * and the header button (./open-spotlight.ts) live in App, so they work
 * before this arrives.
 */
import './screen-styles';
import { Spotlight, spotlight, type SpotlightActionData } from '@mantine/spotlight';
import { useMemo, useState } from 'react';
import { cpfDigits, formatCpf, isValidCpf, maskCpf } from '../../src-shared/cpf';
import { defineMessages, useT } from '../i18n/i18n';
import { useAppStore } from '../state/store';

const messages = defineMessages(
  {
    placeholder: 'CPF do cliente (000.000.000-00)',
    open: 'Abrir cliente {cpf}',
    invalid: 'CPF inválido: confira os dígitos.',
    typeMore: 'Digite os 11 dígitos do CPF.',
    recent: 'Recente: {name} ({cpf})',
    recentNoName: 'Recente: nome não informado ({cpf})',
    history: 'Abrir o histórico de operações',
    settings: 'Abrir as configurações',
  },
  {
    placeholder: "Customer's CPF (000.000.000-00)",
    open: 'Open customer {cpf}',
    invalid: 'Invalid CPF: check the digits.',
    typeMore: 'Type the 11 digits of the CPF.',
    recent: 'Recent: {name} ({cpf})',
    recentNoName: 'Recent: name not provided ({cpf})',
    history: 'Open the operations history',
    settings: 'Open settings',
  },
);

export default function CpfSpotlight() {
  const t = useT(messages);
  const [query, setQuery] = useState('');
  const navigate = useAppStore((s) => s.navigate);
  const recent = useAppStore((s) => s.recentCustomers);
  const digits = cpfDigits(query);

  const actions = useMemo<SpotlightActionData[]>(() => {
    const list: SpotlightActionData[] = [];
    if (digits.length === 11 && isValidCpf(digits)) {
      list.push({ id: `open-${digits}`, label: t('open', { cpf: formatCpf(digits) }), onClick: () => navigate({ screen: 'customer', cpf: digits }) });
    } else if (digits.length === 11) {
      list.push({ id: 'invalid', label: t('invalid'), disabled: true });
    } else if (digits.length > 0) {
      list.push({ id: 'more', label: t('typeMore'), disabled: true });
    }
    if (digits.length === 0) {
      for (const c of recent) {
        // A customer the service sent without a name is remembered with an empty one.
        const label = c.name.trim() ? t('recent', { name: c.name.trim(), cpf: maskCpf(c.cpf) }) : t('recentNoName', { cpf: maskCpf(c.cpf) });
        list.push({ id: `recent-${c.cpf}`, label, onClick: () => navigate({ screen: 'customer', cpf: c.cpf }) });
      }
      list.push({ id: 'history', label: t('history'), onClick: () => navigate({ screen: 'history' }) });
      list.push({ id: 'settings', label: t('settings'), onClick: () => navigate({ screen: 'settings' }) });
    }
    return list;
  }, [digits, recent, navigate, t]);

  return (
    <Spotlight
      actions={actions}
      query={query}
      // The query stays exactly as typed: rewriting it while typing loses keystrokes. The action shows the mask.
      onQueryChange={setQuery}
      filter={(_q, a) => a}
      shortcut={null}
      scrollable
      searchProps={{
        placeholder: t('placeholder'),
        'aria-label': t('placeholder'),
        // A complete, valid CPF opens the customer on Enter: no need to reach for the action below.
        onKeyDown: (event) => {
          if (event.key !== 'Enter' || digits.length !== 11 || !isValidCpf(digits)) return;
          event.preventDefault();
          spotlight.close();
          navigate({ screen: 'customer', cpf: digits });
        },
      }}
      highlightQuery={false}
    />
  );
}
