/**
 * Renderer. The CPF field of the search: whatever is typed or pasted, it keeps the digits (up to 11, more is
 * refused with the reason, never cut) and shows them masked; the check digits are verified before the customer
 * is opened; Enter or "Buscar" opens them. On a customer not found it holds that customer's CPF (`initialCpf`),
 * selected on arrival (`selectOnArrival`): typing replaces it whole.
 */
import { Anchor, Button, Group, TextInput } from '@mantine/core';
import { useLayoutEffect, useRef, useState } from 'react';
import { cpfDigitsOfText, formatCpf } from '../../../src-shared/cpf';
import { useT } from '../../i18n/i18n';
import { useAppStore } from '../../state/store';
import { isEditableField, isHoldingFor, takeTypedKeys } from '../../app/typed-ahead';
import { caretIndex, changeCpfField, pasteIntoCpfField, type CpfFieldEdit } from './cpf-field-edit';
import { cpfMessages, cpfReadingProblem, cpfRefusal } from './cpf-messages';
import { CPF_LENGTH, readCpf, zeroPaddedCpf } from './cpf-problem';
import { cpfSearchFormMessages as messages } from './messages';

type Refused = Extract<CpfFieldEdit, { kind: 'refused' }>;

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
  const [digits, setDigits] = useState(() => digitsToRestore(initialCpf));
  const [refused, setRefused] = useState<Refused>();
  const [triedToSubmit, setTriedToSubmit] = useState(false);
  // Every edit re-renders, even a refused one that changes nothing, so the caret is put back where it belongs.
  const [, setEditCount] = useState(0);
  const pendingCaret = useRef<number | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);
  const masked = formatCpf(digits);

  // Focused on arrival and each time the search is asked for again (the menu), unless the employee is already
  // typing elsewhere: this screen's chunk may arrive after the Ctrl+K spotlight opened, and taking the focus then
  // would swallow the CPF being typed there. What was typed while the screen arrived goes in at the end, and an
  // Enter typed with it searches; with nothing typed, the CPF of a customer not found is selected.
  const route = useAppStore((s) => s.route);
  const latestDigits = useRef(digits);
  latestDigits.current = digits;
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input || focusIsTakenElsewhere(input)) return;
    input.focus();
    const typed = takeTypedKeys('search');
    const before = formatCpf(latestDigits.current);
    const edit = typed.text ? pasteIntoCpfField(before, before.length, before.length, typed.text) : undefined;
    if (edit) apply(edit, before);
    else input.setSelectionRange(selectOnArrival ? 0 : input.value.length, input.value.length);
    if (!typed.enter) return;
    const reading = readCpf(edit?.kind === 'accepted' ? edit.digits : latestDigits.current);
    if (reading.kind === 'valid') navigate({ screen: 'customer', cpf: reading.digits });
    else setTriedToSubmit(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on arrival and on each new request for the search only
  }, [route]);

  useLayoutEffect(() => {
    const input = inputRef.current;
    const at = pendingCaret.current;
    pendingCaret.current = undefined;
    if (input && at !== undefined && document.activeElement === input) input.setSelectionRange(at, at);
  });

  function apply(edit: CpfFieldEdit, shown = masked) {
    if (edit.kind === 'accepted') {
      setDigits(edit.digits);
      setRefused(undefined);
      setTriedToSubmit(false);
      pendingCaret.current = caretIndex(formatCpf(edit.digits), edit.caret);
    } else {
      setRefused(edit);
      pendingCaret.current = caretIndex(shown, edit.caret);
    }
    setEditCount((n) => n + 1);
  }

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
        value={masked}
        // No maxLength: it would cut a pasted " 272.084.471-36 " or "CPF: 272.084.471-36" before its digits are read.
        onChange={(event) => {
          const input = event.currentTarget;
          const direction =
            (event.nativeEvent as InputEvent).inputType === 'deleteContentForward' ? 'forward' : 'backward';
          apply(changeCpfField(masked, input.value, input.selectionStart ?? input.value.length, direction));
        }}
        // Handled here rather than left to the browser: the pasted text is read whole, whatever surrounds the digits.
        onPaste={(event) => {
          event.preventDefault();
          const input = event.currentTarget;
          const text = event.clipboardData.getData('text/plain') || event.clipboardData.getData('text');
          apply(
            pasteIntoCpfField(masked, input.selectionStart ?? masked.length, input.selectionEnd ?? masked.length, text),
          );
        }}
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
            apply({ kind: 'accepted', digits: padded, caret: CPF_LENGTH });
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
