/**
 * Numbers as a Brazilian employee types them: "1.234,56" (pt-BR), but also
 * "1234,56", "1234.56" or "R$ 1.234,56". The limits themselves are checked
 * by the contract; this only turns text into a number.
 */

/** The number typed, or NaN when the text is not a number. */
export function parseDecimalBR(text: string): number {
  const compact = text.replace(/R\$|\s/g, '');
  if (compact === '') return Number.NaN;
  let normalized: string;
  if (compact.includes(',')) {
    // pt-BR: dots group thousands, the comma separates the cents.
    normalized = compact.replace(/\./g, '').replace(',', '.');
  } else if (/^\d{1,3}(\.\d{3})+$/.test(compact)) {
    // "1.234" is one thousand two hundred and thirty-four in pt-BR, not 1,234.
    normalized = compact.replace(/\./g, '');
  } else {
    normalized = compact;
  }
  return /^-?\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : Number.NaN;
}

/** True when the text is blank (so the message asks for a value rather than a format). */
export function isBlank(text: string): boolean {
  return text.trim() === '';
}
