/**
 * Crash drills, short version (`npm run drills` does ≥ 100 kills): kill -9
 * of the main-process services (journal + client), of the sandbox, or both,
 * during a burst of writes; restart on the same folders; nothing
 * acknowledged is lost, nothing is stored or journaled twice, torn journal
 * lines are skipped and reported.
 */
import { describe, expect, it } from 'vitest';
import { runCrashDrill } from './lib/crash-drill';

describe('crash drills (kill -9 during a burst of writes)', () => {
  it('survives 5 kills of the app, the sandbox and both, losing and duplicating nothing', async () => {
    const report = await runCrashDrill({
      kills: 5,
      targets: ['app', 'sandbox', 'both', 'app', 'app'],
      tornEvery: 2,
      maxDelayMs: 500,
    });
    console.log(
      `crash drill: ${report.survived}/${report.kills} kills survived; ${report.writesSent} writes sent, ${report.acknowledged} acknowledged, ` +
        `${report.acceptedBySandbox} in the sandbox; journal ${JSON.stringify(report.journal)}; torn lines injected ${report.tornLinesInjected}, reported ${report.skippedLinesReported}`,
    );
    expect(report.problems).toEqual([]);
    expect(report.kills).toBe(5);
    expect(report.survived).toBe(5);
    expect(report.byTarget).toEqual({ app: 3, sandbox: 1, both: 1 });
    expect(report.acknowledged).toBeGreaterThan(0);
    expect({
      lost: report.lost,
      duplicated: report.duplicated,
      unjournaled: report.unjournaled,
      phantom: report.phantom,
      unexplained: report.unexplained,
    }).toEqual({
      lost: 0,
      duplicated: 0,
      unjournaled: 0,
      phantom: 0,
      unexplained: 0,
    });
    // Every torn line was skipped and reported by the journal's reader, and the app carried on after it.
    expect(report.tornLinesInjected).toBe(2);
    expect(report.skippedLinesReported).toBe(report.tornLinesInjected);
  }, 240_000); // ten starts of real child processes on a loaded 2-core machine: it waits for their lines, not for a time
});
