/**
 * The movements screen's whole-list work after the first paint: the digest
 * (facets, coverage/fund pairs, totals in one pass) and the slicing that
 * spreads it over tasks (src-renderer/screens/certificate).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coverageFundPairs, digestMovements } from '../../src-renderer/screens/certificate/movement-state';
import { runInSlices } from '../../src-renderer/screens/certificate/run-in-slices';
import { type Movement, movementFacets, movementTotals } from '../../src-shared/statements/movement-view';
import { generateWorld, HEAVY_MOVEMENT_COUNT } from '../../src-sandbox/demo/generate-world';
import { generateMovements } from '../../src-sandbox/demo/movements';

describe('digestMovements', () => {
  const world = generateWorld();
  const heavy = world.customers[0]!.pensionCertificates.find((c) => c.movementCount === HEAVY_MOVEMENT_COUNT)!;
  const all = generateMovements(heavy, world.referenceDate) as Movement[];

  it('equals the separate passes it replaces', () => {
    const digest = digestMovements(all);
    expect(digest.totals).toEqual(movementTotals(all));
    expect(digest.facets).toEqual(movementFacets(all));
    expect(digest.pairs).toEqual(coverageFundPairs(all));
  });

  it('coverage/fund pairs: each coverage with its funds, in pt-BR order, blanks left out', () => {
    const rows = [
      { tipoCobertura: 'VGBL02', codigoFundo: 'FND10' },
      { tipoCobertura: 'VGBL02', codigoFundo: 'FND2' },
      { tipoCobertura: 'PGBL01', codigoFundo: 'FND2' },
      { tipoCobertura: '', codigoFundo: 'FND3' },
      { tipoCobertura: 'PGBL01', codigoFundo: '' },
      { tipoCobertura: 'VGBL02', codigoFundo: 'FND2' },
    ].map((m) => ({ ...all[0]!, ...m }));
    expect(coverageFundPairs(rows)).toEqual([
      { cobertura: 'PGBL01', fundo: 'FND2' },
      { cobertura: 'VGBL02', fundo: 'FND2' },
      { cobertura: 'VGBL02', fundo: 'FND10' },
    ]);
  });
});

describe('runInSlices', () => {
  let frames: Array<() => void>;
  beforeEach(() => {
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (fn: () => void) => frames.push(fn));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const until = async (condition: () => boolean) => {
    for (let i = 0; i < 10_000 && !condition(); i++) await new Promise((r) => setTimeout(r, 0));
  };

  it('waits for a frame, then covers [0, count) in consecutive ranges, in several tasks, and ends once', async () => {
    const ranges: Array<[number, number]> = [];
    let done = 0;
    runInSlices(
      100_000,
      0, // a slice of 0 ms: one step per task
      (from, to) => ranges.push([from, to]),
      () => done++,
    );
    await new Promise((r) => setTimeout(r, 0));
    expect(ranges).toEqual([]); // nothing before the frame
    frames.shift()!();
    await until(() => done > 0);
    expect(done).toBe(1);
    expect(ranges.length).toBeGreaterThan(1);
    expect(ranges[0]![0]).toBe(0);
    expect(ranges.at(-1)![1]).toBe(100_000);
    for (let i = 1; i < ranges.length; i++) expect(ranges[i]![0]).toBe(ranges[i - 1]![1]);
  });

  it('starts without a frame after a while (a hidden window runs none)', async () => {
    let done = false;
    runInSlices(10, 5, () => undefined, () => (done = true));
    await until(() => done);
    expect(done).toBe(true);
  });

  it('cancelled, it does no more work and never ends', async () => {
    let calls = 0;
    let done = false;
    const cancel = runInSlices(1e12, 0, () => calls++, () => (done = true));
    frames.shift()!();
    await until(() => calls >= 2);
    cancel();
    const seen = calls;
    await new Promise((r) => setTimeout(r, 300));
    expect(calls).toBe(seen);
    expect(done).toBe(false);
  });

  it('uses scheduler.postTask at background priority when the browser has it', async () => {
    const priorities: string[] = [];
    vi.stubGlobal('scheduler', {
      postTask: (fn: () => void, options: { priority: string; signal: AbortSignal }) => {
        priorities.push(options.priority);
        return new Promise((resolve, reject) =>
          setTimeout(() => {
            if (options.signal.aborted) reject(new Error('aborted'));
            else resolve(fn());
          }, 0),
        );
      },
    });
    let done = false;
    runInSlices(5000, 0, () => undefined, () => (done = true));
    frames.shift()!();
    await until(() => done);
    expect(done).toBe(true);
    expect(priorities.length).toBeGreaterThan(1);
    expect(new Set(priorities)).toEqual(new Set(['background']));
  });
});
