/**
 * The rows of a kept list after a window fails (src-renderer/components/table/windowed-rows.ts, D198): the
 * blocks in view that failed are asked again by `retry` (after a login, or "Tentar novamente"), and only those;
 * `failedInView` says whether a row in view is missing for a failure, which is how long the table's error stays.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BLOCK_ROWS, MAX_BLOCKS, WindowedRows } from '../../src-renderer/components/table/windowed-rows';

const rowsOf = (offset: number, count: number) => Array.from({ length: count }, (_, i) => offset + i);

describe('failed blocks of a kept list', () => {
  it('retry asks again for the failed blocks in view, none that are held, on their way, or out of view', () => {
    const asked: number[] = [];
    const rows = new WindowedRows<number>(10_000, (_block, offset) => asked.push(offset));
    rows.want(0, 50);
    rows.put(0, rowsOf(0, BLOCK_ROWS));
    // A scroll over blocks 4 and 5: 4 fails, 5 is still on its way.
    rows.want(450, 520);
    rows.failed(400);
    expect(rows.failedInView()).toBe(true);
    asked.length = 0;
    rows.retry();
    expect(asked).toEqual([400]);
    // Asked again: no longer a failure in view (the error may go once a block arrives).
    expect(rows.failedInView()).toBe(false);
    rows.put(400, rowsOf(400, BLOCK_ROWS));
    rows.put(500, rowsOf(500, BLOCK_ROWS));
    asked.length = 0;
    rows.retry();
    expect(asked).toEqual([]);
    expect(rows.at(450)).toBe(450);
  });

  it('a failure out of view is not asked again by retry and is no failure in view; looking at it again asks for it', () => {
    const asked: number[] = [];
    const rows = new WindowedRows<number>(10_000, (_block, offset) => asked.push(offset));
    rows.want(2_000, 2_050);
    rows.failed(2_000);
    rows.want(0, 50);
    rows.put(0, rowsOf(0, BLOCK_ROWS));
    expect(rows.failedInView()).toBe(false);
    asked.length = 0;
    rows.retry();
    expect(asked).toEqual([]);
    rows.want(2_000, 2_050);
    expect(asked).toEqual([2_000]);
  });

  it('whatever fails and arrives, in any order: retry asks exactly the failed blocks the view touches, and failedInView is true exactly when one is', () => {
    // Fewer blocks than the rows keep (MAX_BLOCKS): nothing is evicted, so the model below is the whole truth.
    const length = 10 * BLOCK_ROWS;
    const blocks = length / BLOCK_ROWS;
    expect(blocks).toBeLessThanOrEqual(MAX_BLOCKS);
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('want' as const),
        start: fc.integer({ min: 0, max: length - 1 }),
        size: fc.integer({ min: 1, max: 80 }),
      }),
      fc.record({ kind: fc.constant('fail' as const), block: fc.integer({ min: 0, max: blocks - 1 }) }),
      fc.record({ kind: fc.constant('arrive' as const), block: fc.integer({ min: 0, max: blocks - 1 }) }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const asked: number[] = [];
        const rows = new WindowedRows<number>(length, (block) => asked.push(block));
        /** The model: blocks on their way, failed, held; the last view. */
        const pending = new Set<number>();
        const failed = new Set<number>();
        const held = new Set<number>();
        let view: [number, number] | undefined;
        for (const s of steps) {
          if (s.kind === 'want') {
            const end = Math.min(length, s.start + s.size);
            rows.want(s.start, end);
            view = [Math.floor(s.start / BLOCK_ROWS), Math.floor((end - 1) / BLOCK_ROWS)];
            for (let b = view[0]; b <= view[1]; b++) {
              if (held.has(b) || pending.has(b)) continue;
              pending.add(b);
              failed.delete(b);
            }
          } else if (s.kind === 'fail' && pending.has(s.block)) {
            rows.failed(s.block * BLOCK_ROWS);
            pending.delete(s.block);
            failed.add(s.block);
          } else if (s.kind === 'arrive' && pending.has(s.block)) {
            rows.put(s.block * BLOCK_ROWS, rowsOf(s.block * BLOCK_ROWS, BLOCK_ROWS));
            pending.delete(s.block);
            held.add(s.block);
          }
        }
        const failedInView = view
          ? [...failed].filter((b) => b >= view![0] && b <= view![1]).sort((a, b) => a - b)
          : [];
        expect(rows.failedInView()).toBe(failedInView.length > 0);
        asked.length = 0;
        rows.retry();
        const expected = view
          ? Array.from({ length: view[1] - view[0] + 1 }, (_, i) => view![0] + i).filter(
              (b) => !held.has(b) && !pending.has(b),
            )
          : [];
        expect(asked).toEqual(expected);
        expect(expected).toEqual(expect.arrayContaining(failedInView));
      }),
      { numRuns: 200 },
    );
  });
});
