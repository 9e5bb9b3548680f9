/**
 * Renderer. A reference look-up form on the data layer: nothing is asked
 * until the employee submits; submitting other values asks for them, and
 * submitting the same values again asks the service again (the employee
 * pressed "Consultar" to see what the service says now, not a cached answer).
 */
import { useState } from 'react';
import type { OperationInput } from '../../../src-shared/ipc/channels';
import type { ReadOperationId } from '../../data/operation-call';
import { requestKey, useOperation } from '../../data/use-operation';

export function useLookup<Id extends ReadOperationId>(id: Id) {
  const [request, setRequest] = useState<OperationInput<Id>>();
  const query = useOperation(id, request);

  function submit(next: OperationInput<Id>): void {
    if (request !== undefined && requestKey(id, request) === requestKey(id, next)) query.reload();
    else setRequest(next);
  }

  return { query, submitted: request !== undefined, submit };
}
