// @vitest-environment happy-dom
/**
 * The virtual table's first frame (src-renderer/components/table/VirtualTable.tsx): its rows are rendered once,
 * for the height its body was measured at before the first paint; no row is rendered for a guessed height and then
 * dropped or added, whatever the height and the number of rows.
 */
import { cleanup, render } from '@testing-library/react';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type VirtualColumn, VirtualTable } from '../../../src-renderer/components/table/VirtualTable';
import { rowWindow, scrollScale } from '../../../src-renderer/components/table/scroll-scale';
import { HEADER_HEIGHT, OVERSCAN, ROW_HEIGHT } from '../../../src-renderer/components/table/table-metrics';

const heightOf = { current: 0 };
const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
beforeAll(() => {
  // happy-dom lays nothing out: the scroller's height is the one the case gives.
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.getAttribute('role') === 'table' ? heightOf.current : 0;
    },
  });
});
afterAll(() => {
  if (clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight);
});
afterEach(cleanup);

describe('VirtualTable, first frame', () => {
  it('renders each row it shows once, for the measured height, and no other', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000 }), fc.integer({ min: 0, max: 1_800 }), (count, height) => {
        heightOf.current = height;
        const rendered: number[] = [];
        const columns: readonly VirtualColumn<number>[] = [
          {
            id: 'n',
            width: '1fr',
            cell: (n) => {
              rendered.push(n);
              return String(n);
            },
          },
        ];
        const rows = Array.from({ length: count }, (_, i) => i);
        const { container } = render(
          <VirtualTable label="Linhas" rows={rows} columns={columns} headers={['N']} height="500px" />,
        );
        const viewport = Math.max(0, height - HEADER_HEIGHT);
        const shown = rowWindow(scrollScale(count, ROW_HEIGHT, viewport), 0, 0, OVERSCAN);
        const expected = Array.from({ length: shown.end - shown.start }, (_, i) => shown.start + i);
        expect([...rendered].sort((a, b) => a - b)).toEqual(expected);
        expect(container.querySelectorAll('[data-row-index]')).toHaveLength(expected.length);
        cleanup();
      }),
      { numRuns: 40 },
    );
  });
});
