/**
 * Shared. An operation's request as the contract's table describes it: the schemas of its parts (path parameters,
 * query, body) for whoever validates a request, the customer CPF a path names, and the mark a part carries once
 * its operation's own schema accepted it, so that nothing in the same process parses it again (D171).
 */
import { z } from 'zod';
import type { OperationDef } from './operation';
import { operationDefs } from './operations';

/** Which contract schema accepted a part (a path's parameter table, a query or body schema). */
const acceptedBy = new WeakMap<object, object>();

function freezeDeep(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) freezeDeep(inner);
}

/** Marks a part its schema just produced, frozen so that what was checked is what is sent. */
function accepted<T>(by: object): (value: T) => T {
  return (value) => {
    if (typeof value === 'object' && value !== null) {
      freezeDeep(value);
      acceptedBy.set(value, by);
    }
    return value;
  };
}

/**
 * True when `part` came out of the schema `by` (the same parameter table, query or body schema of the contract)
 * and has not changed since: the client then sends it as it is. Anything else (a request put together in the
 * main process, a copy) is parsed as usual.
 */
export function isAccepted(part: unknown, by: object | undefined): boolean {
  return by !== undefined && typeof part === 'object' && part !== null && acceptedBy.get(part) === by;
}

/** An operation's path parameters as one object schema (each parameter's `input`): IPC channels and exports validate with it. */
export function pathSchema(op: OperationDef) {
  const shape = Object.fromEntries(Object.entries(op.pathParams).map(([name, p]) => [name, p.input]));
  return z.strictObject(shape).transform(accepted<Record<string, string>>(op.pathParams));
}

/** An operation's query schema (when it has one), its output marked as accepted. */
export function querySchema(op: OperationDef & { query: z.ZodObject }) {
  return op.query.transform(accepted<Record<string, unknown>>(op.query));
}

/** An operation's body schema (when it has one), its output marked as accepted. */
export function bodySchema(op: OperationDef & { body: z.ZodType }) {
  return op.body.transform(accepted<unknown>(op.body));
}

/** Path parameter names that hold the customer's CPF (D168): the same name is a CPF in every operation that has it. */
export const cpfPathParamNames: ReadonlySet<string> = new Set(
  Object.values(operationDefs).flatMap((op) =>
    Object.entries(op.pathParams).flatMap(([name, p]) => (p.cpf ? [name] : [])),
  ),
);

/** A field or parameter named as holding a CPF (any "cpf" in its name, or a path parameter the contract marks): masked wherever it is shown or kept. */
export function holdsCpf(fieldName: string): boolean {
  return /cpf/i.test(fieldName) || cpfPathParamNames.has(fieldName);
}

/** The customer a path names: the CPF in 11 digits (Op3 and Op10 may send it as an integer, D13: padded back). */
export function customerCpfInPath(path: Readonly<Record<string, unknown>> | undefined): string | undefined {
  for (const [name, value] of Object.entries(path ?? {})) {
    if (cpfPathParamNames.has(name) && typeof value === 'string' && value !== '') return value.padStart(11, '0');
  }
  return undefined;
}

/** A path's business identifiers: every parameter but the customer's CPF (what the journal keeps beside it). */
export function pathIdentifiers(path: Readonly<Record<string, string>> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(path ?? {}).filter(([name]) => !cpfPathParamNames.has(name)));
}
