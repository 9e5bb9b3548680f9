/**
 * Renderer. The data layer every screen uses, keyed by the contract:
 * `useOperation('op12', { path })` reads, `useWrite('op4')` writes. Reads give
 * the data as far as the service sent it and its drift report (D41); writes
 * refresh every read about the same customer once they succeeded or their
 * outcome is unknown, so what the screen shows follows what was done.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type DriftReport, NO_DRIFT } from '../../src-shared/contract';
import { customerOfRequest, type OperationInput, type OperationOutput } from '../../src-shared/ipc/channels';
import type { IpcResult } from '../../src-shared/ipc/ipc-result';
import type { ReadOutcome, WriteOutcome } from '../../src-shared/ipc/views';
import { useAppStore } from '../state/store';
import { callOperation, type ReadOperationId, type WriteOperationId } from './operation-call';
import { queryKeys } from './query-keys';
import { type QueryState, useRead } from './use-read';

type ReadData<Id extends ReadOperationId> = OperationOutput<Id> extends ReadOutcome<infer R> ? R : never;

export interface OperationQuery<T> extends QueryState<T> {
  /** How the answer on screen strayed from the contract (empty while there is none). */
  drift: DriftReport;
}

/** `input` undefined: nothing to load yet (a tab not opened, a fund not chosen). */
export function useOperation<Id extends ReadOperationId>(
  id: Id,
  input: OperationInput<Id> | undefined,
  options: { keepPrevious?: boolean } = {},
): OperationQuery<ReadData<Id>> {
  const query = useRead<ReadOutcome<ReadData<Id>>>(
    input === undefined ? undefined : queryKeys.operation(id, input),
    () => callOperation(id, input!) as Promise<IpcResult<ReadOutcome<ReadData<Id>>>>,
    options,
  );
  return { ...query, data: query.data?.data, drift: query.data?.drift ?? NO_DRIFT };
}

type WriteResult<Id extends WriteOperationId> = OperationOutput<Id> extends WriteOutcome<infer R> ? R : never;

/**
 * Sends a write once; afterwards the screens about its customer load again.
 * A refusal for lack of privilege turns every write action off for the rest
 * of the user's session (D100): the next form would be refused the same way.
 */
export function useWrite<Id extends WriteOperationId>(
  id: Id,
): (input: OperationInput<Id>) => Promise<IpcResult<WriteOutcome<WriteResult<Id>>>> {
  const client = useQueryClient();
  const writeRefused = useAppStore((s) => s.writeRefused);
  return useCallback(
    async (input) => {
      // The customer's name as the screens showed it: History finds the write by it (only keyed hashes are kept, D102).
      const about = customerOfRequest(input);
      const name = about ? useAppStore.getState().recentCustomers.find((c) => c.cpf === about)?.name : undefined;
      const sent =
        name && !(input as { customerName?: string }).customerName
          ? { ...input, customerName: name.slice(0, 200) }
          : input;
      const result = (await callOperation(id, sent)) as IpcResult<WriteOutcome<WriteResult<Id>>>;
      if (!result.ok && result.error.code === 'forbidden') writeRefused({ serviceSaid: result.error.details });
      if (result.ok) useAppStore.getState().writeWasAccepted();
      // An unknown outcome may have changed the data as much as a success: show what the service has now.
      const changed = result.ok || result.error.code === 'outcome-unknown';
      const cpf = customerOfRequest(input);
      if (changed && cpf) void client.invalidateQueries({ queryKey: queryKeys.customer(cpf) });
      return result;
    },
    [id, client, writeRefused],
  );
}
