/**
 * Masking of personal data before anything reaches a log (LGPD). Runs in every process.
 *
 * A CPF turns up written every way people and programs write it: `529.982.247-25`, `529982247-25`,
 * `529 982 247 25`, glued to a label (`CPF529…`), percent-encoded in a URL (`529982247%2D25`, `%35%32…`), as HTML
 * entities or JSON escapes, in full-width digits. So the text is read as a sequence of tokens, each one a
 * character or an encoded character, and classified as a digit, a separator (anything but a letter or a digit)
 * or a letter (which ends a number). Digits with at most MAX_GAP separators between them form a *run*; the
 * digits written together form a *group*. Eleven digits made of whole groups are a CPF to mask when:
 *   - they are one group (11 digits in a row, as before), or
 *   - they are the whole run (`529 982 247 25`, a phone number too: personal data as well), or
 *   - their check digits are valid (a CPF beside other numbers: `1 529.982.247-25`, two CPFs in a list).
 * A longer group is never cut: certificates (12 digits) and protocols (14) stay readable. A whole run that ends
 * in `,dd` (an amount such as `100.000.000,00`) is masked only when its check digits are valid.
 */
import { isValidCpf, maskCpf } from './cpf';

/** Separators allowed between two digits of one number ("529 - 982" has three). */
const MAX_GAP = 3;

/**
 * One token at the scan position: a percent-encoded ASCII byte or UTF-8 character (also double-encoded, `%252D`), a JSON/JS escape,
 * an HTML character reference, a backslash escape, or one code point. Every alternative consumes at least one
 * character and none overlaps another at the same position, so the scan is linear.
 */
const TOKEN =
  /(?:%(?:25)*[89A-Fa-f][0-9A-Fa-f])+|%(?:25)*[0-7][0-9A-Fa-f]|\\u[0-9A-Fa-f]{4}|\\x[0-9A-Fa-f]{2}|&#[xX][0-9A-Fa-f]{1,6};|&#[0-9]{1,7};|&[A-Za-z]{2,8};|\\[nrtbf]|[\s\S]/uy;

const ASCII_DIGIT = /^[0-9]$/;
const ANY_DIGIT = /^\p{Nd}$/u;
const LETTER_OR_NUMBER = /^[\p{L}\p{N}\p{M}]$/u;

type Kind = { digit: string } | 'separator' | 'letter';

/** The character a token stands for ('' when it stands for none we can name: a separator). */
function decode(token: string): string {
  if (token.length === 1) return token;
  if (token[0] === '%') {
    // One ASCII byte; or the bytes of a multi-byte UTF-8 character (no-break space, dashes…), one separator.
    const byte = parseInt(token.slice(-2), 16);
    return byte < 0x80 ? String.fromCharCode(byte) : '';
  }
  if (token.startsWith('\\u')) return String.fromCharCode(parseInt(token.slice(2), 16));
  if (token.startsWith('\\x')) return String.fromCharCode(parseInt(token.slice(2), 16));
  if (token.startsWith('&#x') || token.startsWith('&#X')) return safeCodePoint(parseInt(token.slice(3, -1), 16));
  if (token.startsWith('&#')) return safeCodePoint(Number(token.slice(2, -1)));
  if (token[0] === '&') return ''; // named entity: &nbsp;, &ndash;, &period;…
  if (token[0] === '\\') return ''; // \n, \t…
  // A surrogate pair read as one code point.
  return token;
}

