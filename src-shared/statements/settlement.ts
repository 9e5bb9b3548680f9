/**
 * Shared. Whether a movement is settled, the one rule every total and every
 * summary reads (D301, D410): an Op12 movement is settled when its status is
 * PROCESSADO; pending, cancelled and reversed ones, and one whose status the
 * service left out, are listed with their status and kept out of the settled
 * totals. Op14's detailed-balance entries carry no status field at all: they
 * are converted entries, settled.
 */
import { codeKey, MOVEMENT_TYPE_WORDS } from '../words/code-words';
import { isMissingText } from './missing';

export const SETTLED_STATUS = 'PROCESSADO';
/** The key of a movement whose status the service left out (null or blank). */
export const NO_STATUS = '';

/** A movement's settlement key: SETTLED_STATUS, another status code (in capitals), or NO_STATUS. */
export function settlementKey(entry: { statusMovimento?: string | null }): string {
  if (!('statusMovimento' in entry)) return SETTLED_STATUS;
  const status = entry.statusMovimento;
  return isMissingText(status) ? NO_STATUS : codeKey(status);
}

export function isSettled(entry: { statusMovimento?: string | null }): boolean {
  return settlementKey(entry) === SETTLED_STATUS;
}

/** Movement types in the order of the words list (contributions first), then any the list does not know, in pt-BR order. */
export function compareMovementTypes(a: string, b: string): number {
  const ia = KNOWN_TYPES.indexOf(codeKey(a));
  const ib = KNOWN_TYPES.indexOf(codeKey(b));
  return (ia < 0 ? KNOWN_TYPES.length : ia) - (ib < 0 ? KNOWN_TYPES.length : ib) || a.localeCompare(b, 'pt-BR');
}
const KNOWN_TYPES = Object.keys(MOVEMENT_TYPE_WORDS['pt-BR']);
