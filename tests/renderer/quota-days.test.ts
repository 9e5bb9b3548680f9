import { describe, expect, it } from 'vitest';
import { differentQuotaDays } from '../../src-renderer/screens/certificate/quota-days';

describe('differentQuotaDays: balance and profitability of different quota days', () => {
  it('compares calendar days, whatever the time written', () => {
    expect(differentQuotaDays('2026-11-19T00:00:00', '2026-11-20T00:00:00')).toBe(true);
    expect(differentQuotaDays('2026-11-19T00:00:00', '2026-11-19T18:30:00')).toBe(false);
    expect(differentQuotaDays('2026-11-19', '2026-11-19T00:00:00')).toBe(false);
  });

  it('says nothing when either date is missing or unreadable', () => {
    for (const missing of [null, undefined, '', 'ontem']) {
      expect(differentQuotaDays(missing, '2026-11-19T00:00:00')).toBe(false);
      expect(differentQuotaDays('2026-11-19T00:00:00', missing)).toBe(false);
    }
  });
});
