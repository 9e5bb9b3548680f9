// @vitest-environment happy-dom
/**
 * The pt-BR date field as the employee uses it (src-renderer/components/DateInputBR.tsx on IMask): typed, pasted,
 * fixed, read back; what the form receives is `YYYY-MM-DD` calendar text or '', never a shifted day.
 */
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DateInputBR } from '../../../src-renderer/components/DateInputBR';
import { daysInMonth } from '../../../src-shared/format/calendar-date';
import { DEFAULT_YEARS } from '../../../src-renderer/components/date-input-br';
import { stubMatchMedia } from '../../support/match-media';
import { useAppStore } from '../../../src-renderer/state/store';

beforeAll(stubMatchMedia);
afterEach(() => {
  cleanup();
  useAppStore.setState({ language: 'pt-BR' });
});

/** The field inside a form that keeps what the field hands it, as every screen does. */
function Form({ initial = '', received }: { initial?: string; received: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <MantineProvider>
      <DateInputBR
        label="De"
        value={value}
        onChange={(next) => {
          received.push(next);
          setValue(next);
        }}
      />
      <button type="button" onClick={() => setValue('')}>
        Limpar
      </button>
    </MantineProvider>
  );
}

function setUp(initial = '') {
  const received: string[] = [];
  const user = userEvent.setup();
  render(<Form initial={initial} received={received} />);
  const field = screen.getByRole('textbox', { name: 'De' }) as HTMLInputElement;
  return { user, field, received };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const validDate = fc
  .record({
    year: fc.integer({ min: DEFAULT_YEARS.min, max: DEFAULT_YEARS.max }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .map(({ year, month, day }) => ({ year, month, day: Math.min(day, daysInMonth(year, month)) }));

const ddmmyyyy = (d: { year: number; month: number; day: number }) => `${pad(d.day)}${pad(d.month)}${pad(d.year, 4)}`;
const isoOf = (d: { year: number; month: number; day: number }) => `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;
/** Each run renders and types for real: fewer runs than a pure property, still every shape of date. */
const RUNS = { numRuns: 10 };
/** Typing for real is slow on a loaded machine: a run cut short would leave its field behind for the next test. */
const SLOW = 180_000;

describe('typing', () => {
  it('01012020 typed is 01/01/2020, and the form receives 2020-01-01', async () => {
    const { user, field, received } = setUp();
    await user.click(field);
    await user.keyboard('01012020');
    expect(field.value).toBe('01/01/2020');
    expect(received).toEqual(['2020-01-01']);
  });

  it(
    'any valid date typed as 8 digits, or with its slashes, is that date: never a day shifted (property)',
    async () => {
      await fc.assert(
        fc.asyncProperty(validDate, fc.boolean(), async (d, withSlashes) => {
          const { user, field, received } = setUp();
          await user.click(field);
          await user.keyboard(withSlashes ? `${pad(d.day)}/${pad(d.month)}/${d.year}` : ddmmyyyy(d));
          expect(field.value).toBe(`${pad(d.day)}/${pad(d.month)}/${d.year}`);
          expect(received).toEqual([isoOf(d)]);
          expect(field).not.toHaveProperty('ariaInvalid', 'true');
          cleanup();
        }),
        RUNS,
      );
    },
    SLOW,
  );

  it(
    'any impossible date typed is refused in words, and the form receives no date (property)',
    async () => {
      const impossible = fc
        .tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 1900, max: 2099 }))
        .filter(([day, month, year]) => month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month));
      await fc.assert(
        fc.asyncProperty(impossible, async ([day, month, year]) => {
          const { user, field, received } = setUp();
          await user.click(field);
          await user.keyboard(`${pad(day)}${pad(month)}${year}`);
          expect(field.value).toBe(`${pad(day)}/${pad(month)}/${year}`);
          expect(received).toEqual([]);
          expect(field.getAttribute('aria-invalid')).toBe('true');
          expect(field.getAttribute('aria-describedby')).toBeTruthy();
          cleanup();
        }),
        RUNS,
      );
    },
    SLOW,
  );

  it('31/02/2024 says why at once; a fifth digit of the year is refused, said, and changes nothing', async () => {
    const { user, field, received } = setUp();
    await user.click(field);
    await user.keyboard('31022024');
    expect(screen.getByText('31/02/2024 não existe: fevereiro de 2024 tem 29 dias.')).toBeTruthy();
    await user.keyboard('1');
    expect(field.value).toBe('31/02/2024');
    expect(screen.getByText(/o ano tem 4 dígitos/)).toBeTruthy();
    expect(received).toEqual([]);
  });

  it('a digit typed into a complete date replaces the one after the caret', async () => {
    const { user, field, received } = setUp('2024-02-01');
    field.focus();
    field.setSelectionRange(0, 0);
    await user.keyboard('29');
    expect(field.value).toBe('29/02/2024');
    // 21/02/2024 on the way is a date too: the form hears each date the field holds.
    expect(received).toEqual(['2024-02-21', '2024-02-29']);
  });

  it('a separator after a one-digit day or month pads it (1/2/2024 is 01/02/2024)', async () => {
    const { user, field, received } = setUp();
    await user.click(field);
    await user.keyboard('1/2/2024');
    expect(field.value).toBe('01/02/2024');
    expect(received).toEqual(['2024-02-01']);
  });

  it('letters are dropped; an unfinished date is said only once the field is left', async () => {
    const { user, field, received } = setUp();
    await user.click(field);
    await user.keyboard('ab01x01');
    expect(field.value).toBe('01/01');
    expect(field.getAttribute('aria-invalid')).not.toBe('true');
    await user.tab();
    expect(screen.getByText(/Data incompleta/)).toBeTruthy();
    expect(received).toEqual([]);
  });

  it('the first click into a filled field selects the date, so typing replaces it', async () => {
    const { user, field, received } = setUp('2020-01-01');
    await user.click(field);
    await user.keyboard('31122021');
    expect(field.value).toBe('31/12/2021');
    // The first digit replaced the date: no date until the new one is complete.
    expect(received).toEqual(['', '2021-12-31']);
  });
});

describe('pasting', () => {
  it('a whole date in ISO or with dots is that date; digits that do not fit are refused whole, in words', async () => {
    const { user, field, received } = setUp();
    await user.click(field);
    await user.paste('2020-01-02');
    expect(field.value).toBe('02/01/2020');
    await user.click(field);
    await user.paste('03.04.2021');
    expect(field.value).toBe('03/04/2021');
    expect(received).toEqual(['2020-01-02', '2021-04-03']);
    field.setSelectionRange(field.value.length, field.value.length);
    await user.paste('123');
    expect(field.value).toBe('03/04/2021');
    expect(screen.getByText(/não cabe numa data/)).toBeTruthy();
  });
});

describe('the value from outside', () => {
  it('a form that clears its value empties the field; its own prefilled date is shown dd/mm/aaaa', async () => {
    const { user, field } = setUp('2026-11-20');
    expect(field.value).toBe('20/11/2026');
    await user.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(field.value).toBe('');
  });

  it('in English the field still reads dd/mm: 01022020 is 1 February 2020', async () => {
    useAppStore.setState({ language: 'en' });
    const { user, field, received } = setUp();
    expect(field.placeholder).toBe('dd/mm/yyyy');
    await user.click(field);
    await user.keyboard('01022020');
    expect(received).toEqual(['2020-02-01']);
  });
});
