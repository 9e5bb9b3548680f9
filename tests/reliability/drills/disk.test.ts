/**
 * Disk drills (the same cases run in `npm run drills`): a full disk and a
 * read-only folder under the journal, the settings and the exports, through
 * the handler layer. Clear messages that say why and where, nothing sent
 * without a journal record, nothing reported failed that the service did,
 * nothing half-written, nothing lost or duplicated.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DISK_FAULTS, DISK_TARGETS, type DiskCaseResult, runDiskDrill } from './lib/disk-drill';

const results = new Map<string, DiskCaseResult>();

beforeAll(async () => {
  for (const r of await runDiskDrill({ concurrency: 4 })) results.set(r.id, r);
}, 90_000);

describe('disk drills through the IPC handler layer', () => {
  it.each(DISK_TARGETS.flatMap((target) => DISK_FAULTS.map((fault) => `${fault}@${target}`)))('%s', (id) => {
    const r = results.get(id);
    expect(r, 'the case ran').toBeDefined();
    expect(r!.problems).toEqual([]);
  });

  it('the journal cases lose and duplicate nothing: one claim stored and acknowledged when the answer arrived, none when nothing was sent', () => {
    for (const fault of DISK_FAULTS) {
      expect(results.get(`${fault}@journal after the answer`)).toMatchObject({
        outcome: 'ok + aviso',
        stored: 1,
        acknowledged: 1,
      });
      expect(results.get(`${fault}@journal before sending`)).toMatchObject({
        outcome: 'local-write-failed',
        stored: 0,
        acknowledged: 0,
      });
    }
  });
});
