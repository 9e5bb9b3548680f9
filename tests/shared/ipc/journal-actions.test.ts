/**
 * What History can filter by is what the journal records (src-shared/ipc/inputs.ts): every operation that changes
 * something at the service, the statements and the CPF reveals — derived from the contract, so an operation added
 * to the table is journaled and filterable without a second list to keep (issue 16: "said once").
 */
import { describe, expect, it } from 'vitest';
import { operationIds, operations } from '../../../src-shared/contract';
import { JOURNAL_ACTIONS, JournalFilter } from '../../../src-shared/ipc/inputs';
import { beginLine } from '../../../src-main/journal/journal-types';

describe('journal actions', () => {
  it('are the writes of the contract (POST, PUT, PATCH, not the login), the exports and the reveals', () => {
    const writes = operationIds.filter((id) => operations[id].method !== 'GET' && id !== 'op1');
    expect([...JOURNAL_ACTIONS].sort()).toEqual([...writes, 'export', 'cpf-reveal'].sort());
  });

  it('History filters by each of them, and by nothing else; the journal file reads the same set', () => {
    for (const id of operationIds) {
      const recorded = (JOURNAL_ACTIONS as readonly string[]).includes(id);
      expect(JournalFilter.safeParse({ actions: [id] }).success, id).toBe(recorded);
      expect(beginLine.shape.action.safeParse(id).success, id).toBe(recorded);
    }
    for (const other of ['export', 'cpf-reveal'])
      expect(JournalFilter.safeParse({ actions: [other] }).success).toBe(true);
  });
});