function safeCodePoint(code: number): string {
  return Number.isInteger(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
}

/** The value of a Unicode decimal digit: full-width and mathematical digits fold to ASCII; other scripts by their block. */
function digitValue(char: string): string {
  const folded = char.normalize('NFKC');
  if (ASCII_DIGIT.test(folded)) return folded;
  // Decimal digits come in runs of ten, zero first: count back to the zero.
  const code = char.codePointAt(0)!;
  let value = 0;
  while (value < 9 && ANY_DIGIT.test(String.fromCodePoint(code - value - 1))) value++;
  return String(value);
}

function classify(token: string): Kind {
  const char = decode(token);
  if (char === '') return 'separator';
  if (ASCII_DIGIT.test(char)) return { digit: char };
  if (char.length === 1 && char.charCodeAt(0) < 0x80) return /[A-Za-z]/.test(char) ? 'letter' : 'separator';
  if (ANY_DIGIT.test(char)) return { digit: digitValue(char) };
  return LETTER_OR_NUMBER.test(char) ? 'letter' : 'separator';
}

interface Group {
  digits: string;
  /** Source offsets: where the group's first digit starts and its last digit ends. */
  start: number;
  end: number;
  /** The separators before this group, as written (for the amount rule). */
  gapBefore: string;
}

interface Replacement {
  start: number;
  end: number;
  text: string;
}

/** The CPFs inside one run of digit groups. */
function cpfsInRun(groups: Group[], out: Replacement[]): void {
  const total = groups.reduce((sum, g) => sum + g.digits.length, 0);
  if (total < 11) return;
  for (let first = 0; first < groups.length; first++) {
    let digits = '';
    let last = first;
    while (last < groups.length && digits.length < 11) digits += groups[last++]!.digits;
    last--;
    if (digits.length !== 11) continue;
    const single = first === last;
    const wholeRun = first === 0 && last === groups.length - 1;
    const looksLikeAmount = !single && groups[last]!.digits.length === 2 && groups[last]!.gapBefore === ',';
    if (single || (wholeRun && !looksLikeAmount) || isValidCpf(digits)) {
      out.push({ start: groups[first]!.start, end: groups[last]!.end, text: maskCpf(digits) });
      first = last; // the next CPF starts after this one
    }
  }
}

/** Masks every CPF in free text (URLs, error messages, log lines, file names) as ***.456.789-**. */
export function maskCpfsInText(text: string): string {
  if (!mayHoldCpf(text)) return text;
  const replacements: Replacement[] = [];
  let groups: Group[] = [];
  let gap = '';
  let gapCount = 0;
  /** The previous token was a digit: the next digit joins its group. */
  let inGroup = false;

  const endRun = () => {
    if (groups.length > 0) cpfsInRun(groups, replacements);
    groups = [];
    gap = '';
    gapCount = 0;
    inGroup = false;
  };

  let end = 0;
  while (end < text.length) {
    const start = end;
    const code = text.charCodeAt(start);
    let kind: Kind;
    let token: string;
    if (code < 0x80 && code !== 0x25 && code !== 0x26 && code !== 0x5c) {
      // Plain ASCII (neither `%`, `&` nor `\`, which may start an encoded character): classified by its code.
      token = text[start]!;
      end = start + 1;
      kind =
        code >= 48 && code <= 57
          ? { digit: token }
          : (code | 0x20) >= 97 && (code | 0x20) <= 122
            ? 'letter'
            : 'separator';
    } else {
      TOKEN.lastIndex = start;
      token = TOKEN.exec(text)![0];
      end = TOKEN.lastIndex;
      kind = classify(token);
    }
    if (kind === 'letter') {
      endRun();
    } else if (kind === 'separator') {
      inGroup = false;
      if (groups.length === 0) continue;
      gap += token;
      if (++gapCount > MAX_GAP) endRun();
    } else if (inGroup) {
      const group = groups[groups.length - 1]!;
      group.digits += kind.digit;
      group.end = end;
    } else {
      groups.push({ digits: kind.digit, start, end, gapBefore: gap });
      gap = '';
      gapCount = 0;
      inGroup = true;
    }
  }
  endRun();

  if (replacements.length === 0) return text;
  let masked = '';
  let at = 0;
  for (const r of replacements) {
    masked += text.slice(at, r.start) + r.text;
    at = r.end;
  }
  return masked + text.slice(at);
}

/**
 * Cheap first look: eleven digits need at least eleven ASCII digit characters (an encoded digit carries one:
 * `%35`, `&#53;`, `\u0035`) unless some are non-ASCII digits. Most log lines stop here.
 */
function mayHoldCpf(text: string): boolean {
  let digits = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      if (++digits >= 11) return true;
    } else if (c >= 0x80) {
      return true;
    }
  }
  return false;
}
