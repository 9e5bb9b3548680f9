/** Masking of personal data before anything reaches a log (LGPD). */
import { maskCpf } from './cpf';

/**
 * Masks every run of exactly 11 digits (a CPF without separators) and every
 * formatted CPF in free text, such as URLs and error messages.
 */
export function maskCpfsInText(text: string): string {
  return text
    .replace(/\b\d{3}\.\d{3}\.\d{3}-\d{2}\b/g, (m) => maskCpf(m))
    .replace(/(?<!\d)\d{11}(?!\d)/g, (m) => maskCpf(m));
}
