/**
 * Renderer. A reference look-up form on the data layer: nothing is asked
 * until the employee submits; submitting other values asks for them, and
 * submitting the same values again asks the service again (the employee
 * pressed "Consultar" to see what the service says now, not a cached answer).
 */
import { hashKey } from '@tanstack/react-query';
import { useState } from 'react';
import type { OperationInput } from '../../../src-shared/ipc/channels';
import type { ReadOperationId } from '../../data/operation-call';
import { queryKeys } from '../../data/query-keys';
import { useOperation } from '../../data/use-operation';

export function useLookup<Id extends ReadOperationId>(id: Id) {
  const [request, setRequest] = useState<OperationInput<Id>>();
  const query = useOperation(id, request);

  function submit(next: OperationInput<Id>): void {
    const same =
      request !== undefined && hashKey(queryKeys.operation(id, request)) === hashKey(queryKeys.operation(id, next));
    if (same) query.reload();
    else setRequest(next);
  }

  return { query, submitted: request !== undefined, submit };
}
