/** The CPF field of the search: masked as typed, checked before it leaves the screen, Enter or "Buscar" opens the customer. */
import { Button, Group, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { cpfDigits, formatCpf } from '../../../src-shared/cpf';
import { defineMessages, useT } from '../../i18n/i18n';
import { useAppStore } from '../../state/store';
import { cpfProblem } from './cpf-problem';

const messages = defineMessages(
  {
    form: 'Buscar cliente pelo CPF',
    label: 'CPF do cliente',
    description: 'Digite só os números: a máscara é aplicada sozinha.',
    search: 'Buscar',
    incomplete: 'Digite os 11 dígitos do CPF.',
    invalid: 'CPF inválido: confira os dígitos.',
  },
  {
    form: 'Find customer by CPF',
    label: "Customer's CPF",
    description: 'Type the digits only: the mask is applied for you.',
    search: 'Search',
    incomplete: 'Type the 11 digits of the CPF.',
    invalid: 'Invalid CPF: check the digits.',
  },
);

export function CpfSearchForm() {
  const t = useT(messages);
  const navigate = useAppStore((s) => s.navigate);
  const [typed, setTyped] = useState('');
  const [triedToSubmit, setTriedToSubmit] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  // Focused on arrival, unless the employee is already typing elsewhere: this screen's chunk may arrive after
  // the Ctrl+K spotlight opened, and taking focus then would swallow the CPF being typed there.
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body) inputRef.current?.focus();
  }, []);

  const problem = cpfProblem(typed);
  // A wrong check digit is reported as soon as the 11th digit is typed; a short CPF only when the employee tries to search.
  const shownProblem = problem === 'invalid' || (problem && triedToSubmit) ? problem : undefined;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (problem) {
      setTriedToSubmit(true);
      inputRef.current?.focus();
      return;
    }
    navigate({ screen: 'customer', cpf: cpfDigits(typed) });
  }

  return (
    <form onSubmit={submit} aria-label={t('form')} noValidate>
      <TextInput
        ref={inputRef}
        label={t('label')}
        description={t('description')}
        placeholder="000.000.000-00"
        value={typed}
        onChange={(event) => {
          setTyped(formatCpf(event.currentTarget.value));
          setTriedToSubmit(false);
        }}
        error={shownProblem ? t(shownProblem) : undefined}
        inputMode="numeric"
        autoComplete="off"
        maxLength={14}
        // The button sits inside the field's wrapper, so it lines up with the input whatever the label, description or error.
        inputContainer={(input) => (
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <div style={{ width: 220 }}>{input}</div>
            <Button type="submit">{t('search')}</Button>
          </Group>
        )}
      />
    </form>
  );
}
