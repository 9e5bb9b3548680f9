/**
 * Shared. The few web-platform globals shared code may use beyond ECMAScript: Chromium (renderer, preload) and
 * Node (main, sandbox) both provide them, with these shapes. Only tsconfig.shared.json sees this file (shared code
 * is checked with the ES lib alone, D161); every other process gets the same names from its DOM or Node types.
 * Add a name here only when both runtimes have it.
 */

/** Decodes base64 text to a binary string; throws on text that is not base64. */
declare function atob(data: string): string;

/** WHATWG URL: the members shared code reads. */
interface URL {
  readonly href: string;
  readonly origin: string;
  readonly protocol: string;
  readonly username: string;
  readonly password: string;
  readonly host: string;
  readonly hostname: string;
  readonly port: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  toString(): string;
}

/** Throws a TypeError on text that is not an absolute URL (or relative to `base`). */
declare const URL: { new (url: string, base?: string): URL; readonly prototype: URL };
