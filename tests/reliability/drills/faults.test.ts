/**
 * Fault drills, short version (the full matrix runs in `npm run drills`):
 * each fault the sandbox injects, against a read and a write, through the
 * main-process handler layer. Reads are retried within bounds, writes sent
 * once, the employee gets a clear message, and journal and sandbox agree.
 */
import { FaultInjector } from '../../../src-sandbox/faults';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  caseId,
  expectedFor,
  type FaultCaseResult,
  faultMatrix,
  IGNORED_PHASE_CASES,
  phaseHonoured,
  runFaultCases,
} from './lib/fault-drill';

const cases = faultMatrix('ci');
const results = new Map<string, FaultCaseResult>();

beforeAll(async () => {
  for (const result of await runFaultCases(cases, { concurrency: 8 })) results.set(result.id, result);
}, 80_000);

function describeExpected(id: string): string {
  const e = expectedFor(cases.find((c) => caseId(c) === id)!);
  const outcome = e.ok ? 'succeeds' : `${e.code}${e.httpStatus ? ` ${e.httpStatus}` : ''}`;
  return `${outcome}, ${e.attempts} attempt(s)${e.journal ? `, journal ${e.journal}, ${e.applied ? 'applied' : 'not applied'}` : ''}`;
}

describe('fault drills through the IPC handler layer', () => {
  it.each(cases.map(caseId))('%s', (id) => {
    const result = results.get(id);
    expect(result, 'the case ran').toBeDefined();
    const r = result!;
    expect({ ok: r.actual.ok, code: r.actual.code, attempts: r.actual.attempts }, describeExpected(id)).toEqual({
      ok: r.expected.ok,
      code: r.expected.code,
      attempts: r.expected.attempts,
    });
    if (r.operationKind === 'write')
      expect({ journal: r.actual.journal, applied: r.actual.applied }).toEqual({
        journal: r.expected.journal,
        applied: r.expected.applied,
      });
    expect(r.problems).toEqual([]);
  });

  it('writes: never more than one attempt, and every write the sandbox accepted is journaled once as succeeded or unknown', () => {
    const writes = [...results.values()].filter((r) => r.operationKind === 'write');
    expect(writes.length).toBeGreaterThan(10);
    for (const r of writes) {
      expect(r.actual.attempts, r.id).toBeLessThanOrEqual(1);
      expect(r.reconciliation?.problems, r.id).toEqual([]);
    }
    // Both kinds of failure were exercised: known failures and unknown outcomes that did reach the service.
    expect(writes.some((r) => r.actual.journal === 'failed' && !r.actual.applied)).toBe(true);
    expect(writes.some((r) => r.actual.journal === 'unknown' && r.actual.applied)).toBe(true);
  });

  it('reads: retried at most twice, and only on time-outs, dropped connections and 503', () => {
    const reads = [...results.values()].filter((r) => r.operationKind === 'read');
    for (const r of reads) {
      expect(r.actual.attempts, r.id).toBeLessThanOrEqual(3);
      if (r.case.kind === 'error500' || r.case.kind === 'malformed') expect(r.actual.attempts, r.id).toBe(1);
    }
  });
});

/**
 * Phase choices: `!after` on error500/error503 runs the operation and replaces
 * its answer (a gateway failing after the commit); `!before` on malformed or
 * trickle is refused, since those alter an answer that does not exist yet.
 */
describe('phase choices', () => {
  for (const c of IGNORED_PHASE_CASES.filter((gap) => gap.kind === 'error500' || gap.kind === 'error503')) {
    it(`honours ${caseId(c)}`, async () => {
      const outcome = await phaseHonoured(c);
      expect(outcome.honoured, outcome.detail).toBe(true);
    });
  }
  it('refuses malformed and trickle before the operation', () => {
    expect(() => new FaultInjector([{ kind: 'malformed', phase: 'before' }])).toThrow(/!after/);
    expect(() => new FaultInjector([{ kind: 'trickle', phase: 'before' }])).toThrow(/!after/);
  });
});
