/**
 * Fingerprint of a request, to warn before the same write is sent twice
 * (a double click, or a retry after a timeout that had in fact succeeded).
 */
import { createHash } from 'node:crypto';

/** JSON with object keys sorted at every level, so equal requests give equal text whatever the key order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(v).sort()) sorted[key] = (v as Record<string, unknown>)[key];
    return sorted;
  });
}

/** sha256 (hex) of canonical JSON of action + environment + the full request. Only the hash is stored, never the request. */
export function requestFingerprint(action: string, environment: string, request: unknown): string {
  return createHash('sha256').update(canonicalJson({ action, environment, request })).digest('hex');
}
