/**
 * Reads an error answer in any of the service's body styles (see
 * src-shared/contract/errors.ts and decisions D3, D9, D17):
 *   ErrorBody `{status, mensagem}` (status may carry a sub-code: "422.2"),
 *   Op11's schema variant `{status, message}`, Op4's `{Mensagens: [...]}`
 *   and `{Mensagem}`, the gateway's `{statusCode, message}`, no body at all,
 * and whatever a proxy in between may send instead (an HTML page, other JSON).
 * Unknown content never becomes a message: an HTML page or a stack trace is
 * not something to show an employee, nor to copy into a log.
 */

export type ErrorBodyShape = 'ErrorBody' | 'Mensagens' | 'Mensagem' | 'Gateway' | 'empty' | 'not-json' | 'unexpected';

export interface ReadErrorBody {
  messages: string[];
  /** ErrorBody `status` text when it carries a sub-code ("422.2", "401.1"); absent for a plain "404". */
  subCode?: string;
  shape: ErrorBodyShape;
}

/** Bounds what a hostile or broken body can push into the UI and logs. */
const MAX_MESSAGES = 20;
const MAX_MESSAGE_LENGTH = 500;
const SUB_CODE = /^\d{3}\.\d+$/;

function isJsonMediaType(contentType: string | undefined): boolean {
  if (!contentType) return true; // no header: try, the body decides
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || type.endsWith('+json') || type === 'text/json';
}

function cleanMessages(values: unknown[]): string[] {
  return values
    .filter((v): v is string => typeof v === 'string')
    .map((v) => v.trim())
    .filter((v) => v.length > 0)
    .slice(0, MAX_MESSAGES)
    .map((v) => (v.length > MAX_MESSAGE_LENGTH ? `${v.slice(0, MAX_MESSAGE_LENGTH)}…` : v));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** `_status` is accepted for the callers' convenience; the body alone tells its style (the same status has different styles per operation). */
export function readErrorBody(_status: number, contentType: string | undefined, text: string): ReadErrorBody {
  if (text.trim() === '') return { messages: [], shape: 'empty' };
  if (!isJsonMediaType(contentType)) return { messages: [], shape: 'not-json' };
  const body = parseJson(text);
  if (body === undefined) return { messages: [], shape: 'not-json' };
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { messages: [], shape: 'unexpected' };
  const fields = body as Record<string, unknown>;

  if (Array.isArray(fields.Mensagens)) return { messages: cleanMessages(fields.Mensagens), shape: 'Mensagens' };
  if (typeof fields.Mensagem === 'string') return { messages: cleanMessages([fields.Mensagem]), shape: 'Mensagem' };
  if (typeof fields.statusCode === 'number') return { messages: cleanMessages([fields.message]), shape: 'Gateway' };
  if (typeof fields.status === 'string' || typeof fields.status === 'number') {
    // Op11's samples say `mensagem`, its schema `message` (D17): accept both.
    const messages = cleanMessages([fields.mensagem ?? fields.message]);
    const code = String(fields.status).trim();
    return SUB_CODE.test(code) ? { messages, subCode: code, shape: 'ErrorBody' } : { messages, shape: 'ErrorBody' };
  }
  return { messages: [], shape: 'unexpected' };
}
