import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requestCount } from '../../../src-renderer/screens/customer/portability/portability-count';

describe('requestCount: how many portability requests the pages say', () => {
  it('a short page is the last: the count is exact', () => {
    expect(requestCount(3, 10, 8, false)).toEqual({ n: 28, exact: true });
    expect(requestCount(1, 10, 0, false)).toEqual({ n: 0, exact: true });
  });

  it('a full page may be followed by more: at least that many', () => {
    expect(requestCount(2, 10, 10, true)).toEqual({ n: 20, exact: false });
  });

  it('a page past the end says nothing', () => {
    expect(requestCount(4, 10, 0, false)).toBeUndefined();
  });

  it('never counts fewer than the rows seen on the pages so far, nor more than they can hold (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.constantFrom(10, 25, 50, 100),
        fc.integer({ min: 0, max: 100 }),
        (page, size, sent) => {
          fc.pre(sent <= size);
          const count = requestCount(page, size, sent, sent === size);
          if (sent === 0 && page > 1) {
            expect(count).toBeUndefined();
          } else {
            expect(count).toEqual({ n: (page - 1) * size + sent, exact: sent < size });
          }
        },
      ),
    );
  });
});
