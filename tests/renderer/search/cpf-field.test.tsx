// @vitest-environment happy-dom
/**
 * The CPF search field as the employee uses it (src-renderer/screens/search/CpfSearchForm.tsx on IMask, D490):
 * typed key by key, Backspace and Delete beside the mask, a 12th digit refused and said, pasted text read whole,
 * Enter opening the customer only for a valid CPF.
 */
import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cpfWithCheckDigits, formatCpf } from '../../../src-shared/cpf';
import { CpfSearchForm } from '../../../src-renderer/screens/search/CpfSearchForm';
import { useAppStore } from '../../../src-renderer/state/store';
import { stubMatchMedia } from '../../support/match-media';

beforeAll(stubMatchMedia);
afterEach(() => {
  cleanup();
  useAppStore.setState({ language: 'pt-BR', route: { screen: 'search' } });
});

/** Renders the form alone: a run that failed may have left its own behind. */
function setUp(initialCpf?: string) {
  cleanup();
  const user = userEvent.setup();
  render(
    <MantineProvider>
      <CpfSearchForm initialCpf={initialCpf} />
    </MantineProvider>,
  );
  const field = screen.getByRole('textbox', { name: 'CPF do cliente' }) as HTMLInputElement;
  return { user, field };
}

/** The caret put at `at` (no key pressed: the mask reads the selection the field has when the next key comes). */
function caretAt(field: HTMLInputElement, at: number) {
  field.focus();
  field.setSelectionRange(at, at);
}

const digit = fc.integer({ min: 0, max: 9 }).map(String);
const digits = (min: number, max: number) =>
  fc.array(digit, { minLength: min, maxLength: max }).map((list) => list.join(''));
const validCpf = digits(9, 9)
  .map(cpfWithCheckDigits)
  .filter((cpf) => !/^(\d)\1{10}$/.test(cpf));
const digitsIn = (text: string) => text.replace(/[^0-9]/g, '').length;
/** Each run renders and types for real: fewer runs than a pure property, still every shape. */
const RUNS = { numRuns: 12 };
const SLOW = 180_000;

describe('typing', () => {
  it(
    'any valid CPF typed digit by digit, or with its dots and dash, full-width or not, is shown masked, caret at the end (property)',
    async () => {
      await fc.assert(
        fc.asyncProperty(validCpf, fc.constantFrom('bare', 'masked', 'full-width'), async (cpf, form) => {
          const { user, field } = setUp();
          const text =
            form === 'bare'
              ? cpf
              : form === 'masked'
                ? formatCpf(cpf)
                : [...formatCpf(cpf)].map((c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)).join('');
          await user.click(field);
          await user.keyboard(text);
          expect(field.value).toBe(formatCpf(cpf));
          expect(field.selectionStart).toBe(14);
        }),
        RUNS,
      );
    },
    SLOW,
  );

  it(
    'a digit typed anywhere goes there, the caret right after it (property)',
    async () => {
      await fc.assert(
        fc.asyncProperty(digits(0, 10), fc.nat(), digit, async (there, at, typed) => {
          const { user, field } = setUp(there);
          const caret = at % (field.value.length + 1);
          const k = digitsIn(field.value.slice(0, caret));
          caretAt(field, caret);
          await user.keyboard(typed);
          expect(field.value).toBe(formatCpf(there.slice(0, k) + typed + there.slice(k)));
          expect(digitsIn(field.value.slice(0, field.selectionStart ?? 0))).toBe(k + 1);
        }),
        RUNS,
      );
    },
    SLOW,
  );

  it(
    'Backspace removes the digit before the caret, also across a "." or "-"; Delete the one after it (property)',
    async () => {
      await fc.assert(
        fc.asyncProperty(digits(1, 11), fc.nat(), async (there, at) => {
          const { user, field } = setUp(there);
          const value = field.value;
          const caret = 1 + (at % value.length);
          const k = digitsIn(value.slice(0, caret));
          caretAt(field, caret);
          await user.keyboard('{Backspace}');
          expect(field.value).toBe(formatCpf(there.slice(0, k - 1) + there.slice(k)));
          expect(digitsIn(field.value.slice(0, field.selectionStart ?? 0))).toBe(k - 1);

          const again = setUp(there).field;
          const forward = caret - 1;
          const j = digitsIn(value.slice(0, forward));
          caretAt(again, forward);
          await userEvent.setup().keyboard('{Delete}');
          expect(again.value).toBe(formatCpf(there.slice(0, j) + there.slice(j + 1)));
        }),
        RUNS,
      );
    },
    SLOW,
  );

  it('a 12th digit typed is refused, said, and changes nothing; a letter is not taken', async () => {
    const { user, field } = setUp('27208447136');
    caretAt(field, 5);
    await user.keyboard('9');
    expect(field.value).toBe('272.084.471-36');
    expect(
      screen.getByText(
        'O CPF tem 11 dígitos e o campo ficaria com 12: apague ou selecione o que já está nele antes. O campo não mudou.',
      ),
    ).toBeTruthy();
    await user.keyboard('{Backspace}');
    expect(field.value).toBe('272.844.713-6');
    expect(screen.queryByText(/O campo não mudou/)).toBeNull();
    await user.keyboard('x');
    expect(field.value).toBe('272.844.713-6');
  });
});

describe('pasting', () => {
  it('reads the digits of the text pasted, whatever surrounds them, and refuses a CNPJ whole', async () => {
    const { user, field } = setUp();
    await user.click(field);
    await user.paste('CPF:\u00a0272.084.471-36\r\n');
    expect(field.value).toBe('272.084.471-36');
    expect(field.selectionStart).toBe(14);
    await user.keyboard('{Backspace}');
    await user.paste('CNPJ 11.222.333/0001-81');
    expect(field.value).toBe('272.084.471-3');
    expect(
      screen.getByText('São 14 dígitos, como num CNPJ: a busca é pelo CPF, que tem 11. O campo não mudou.'),
    ).toBeTruthy();
  });
});

describe('Enter', () => {
  it('opens the customer of a valid CPF; with a digit missing it says so and opens nothing', async () => {
    const { user, field } = setUp();
    await user.click(field);
    await user.keyboard('2720844713{Enter}');
    expect(screen.getByText('Falta 1 dígito: o CPF tem 11.')).toBeTruthy();
    expect(useAppStore.getState().route).toEqual({ screen: 'search' });
    await user.keyboard('6');
    expect(screen.queryByText('Falta 1 dígito: o CPF tem 11.')).toBeNull();
    await user.keyboard('{Enter}');
    expect(useAppStore.getState().route).toEqual({ screen: 'customer', cpf: '27208447136' });
  });

  it('a CPF handed back (customer not found) is shown masked and searched again as it is', async () => {
    const { user, field } = setUp('529.982.247-25');
    expect(field.value).toBe('529.982.247-25');
    await act(async () => {
      field.focus();
    });
    await user.keyboard('{Enter}');
    expect(useAppStore.getState().route).toEqual({ screen: 'customer', cpf: '52998224725' });
  });
});
