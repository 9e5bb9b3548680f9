/**
 * The kept lists' thread answers one question at a time (D286), and a new view's first window replaced by a newer
 * one of the same list is answered `superseded`, whether it was still waiting or already being made (D430). The
 * thread's queue with the real kept lists; the newer question "arrives" at a chosen checkpoint of the older one's
 * pass (what receiveMessageOnPort hands over in the thread), so no clock decides anything.
 */
import { describe, expect, it } from 'vitest';
import { NO_DRIFT } from '../../src-shared/contract';
import type { MovementSort } from '../../src-shared/ipc/inputs';
import { type Movement, movementView } from '../../src-shared/statements/movement-view';
import { KeptListQuestions } from '../../src-main/services/kept-list-questions';
import { KeptMovements } from '../../src-main/services/kept-movements';
import { KeptListGone } from '../../src-main/errors/kept-list-errors';
import { KeptListsQueue } from '../../src-main/workers/kept-lists-queue';
import type { KeptListsMessage, KeptListsRequest } from '../../src-main/workers/kept-lists-protocol';

const ROWS = 50_000;
const rows = Array.from({ length: ROWS }, (_, i) => ({
  valorMovimento: ((i * 7919) % 100_003) / 100,
  descricaoMovimento: `Aporte ${i % 997}`,
})) as Movement[];
const byAmount: MovementSort = { column: 'valorMovimento', direction: 'desc' };
const byType: MovementSort = { column: 'tipoMovimento', direction: 'asc' };

function desk() {
  const arriving: KeptListsRequest[] = [];
  const posted: KeptListsMessage[] = [];
  const turns: Array<() => void> = [];
  let checkpoints = 0;
  /** Questions handed over at the checkpoint of this number (counted from the start). */
  const deliverAt = new Map<number, KeptListsRequest[]>();
  const queue: KeptListsQueue = new KeptListsQueue({
    answer: (request) => answer(request),
    post: (message) => void posted.push(message),
    poll: () => arriving.shift(),
    later: (next) => void turns.push(next),
  });
  const kept = new KeptMovements(() => new Date('2026-01-31T12:00:00Z'), {
    checkpoint: () => {
      checkpoints++;
      arriving.push(...(deliverAt.get(checkpoints) ?? []));
      queue.checkpoint();
    },
  });
  const questions = new KeptListQuestions(kept);
  const list = kept.keep('sandbox atendente', '68035292072', '000000635085', rows, NO_DRIFT);
  function answer(request: KeptListsRequest): unknown {
    if (request.op !== 'window') throw new Error(`not in this test: ${request.op}`);
    if (request.id !== list.id) throw new KeptListGone();
    return questions.window(list, request.filter, request.sort, request.offset, request.count, {
      ...(request.whole ? { whole: true } : {}),
    });
  }
  const window = (seq: number, sort: MovementSort, text?: string, offset = 0, whole = false): KeptListsRequest => ({
    op: 'window',
    id: list.id,
    sort,
    ...(text ? { filter: { text } } : {}),
    ...(whole ? { whole: true as const } : {}),
    offset,
    count: 10,
    seq,
    now: 0,
  });
  const run = () => {
    while (turns.length > 0) turns.shift()!();
  };
  return { queue, posted, deliverAt, window, run, checkpoints: () => checkpoints };
}

describe("the kept lists' thread's questions", () => {
  it('a sort being made is abandoned at the next checkpoint once a newer view of the same list arrives', () => {
    const { queue, posted, deliverAt, window, run, checkpoints } = desk();
    deliverAt.set(2, [window(2, byType)]);
    queue.add(window(1, byAmount));
    run();
    expect(posted.map((m) => [m.type, (m as { seq: number }).seq])).toEqual([
      ['refused', 1],
      ['answer', 2],
    ]);
    expect(posted[0]).toMatchObject({ reason: 'superseded' });
    // The first sort stopped at its second checkpoint: every later one was the newer view's.
    const newerAlone = desk();
    newerAlone.queue.add(newerAlone.window(2, byType));
    newerAlone.run();
    expect(checkpoints()).toBe(2 + newerAlone.checkpoints());
    expect(posted[1]).toEqual(newerAlone.posted[0]);
    expect((posted[1] as { value: { rows: Movement[] } }).value.rows).toEqual(
      movementView(rows, undefined, byType).slice(0, 10),
    );
  });

  it('so is a text filter being made, replaced by the text typed on', () => {
    const { queue, posted, deliverAt, window, run, checkpoints } = desk();
    queue.add(window(1, byAmount));
    run();
    // Typed on while 'aporte 9' was being filtered (the sort is made already: only the filter checks in). Each view
    // is asked whole, as the screen asks right after its first window (D576): the filter runs over every row.
    deliverAt.set(checkpoints() + 2, [window(3, byAmount, 'aporte 99', 0, true)]);
    queue.add(window(2, byAmount, 'aporte 9', 0, true));
    run();
    expect(posted.slice(1).map((m) => [m.type, (m as { seq: number }).seq, 'reason' in m ? m.reason : ''])).toEqual([
      ['refused', 2, 'superseded'],
      ['answer', 3, ''],
    ]);
    expect((posted[2] as { value: { viewRows: number } }).value.viewRows).toBe(
      movementView(rows, { text: 'aporte 99' }, byAmount).length,
    );
  });

  it('what does not replace the view lets it finish: the same view asked again, a later window, another list', () => {
    const { queue, posted, deliverAt, window, run } = desk();
    const otherList = { ...window(3, byType), id: 999 };
    deliverAt.set(1, [window(2, byAmount), otherList, window(4, byAmount, undefined, 10)]);
    queue.add(window(1, byAmount));
    run();
    expect(posted.map((m) => [m.type, (m as { seq: number }).seq])).toEqual([
      ['answer', 1],
      ['answer', 2],
      ['refused', 3],
      ['answer', 4],
    ]);
  });

  it('a view still waiting behind a newer one is not made at all', () => {
    const { queue, posted, window, run, checkpoints } = desk();
    queue.add(window(1, byAmount));
    queue.add(window(2, byType));
    run();
    expect(posted.map((m) => [m.type, (m as { seq: number }).seq])).toEqual([
      ['refused', 1],
      ['answer', 2],
    ]);
    const newerAlone = desk();
    newerAlone.queue.add(newerAlone.window(2, byType));
    newerAlone.run();
    expect(checkpoints()).toBe(newerAlone.checkpoints());
  });
});
