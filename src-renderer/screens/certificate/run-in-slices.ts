/**
 * Background work over a long list, after the next paint and in slices of a
 * few milliseconds, so the page keeps painting and scrolling meanwhile.
 *
 * The first slice waits for a frame (requestAnimationFrame, then a task: the
 * frame has painted by then). Each slice works through the items until its
 * time is up, then yields: with `scheduler.postTask` at background priority
 * where the browser has it (Chromium: rendering, input and the page's other
 * tasks go first), else with a MessageChannel message (a plain task, without
 * the 4 ms clamp of nested setTimeout).
 */

/** Items processed between two looks at the clock. */
const CHECK_EVERY = 1024;
/** Started by then even without a frame (a hidden window runs none). */
const FALLBACK_MS = 250;

interface PostTaskScheduler {
  postTask(callback: () => void, options: { priority: 'background'; signal: AbortSignal }): Promise<unknown>;
}

/** A way to run `slice` in a later task, and to stop doing so. */
function taskQueue(slice: () => void): { post(): void; close(): void } {
  const scheduler = (globalThis as { scheduler?: Partial<PostTaskScheduler> }).scheduler;
  if (typeof scheduler?.postTask === 'function') {
    const postTask = scheduler.postTask.bind(scheduler);
    const abort = new AbortController();
    return {
      // An aborted task rejects its promise: expected, nothing to report.
      post: () => void postTask(slice, { priority: 'background', signal: abort.signal }).catch(() => undefined),
      close: () => abort.abort(),
    };
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = slice;
  return { post: () => channel.port2.postMessage(null), close: () => channel.port1.close() };
}

/**
 * Calls `work(from, to)` over `[0, count)` in consecutive ranges, then
 * `done()`. Returns a cancel function (for an effect's cleanup): after it,
 * no more `work` nor `done`.
 */
export function runInSlices(count: number, sliceMs: number, work: (from: number, to: number) => void, done: () => void): () => void {
  let next = 0;
  let cancelled = false;
  let started = false;

  const slice = () => {
    if (cancelled) return;
    const until = performance.now() + sliceMs;
    while (next < count) {
      const to = Math.min(count, next + CHECK_EVERY);
      work(next, to);
      next = to;
      if (performance.now() >= until) break;
    }
    if (next < count) queue.post();
    else {
      queue.close();
      done();
    }
  };
  const queue = taskQueue(slice);
  const start = () => {
    if (started || cancelled) return;
    started = true;
    queue.post();
  };
  const frame = requestAnimationFrame(start);
  // A hidden window runs no animation frames: start anyway.
  const fallback = setTimeout(start, FALLBACK_MS);

  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
    clearTimeout(fallback);
    queue.close();
  };
}
