/** Shared. An operation's request as the contract's table describes it: the customer CPF a path names (D168). */
import { operationDefs } from './operations';

/** Path parameter names that hold the customer's CPF (D168): the same name is a CPF in every operation that has it. */
export const cpfPathParamNames: ReadonlySet<string> = new Set(
  Object.values(operationDefs).flatMap((op) => Object.entries(op.pathParams).flatMap(([name, p]) => (p.cpf ? [name] : []))),
);

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
