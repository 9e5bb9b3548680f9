/**
 * Shared. Whether a movement is settled, the one rule every total and every
 * summary reads (D301, D410): an Op12 movement is settled when its status is
 * PROCESSADO; pending, cancelled and reversed ones, and one whose status the
 * service left out, are listed with their status and kept out of the settled
 * totals. Op14's detailed-balance entries carry no status field at all: they
 * are converted entries, settled.
 */
import { codeKey } from '../words/code-words';
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
