/** CPF (Cadastro de Pessoas Físicas) rules shared by every process. */

const CPF_DIGITS = /^\d{11}$/;

/** Keeps only the digits, so "123.456.789-09" and "12345678909" compare equal. */
export function cpfDigits(input: string): string {
  return input.replace(/\D/g, '');
}

/**
 * Every digit written in a pasted or typed text, in order and all of them (not cut at 11: the caller says when there
 * are too many). "CPF: 272.084.471-36", " 272 084 471 36\n" from a spreadsheet cell, NBSP-separated groups and
 * full-width "２７２．０８４…" all read 27208447136. Compatibility forms (full-width, mathematical) count as the digit
 * they stand for (Unicode NFKC); every other character is dropped.
 */
export function cpfDigitsOfText(text: string): string {
  return text.normalize('NFKC').replace(/[^0-9]/g, '');
}

function checkDigit(digits: string, length: number): number {
  let sum = 0;
  for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** True when the 11 digits carry valid check digits and are not a repeated digit (000…, 111…). */
export function isValidCpf(input: string): boolean {
  const digits = cpfDigits(input);
  if (!CPF_DIGITS.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  return checkDigit(digits, 9) === Number(digits[9]) && checkDigit(digits, 10) === Number(digits[10]);
}

/** Completes 9 base digits with their two check digits. */
export function cpfWithCheckDigits(base9: string): string {
  if (!/^\d{9}$/.test(base9)) throw new Error('cpfWithCheckDigits needs 9 digits');
  const first = checkDigit(base9, 9);
  return base9 + String(first) + String(checkDigit(base9 + String(first), 10));
}

/** 000.000.000-00; partial input is masked as far as it goes (for typing). */
export function formatCpf(input: string): string {
  const d = cpfDigits(input).slice(0, 11);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}.${d.slice(3)}`;
  if (d.length <= 9) return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`;
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}

/**
 * Masked for screens and logs (LGPD): only the middle six digits stay, as the
 * Brazilian government's own portals show it: ***.456.789-**.
 */
export function maskCpf(input: string): string {
  const d = cpfDigits(input);
  if (d.length !== 11) return '***.***.***-**';
  return `***.${d.slice(3, 6)}.${d.slice(6, 9)}-**`;
}
