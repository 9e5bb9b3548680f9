/**
 * Main process. Fingerprint of a request, to warn before the same write is
 * sent twice (a double click, or a retry after a timeout that had in fact
 * succeeded).
 *
 * Keyed (HMAC-SHA-256 with the installation's secret, fingerprint-key.ts):
 * a plain hash of a request made of a masked CPF, a certificate and an
 * amount can be brute-forced back to the full CPF in about a minute (issue
 * 12). Without the secret, which never touches our files, it cannot (D61).
 */
import { createHmac } from 'node:crypto';

/** JSON with object keys sorted at every level, so equal requests give equal text whatever the key order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(v).sort()) sorted[key] = (v as Record<string, unknown>)[key];
    return sorted;
  });
}

export interface FingerprintKey {
  /** Short public name of the secret (an HMAC of a constant): tells which key a stored fingerprint was made with. */
  id: string;
  secret: Buffer;
}

export function fingerprintKeyId(secret: Buffer): string {
  return createHmac('sha256', secret).update('balcao/journal-fingerprint-key-id').digest('hex').slice(0, 12);
}

/** "<key id>:<HMAC-SHA-256 hex>" of action + environment + the full request. Only this is stored, never the request. */
export function keyedFingerprint(key: FingerprintKey, action: string, environment: string, request: unknown): string {
  const mac = createHmac('sha256', key.secret).update(canonicalJson({ action, environment, request })).digest('hex');
  return `${key.id}:${mac}`;
}

/** The key id a fingerprint was made with ('' for anything else). */
export function keyIdOf(fingerprint: string): string {
  const colon = fingerprint.indexOf(':');
  return colon > 0 ? fingerprint.slice(0, colon) : '';
}
