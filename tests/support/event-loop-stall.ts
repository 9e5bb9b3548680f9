/**
 * How long the event loop of this process was held by work of its own. A timer ticks every few milliseconds; a
 * tick that comes late was held by something: the time it is late counts as a stall only as far as this thread
 * spent CPU meanwhile (process.threadCpuUsage), so a machine that is merely busy with other processes (CI, the
 * other test files) does not look like a stall of ours. monitorEventLoopDelay's wall-clock maximum is kept too,
 * for the failure message.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

const TICK_MS = 5;

export interface EventLoopStall {
  /** Longest time a tick was late while this thread was working (ms). */
  busyMs: number;
  /** Longest time a tick was late, whatever the cause (wall clock, ms): monitorEventLoopDelay's maximum. */
  wallMs: number;
}

export function watchEventLoop(): { stop(): EventLoopStall } {
  const histogram = monitorEventLoopDelay({ resolution: TICK_MS });
  histogram.enable();
  let wall = performance.now();
  let cpu = process.threadCpuUsage();
  let busyMs = 0;
  const timer = setInterval(() => {
    const nowWall = performance.now();
    const used = process.threadCpuUsage(cpu);
    const lateMs = nowWall - wall - TICK_MS;
    busyMs = Math.max(busyMs, Math.min(lateMs, (used.user + used.system) / 1000));
    wall = nowWall;
    cpu = process.threadCpuUsage();
  }, TICK_MS);
  return {
    stop() {
      clearInterval(timer);
      histogram.disable();
      return { busyMs, wallMs: histogram.max / 1e6 - TICK_MS };
    },
  };
}

/** This thread's own CPU (ms) and the longest stall of its event loop while `work` runs, and what it answered. */
export async function watched<T>(
  work: () => T | Promise<T>,
): Promise<{ value: T; cpuMs: number; stall: EventLoopStall; ms: number }> {
  const watch = watchEventLoop();
  // A turn first, so the watch's timer is armed before the work starts.
  await new Promise((resolve) => setImmediate(resolve));
  const cpu = process.threadCpuUsage();
  const started = performance.now();
  const value = await work();
  const ms = performance.now() - started;
  const used = process.threadCpuUsage(cpu);
  // And a tick after: a stall at the very end is counted too.
  await new Promise((resolve) => setTimeout(resolve, 2 * TICK_MS));
  return { value, cpuMs: (used.user + used.system) / 1000, stall: watch.stop(), ms };
}
