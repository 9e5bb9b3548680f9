/**
 * Main process. History search by a customer's full CPF or name without the
 * journal holding either in the clear (D102): each attempt keeps keyed hashes
 * (HMAC-SHA-256 with the installation's secret, the one of the request
 * fingerprints, fingerprint-key.ts) of its customer's CPF and of each word of
 * their name, folded (no case, no accents); a search hashes what was typed
 * the same way and compares hashes. Without the secret, which never touches
 * our files, the hashes say nothing; a name is found by whole words, in any
 * order ("maria silva" finds "Maria da Silva Santos"), never by a piece of one.
 */
import { createHmac } from 'node:crypto';
import { cpfDigits, isValidCpf } from '../../src-shared/cpf';
import { foldText } from '../../src-shared/text/fold-text';
import type { FingerprintKey } from './request-fingerprint';

/** 128 bits of each MAC: more than enough to tell a few million entries apart, half the bytes on disk. */
const MAC_HEX = 32;
/** Words that say nothing of who the customer is ("da", "dos", "e"), left out of the index and of searches. */
const PARTICLES = new Set(['da', 'das', 'de', 'di', 'do', 'dos', 'du', 'e', 'y']);
const MAX_NAME_WORDS = 12;

export interface SearchKeys {
  /** fingerprintKeyId() of the secret the keys were made with: another secret's keys cannot be compared. */
  keyId: string;
  keys: string[];
}

function mac(key: FingerprintKey, kind: 'cpf' | 'name', value: string): string {
  return createHmac('sha256', key.secret)
    .update(`balcao/journal-search/${kind}\n${value}`)
    .digest('hex')
    .slice(0, MAC_HEX);
}

/** The words of a name as searched: folded, split on anything not a letter or digit, particles and single letters out. */
export function nameWords(name: string): string[] {
  const words = foldText(name)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2 && !PARTICLES.has(w));
  return [...new Set(words)].slice(0, MAX_NAME_WORDS);
}

/** What a journal entry keeps to be found by its customer's CPF and name. */
export function searchKeysOf(key: FingerprintKey, customer: { cpf?: string; name?: string }): SearchKeys | undefined {
  const keys: string[] = [];
  const digits = customer.cpf ? cpfDigits(customer.cpf).padStart(11, '0') : '';
  if (digits.length === 11) keys.push(mac(key, 'cpf', digits));
  for (const word of nameWords(customer.name ?? '')) keys.push(mac(key, 'name', word));
  return keys.length > 0 ? { keyId: key.id, keys } : undefined;
}

/** A search typed in History as keyed hashes: every one of `all` must be among an entry's keys. Undefined when the text is neither a CPF nor a name. */
export interface SearchProbe {
  keyId: string;
  all: string[];
}

export function searchProbeOf(key: FingerprintKey, text: string): SearchProbe | undefined {
  const trimmed = text.trim();
  // A CPF as typed or pasted (with or without dots and hyphen): only a valid one is a CPF search.
  if (/^[\d.\-\s]+$/.test(trimmed)) {
    const digits = cpfDigits(trimmed);
    return digits.length === 11 && isValidCpf(digits) ? { keyId: key.id, all: [mac(key, 'cpf', digits)] } : undefined;
  }
  const words = nameWords(trimmed);
  return words.length > 0 ? { keyId: key.id, all: words.map((w) => mac(key, 'name', w)) } : undefined;
}

/** Whether an entry's keys hold everything the probe asks for (false for keys of another secret). */
export function matchesProbe(
  probe: SearchProbe,
  entry: { searchKeyId?: string; searchKeys?: readonly string[] },
): boolean {
  if (entry.searchKeyId !== probe.keyId || !entry.searchKeys) return false;
  return probe.all.every((k) => entry.searchKeys!.includes(k));
}
