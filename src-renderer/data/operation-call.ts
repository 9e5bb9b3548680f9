/**
 * Renderer. Calls an API operation by its contract id: the contract names the
 * domain and function of `window.api`, so screens never spell channel names.
 */
import { operations, type ReadOperationId, type WriteOperationId } from '../../src-shared/contract';
import type { OperationInput, OperationOutput } from '../../src-shared/ipc/channels';
import type { IpcResult } from '../../src-shared/ipc/ipc-result';
import { call } from '../ipc/use-ipc';

export type { ReadOperationId, WriteOperationId };

type AnyChannel = (input: unknown) => Promise<IpcResult<unknown>>;

export function callOperation<Id extends ReadOperationId | WriteOperationId>(
  id: Id,
  input: OperationInput<Id>,
): Promise<IpcResult<OperationOutput<Id>>> {
  const op = operations[id];
  const group = window.api[op.domain as keyof typeof window.api] as unknown as Record<string, AnyChannel>;
  return call(group[op.name]!(input)) as Promise<IpcResult<OperationOutput<Id>>>;
}
