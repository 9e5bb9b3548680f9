/**
 * Renderer. The CPF field of the search: whatever is typed or pasted, it keeps the digits (up to 11, more is
 * refused with the reason, never cut) and shows them masked; the check digits are verified before the customer
 * is opened; Enter or "Buscar" opens them. On a customer not found it holds that customer's CPF (`initialCpf`),
 * selected on arrival (`selectOnArrival`): typing replaces it whole.
 */
import { Anchor, Button, Group, TextInput } from '@mantine/core';
import { useLayoutEffect, useState } from 'react';
import { cpfDigitsOfText, formatCpf } from '../../../src-shared/cpf';
import { useT } from '../../i18n/i18n';
import { useAppStore } from '../../state/store';
import { isEditableField, isHoldingFor, takeTypedKeys } from '../../app/typed-ahead';
import { cpfMessages, cpfReadingProblem, cpfRefusal } from './cpf-messages';
import { CPF_LENGTH, readCpf, zeroPaddedCpf } from './cpf-problem';
import { cpfSearchFormMessages as messages } from './messages';
import { useCpfField } from './use-cpf-field';

export function CpfSearchForm({
  initialCpf,
  selectOnArrival = false,
}: {
  initialCpf?: string | undefined;
  selectOnArrival?: boolean;
}) {
  const t = useT(messages);
  const tCpf = useT(cpfMessages);
  const navigate = useAppStore((s) => s.navigate);
  const [initialDigits] = useState(() => digitsToRestore(initialCpf));
  const [triedToSubmit, setTriedToSubmit] = useState(false);
  const { inputRef, digits, refused, put, insert, onPaste, onDropCapture, onKeyDownCapture } = useCpfField(
    initialDigits,
    () => setTriedToSubmit(false),
  );

  // Focused on arrival and each time the search is asked for again (the menu), unless the employee is already
  // typing elsewhere: this screen's chunk may arrive after the Ctrl+K spotlight opened, and taking the focus then
  // would swallow the CPF being typed there. What was typed while the screen arrived goes in at the end, and an
  // Enter typed with it searches; with nothing typed, the CPF of a customer not found is selected.
  const route = useAppStore((s) => s.route);
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input || focusIsTakenElsewhere(input)) return;
    input.focus();
    const typed = takeTypedKeys('search');
    if (typed.text) {
      input.setSelectionRange(input.value.length, input.value.length);
      insert(typed.text);
    } else input.setSelectionRange(selectOnArrival ? 0 : input.value.length, input.value.length);
    if (!typed.enter) return;
    const reading = readCpf(input.value);
    if (reading.kind === 'valid') navigate({ screen: 'customer', cpf: reading.digits });
    else setTriedToSubmit(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on arrival and on each new request for the search only
  }, [route]);

  const reading = readCpf(digits);
  // A wrong check digit is reported as soon as the 11th digit is in; a short CPF only when the employee tries to search.
  const problem = reading.kind === 'invalid' || triedToSubmit ? cpfReadingProblem(tCpf, reading) : undefined;
  const error = refused ? cpfRefusal(tCpf, refused) : problem;
  // A CPF whose leading zeros a spreadsheet dropped: offered beside the reason, filled only when chosen.
  const padded = problem && !refused ? zeroPaddedCpf(reading) : undefined;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (reading.kind !== 'valid') {
      setTriedToSubmit(true);
      inputRef.current?.focus();
      return;
    }
    navigate({ screen: 'customer', cpf: reading.digits });
  }

  return (
    <form onSubmit={submit} aria-label={t('form')} noValidate>
      <TextInput
        ref={inputRef}
        data-type-ahead="search"
        label={t('label')}
        description={t('description')}
        placeholder="000.000.000-00"
        // The mask owns the text from here on; no maxLength: it would cut a pasted "CPF: 272.084.471-36" before its digits are read.
        defaultValue={formatCpf(initialDigits)}
        onPaste={onPaste}
        onDropCapture={onDropCapture}
        onKeyDownCapture={onKeyDownCapture}
        error={error}
        inputMode="numeric"
        autoComplete="off"
        // The button sits inside the field's wrapper, so it lines up with the input whatever the label, description or error.
        inputContainer={(input) => (
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <div style={{ width: 220 }}>{input}</div>
            <Button type="submit">{t('search')}</Button>
          </Group>
        )}
      />
      {padded ? (
        <Anchor
          component="button"
          type="button"
          size="sm"
          mt={4}
          onClick={() => {
            inputRef.current?.focus();
            put({ kind: 'accepted', digits: padded, caret: CPF_LENGTH });
          }}
        >
          {tCpf('didYouMean', { cpf: formatCpf(padded) })}
        </Anchor>
      ) : null}
    </form>
  );
}

/** The focus is where the employee is typing (a field, a dialog such as the spotlight): arriving must not take it. */
function focusIsTakenElsewhere(input: HTMLInputElement): boolean {
  if (isHoldingFor('spotlight')) return true;
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === input || active === document.body) return false;
  if (active.closest('[role="dialog"], [aria-modal="true"]')) return true;
  return isEditableField(active);
}

/** The digits of a CPF handed back to the field, or none if they could not have been typed into it. */
function digitsToRestore(cpf: string | undefined): string {
  const digits = cpfDigitsOfText(cpf ?? '');
  return digits.length <= CPF_LENGTH ? digits : '';
}
