/**
 * Pure pieces of the write forms: what the signing time's `hh:mm` field holds (any locale), the fund lists that leave out
 * what another row chose, and what the customer record offers a form (its e-mails, a registered death).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_CLIENTE } from '../../../src-renderer/screens/customer/customer-record';
import type { Cliente } from '../../../src-renderer/screens/customer/customer-types';
import { fundsOfferedTo, newFundRow } from '../../../src-renderer/writes/contribution-form';
import { joinMoment, readTime, splitMoment } from '../../../src-renderer/writes/time-of-day-input';
import { writeCustomerOf } from '../../../src-renderer/writes/write-customer';

describe('the signing time field (hh:mm, 24-hour clock)', () => {
  it('reads a real time of day, and nothing else', () => {
    expect(readTime('15:30')).toEqual({ kind: 'valid', value: '15:30' });
    expect(readTime('00:00')).toEqual({ kind: 'valid', value: '00:00' });
    expect(readTime('23:59')).toEqual({ kind: 'valid', value: '23:59' });
    expect(readTime('24:00').kind).toBe('out-of-range');
    expect(readTime('12:60').kind).toBe('out-of-range');
    expect(readTime('15:3').kind).toBe('incomplete');
    expect(readTime('').kind).toBe('empty');
  });

  it('the form holds the moment only when both parts are read, and splits back what it holds (property)', () => {
    const day = fc
      .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    const time = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    fc.assert(
      fc.property(day, time, (date, hhmm) => {
        const moment = joinMoment(date, hhmm);
        expect(moment).toBe(`${date}T${hhmm}`);
        expect(splitMoment(moment)).toEqual({ date, time: hhmm });
      }),
    );
    expect(joinMoment('', '')).toBe('');
    expect(joinMoment('2026-11-20', '15:3')).toBe('2026-11-20T');
    expect(joinMoment('', '15:30')).toBe('T15:30');
  });
});

describe('fund lists (Op4)', () => {
  it('each row is offered the customer’s funds less those the other rows chose, and keeps its own (property)', () => {
    const codes = ['F1', 'F2', 'F3', 'F4'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom('', ...codes), { minLength: 1, maxLength: 5 }), (chosen) => {
        const rows = chosen.map((codigo) => newFundRow(codigo));
        rows.forEach((row, i) => {
          const offered = fundsOfferedTo(codes, rows, i);
          const others = chosen.filter((_, j) => j !== i);
          for (const code of offered) expect(others).not.toContain(code);
          for (const code of codes) if (!others.includes(code)) expect(offered).toContain(code);
          if (row.codigo !== '' && !others.includes(row.codigo)) expect(offered).toContain(row.codigo);
        });
      }),
    );
  });
});

describe('what the customer record offers the write forms', () => {
  const cliente = (patch: Partial<Cliente>): Cliente => ({ ...EMPTY_CLIENTE, ...patch });
  const emails = (...list: Array<string | null>) => ({
    telefones: [],
    emails: list.map((email, i) => ({ id: i, tipo: 'PESSOAL', email })),
  });

  it('every valid registered e-mail, in order, once', () => {
    const customer = writeCustomerOf(
      cliente({
        contato: emails(' ana@example.com.br ', 'não é e-mail', null, 'ana@example.com.br', 'ana.trabalho@example.com'),
      } as Partial<Cliente>),
      '27208447136',
    );
    expect(customer.emails).toEqual(['ana@example.com.br', 'ana.trabalho@example.com']);
    expect(customer.email).toBe('ana@example.com.br');
  });

  it('a death on record only when the record says so', () => {
    expect(writeCustomerOf(cliente({ obito: 'S' }), '27208447136').deceased).toBe(true);
    expect(writeCustomerOf(cliente({ obito: 'N' }), '27208447136').deceased).toBe(false);
    expect(writeCustomerOf(cliente({ obito: null }), '27208447136').deceased).toBe(false);
  });
});
