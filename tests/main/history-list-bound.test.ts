/**
 * `journal.list` never answers the whole journal at once (D511): its limit is validated at the IPC boundary
 * (a whole number from 1 to JOURNAL_LIST_MAX_LIMIT) and a filter naming none is answered with the newest
 * JOURNAL_LIST_MAX_LIMIT entries.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JOURNAL_LIST_MAX_LIMIT, JournalFilter } from '../../src-shared/ipc';
import type { OperationsJournal } from '../../src-main/journal/journal';
import type { FingerprintKeyring } from '../../src-main/journal/fingerprint-key';
import type { CpfReveals } from '../../src-main/services/cpf-reveals';
import { HistoryService } from '../../src-main/services/history-service';
import type { SessionService } from '../../src-main/services/session-service';
import { fingerprintKeyId } from '../../src-main/journal/request-fingerprint';

function serviceAsked(): { service: HistoryService; asked: Array<{ limit?: number | undefined }> } {
  const asked: Array<{ limit?: number | undefined }> = [];
  const journal = {
    search: (filter: { limit?: number }) => {
      asked.push(filter);
      return Promise.resolve([]);
    },
    readReport: { entries: 0, skippedLines: 0 },
  } as unknown as OperationsJournal;
  const secret = Buffer.alloc(32, 1);
  const keyring = { current: () => Promise.resolve({ id: fingerprintKeyId(secret), secret }) };
  const session = { requireUser: () => 'maria.souza' } as unknown as SessionService;
  return {
    service: new HistoryService(journal, session, keyring as unknown as FingerprintKeyring, {} as CpfReveals),
    asked,
  };
}

describe('journal.list is bounded (D511)', () => {
  it('a filter naming no limit gets the bound; a named one is kept', async () => {
    const { service, asked } = serviceAsked();
    await service.list(undefined);
    await service.list({ text: 'aporte' });
    await service.list({ limit: 50 });
    expect(asked.map((f) => f.limit)).toEqual([JOURNAL_LIST_MAX_LIMIT, JOURNAL_LIST_MAX_LIMIT, 50]);
  });

  it('the IPC schema takes a whole number from 1 to the bound and refuses anything else (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: JOURNAL_LIST_MAX_LIMIT }), (limit) => {
        expect(JournalFilter.safeParse({ limit }).success).toBe(true);
      }),
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ max: 0 }),
          fc.integer({ min: JOURNAL_LIST_MAX_LIMIT + 1 }),
          fc.double({ noInteger: true }),
          fc.constantFrom(Number.NaN, Infinity, -Infinity, '10', null, [5]),
        ),
        (limit) => {
          expect(JournalFilter.safeParse({ limit }).success).toBe(false);
        },
      ),
    );
  });
});
