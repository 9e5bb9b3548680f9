/**
 * Everything the journal writes passes through here first: it must never hold
 * a raw CPF (LGPD), whatever the caller put in titles, identifiers or messages.
 */
import { holdsCpf } from '../../src-shared/contract';
import { cpfDigits, maskCpf } from '../../src-shared/cpf';
import { maskCpfsInText } from '../../src-shared/mask';
import type { ErrorWords } from '../../src-shared/words/error-codes';
import type { JournalResult } from './journal-types';

const ALREADY_MASKED = /^\*\*\*\.(\d{3}|\*{3})\.(\d{3}|\*{3})-\*\*$/;

/** A CPF from a form or a path (possibly an integer without leading zeros) as ***.456.789-**. */
export function maskCustomerCpf(cpf: string): string {
  if (ALREADY_MASKED.test(cpf)) return cpf;
  const digits = cpfDigits(cpf);
  // Op3/Op10 send the CPF as an integer: put the leading zeros back before masking.
  return maskCpf(digits.length > 0 && digits.length < 11 ? digits.padStart(11, '0') : digits);
}

/**
 * A whole UUID: an id the app made (a journal entry's reference on its receipt, D361), never personal data. The text
 * masker would read eleven of its digits across the dashes as a CPF now and then (about one in a hundred), and the
 * reference would then be lost from the History's search and from the entry.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function maskIdentifiers(identifiers: Record<string, string>): Record<string, string> {
  const masked: Record<string, string> = {};
  for (const [key, value] of Object.entries(identifiers)) {
    // Identifier keys that hold a CPF, including the path parameters the contract marks as CPFs (D168).
    masked[key] = holdsCpf(key) ? maskCustomerCpf(value) : UUID.test(value) ? value : maskCpfsInText(value);
  }
  return masked;
}

export function maskResult(result: JournalResult): JournalResult {
  const masked: JournalResult = { ...result };
  // API messages often repeat the request's CPF; file paths may carry it in the name.
  if (result.messages) masked.messages = result.messages.map(maskCpfsInText);
  if (result.said) masked.said = result.said.map(maskWords);
  if (result.file !== undefined) masked.file = maskCpfsInText(result.file);
  if (result.protocol !== undefined) masked.protocol = maskCpfsInText(result.protocol);
  return masked;
}

/** Our own words keep their code; the text they carry (a path, a reason from the system) is masked like a message. */
function maskWords(said: ErrorWords): ErrorWords {
  const params = Object.fromEntries(Object.entries(said.params).map(([name, value]) => [name, maskValue(value)]));
  return { ...said, params, ...(said.then ? { then: maskWords(said.then) } : {}) } as ErrorWords;
}

function maskValue(value: unknown): unknown {
  if (typeof value === 'string') return maskCpfsInText(value);
  const nested = value as Partial<ErrorWords> | null;
  return typeof nested === 'object' && nested?.code !== undefined ? maskWords(nested as ErrorWords) : value;
}
