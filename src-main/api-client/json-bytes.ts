/**
 * The bytes of JSON's structure, for walks that find a list's elements in the bytes without decoding them
 * (read-list-in-slices.ts, D330; list-parsed-as-it-comes.ts, D615). In UTF-8 and the single-byte charsets these
 * bytes are those characters and never part of another.
 */
export const QUOTE = 0x22;
export const BACKSLASH = 0x5c;
export const COMMA = 0x2c;
export const OPEN_LIST = 0x5b;
export const CLOSE_LIST = 0x5d;
export const OPEN_RECORD = 0x7b;
export const CLOSE_RECORD = 0x7d;

/** JSON's own blanks (space, LF, CR, tab): what JSON.parse allows around values. */
export const isJsonBlank = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;
