/**
 * Renderer. What the write dialogs take from the customer record (Op8) to
 * fill in for the employee: the insured of a claim notice and the signer of a
 * proposal are usually the customer, and a claim notice can only be opened
 * for a line the customer holds (rules.ts, claimLineProblems; D93). The screen
 * that opens a dialog passes the record it already has; a dialog opened
 * without it reads the record itself.
 */
import { useMemo } from 'react';
import { CLAIM_LINES, type ClaimLine } from '../../src-shared/contract/rules';
import { calendarDateOf } from '../../src-shared/format/calendar-date';
import { email as emailSchema } from '../../src-shared/contract/primitives';
import { useOperation } from '../data/use-operation';
import { isYes } from '../screens/customer/card/registration-labels';
import { codeKey } from '../screens/customer/common/use-code-label';
import { customerOf } from '../screens/customer/customer-record';
import type { Cliente } from '../screens/customer/customer-types';

export interface WriteCustomer {
  /** 11 digits. */
  cpf: string;
  name: string | null;
  /** YYYY-MM-DD, from the record's digits (never shifted by a time zone). */
  birthDate: string | null;
  /** The first valid e-mail of the record. */
  email: string | null;
  /** Every valid e-mail of the record, in its order, each once: offered where a form asks for an e-mail. */
  emails: string[];
  /** The record registers the customer's death (`obito`): a claim notice is then made by someone else. */
  deceased: boolean;
  /** The line codes the record lists ('VIDA', 'PREVIDENCIA'…); null when it lists none, so nothing is known. */
  lines: string[] | null;
}

export function writeCustomerOf(cliente: Cliente, cpf: string): WriteCustomer {
  const lines = [...new Set(cliente.linhasNegocio.map((line) => codeKey(line.nome)).filter((code) => code !== ''))];
  const emails = [
    ...new Set(
      (cliente.contato?.emails ?? []).map((e) => e.email?.trim() ?? '').filter((e) => emailSchema.safeParse(e).success),
    ),
  ];
  return {
    cpf,
    name: cliente.nome?.trim() || null,
    birthDate: calendarDateOf(cliente.dataNascimento) ?? null,
    email: emails[0] ?? null,
    emails,
    deceased: isYes(cliente.obito),
    lines: lines.length > 0 ? lines : null,
  };
}

/** The claim lines to offer: those the customer holds, or both when the record does not say. */
export function claimLinesFor(customer: WriteCustomer | undefined): ClaimLine[] {
  const held = customer?.lines;
  return held ? CLAIM_LINES.filter((line) => held.includes(line)) : [...CLAIM_LINES];
}

export interface WriteCustomerQuery {
  customer: WriteCustomer | undefined;
  /** The record was asked for and could not be read: the dialog says so and offers what the contract allows. */
  failed: boolean;
}

/** The record the opener passed, or Op8 for `cpf` when it passed none (no CPF: nothing to read). */
export function useWriteCustomer(cpf: string | undefined, given: WriteCustomer | undefined): WriteCustomerQuery {
  const query = useOperation('op8', given || !cpf ? undefined : { path: { idpessoafisica: cpf } });
  const read = query.data;
  const customer = useMemo(
    () => given ?? (read && cpf ? writeCustomerOf(customerOf(read), cpf) : undefined),
    [given, read, cpf],
  );
  return { customer, failed: !given && query.error !== undefined && read === undefined };
}
