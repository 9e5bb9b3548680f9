/**
 * A journal of N entries as the app writes them (bench 9, the journal's opening budget): writes and exports of
 * CUSTOMERS customers, each entry begun and finished, with the customers' keyed search hashes (D102), four minutes
 * apart. Written without fsyncs: N fsynced appends would take the machine for minutes, and what is measured is
 * reading, not writing.
 */
import * as fs from 'node:fs';
import { OperationsJournal } from '../../src-main/journal/journal';
import { searchKeysOf, type SearchKeys } from '../../src-main/journal/journal-search';
import { type FingerprintKey, fingerprintKeyId } from '../../src-main/journal/request-fingerprint';

const secret = Buffer.alloc(32, 3);
/** The installation's search key the entries were written with. */
export const JOURNAL_KEY: FingerprintKey = { id: fingerprintKeyId(secret), secret };
export const JOURNAL_NAMES = [
  'Patrícia Luiza Ribeiro',
  'Maria da Silva Santos',
  'João Ribeiro',
  'Ana Paula Souza',
  'Carlos Eduardo Lima',
];
export const CUSTOMERS = 2_000;
/** Minutes between two entries. */
export const ENTRY_GAP_MS = 4 * 60_000;

/** A valid CPF from a number (check digits computed). */
export function cpfOf(n: number): string {
  const base = String(100_000_000 + (n % 800_000_000)).padStart(9, '0');
  const digit = (digits: string) => {
    let sum = 0;
    for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (digits.length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const d1 = digit(base);
  return `${base}${d1}${digit(base + d1)}`;
}

/** Writes `n` entries into the journal at `path`, the first at `start` (ms); answers the instant after the last. */
export function writeJournalOfSize(path: string, n: number, start: number): number {
  let now = start;
  // Each customer's keyed hashes made once: what is measured is reading, not the writing of the journal.
  const keys = new Map<number, { cpf: string; search: SearchKeys }>();
  const journal = new OperationsJournal(path, () => new Date(now), { files: { ...fs, fsyncSync: () => undefined } });
  for (let i = 0; i < n; i++) {
    const customer = i % CUSTOMERS;
    let known = keys.get(customer);
    if (!known) {
      const cpf = cpfOf(customer * 7919);
      const name = `${JOURNAL_NAMES[customer % JOURNAL_NAMES.length]} ${customer}`;
      known = { cpf, search: searchKeysOf(JOURNAL_KEY, { cpf, name })! };
      keys.set(customer, known);
    }
    const e = journal.begin({
      user: 'maria.souza',
      environment: 'sandbox',
      action: i % 3 ? 'op4' : 'op3',
      title: i % 3 ? 'Aporte extra' : 'Abrir aviso de sinistro',
      customerCpf: known.cpf,
      identifiers: { idcertificado: String(100_000 + customer), linhaNegocio: 'PREVIDÊNCIA' },
      search: known.search,
    });
    journal.finish(e.id, i % 17 ? 'succeeded' : 'failed', { protocol: `SIN${String(i).padStart(9, '0')}` });
    now += ENTRY_GAP_MS;
  }
  journal.close();
  return now;
}
