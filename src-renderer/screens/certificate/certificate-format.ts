/** Small display helpers of the certificate screen (the shared ones live in src-shared/format/display.ts). */
import { EMPTY } from '../../../src-shared/format/display';

/** 00.000.000/0000-00 when the text holds 14 digits; otherwise as sent (or an em dash). */
export function formatCnpj(value: string | null | undefined): string {
  if (value === null || value === undefined || value.trim() === '') return EMPTY;
  const d = value.replace(/\D/g, '');
  if (d.length !== 14) return value.trim();
  return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`;
}

/** Free-text path identifiers (coverage, fund): letters, digits, `.`, `_`, `-`, never `.` or `..` (D15). */
export function isPathText(value: string, max = 20): boolean {
  return value.length > 0 && value.length <= max && /^[A-Za-z0-9._-]+$/.test(value) && value !== '.' && value !== '..';
}
