/**
 * Load drill, short version (`npm run drills` runs 60 s): 50 employees, each
 * a complete handler layer with its own user-data folder and session, sharing
 * one sandbox process, mixing reads and writes. No unexpected error, no write
 * lost or duplicated.
 */
import { describe, expect, it } from 'vitest';
import { runLoadDrill } from './lib/load-drill';

describe('load drill', () => {
  it('50 employees on one sandbox for ~8 s: no errors, no write lost or duplicated', async () => {
    const report = await runLoadDrill({ employees: 50, durationMs: 8000 });
    console.log(
      `load drill: ${report.employees} employees, ${report.requests} requests in ${report.durationMs} ms (${report.requestsPerSecond} req/s), ` +
        `p50 ${report.latency.all.p50} ms, p99 ${report.latency.all.p99} ms; writes ${report.writesAcknowledged} acknowledged, ${report.writesAccepted} stored`,
    );
    expect(report.problems).toEqual([]);
    expect(report.errors).toBe(0);
    expect(report.employees).toBe(50);
    expect(report.reads).toBeGreaterThan(0);
    expect(report.writes).toBeGreaterThan(0);
    expect({ lost: report.lost, duplicated: report.duplicated }).toEqual({ lost: 0, duplicated: 0 });
    expect(report.writesAccepted).toBe(report.writes);
    expect(report.writesAcknowledged).toBe(report.writes);
  }, 90_000);
});
