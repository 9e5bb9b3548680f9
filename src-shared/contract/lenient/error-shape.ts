/**
 * Shared. Whether a success answer's body is an error body in disguise (D202): many services answer 200 with
 * `{ "status": "404", "mensagem": "Cliente não encontrado." }`. Recognised by the shapes services write errors in —
 * ErrorBody `{status, mensagem|message}`, `{Mensagens}`, `{Mensagem}`, the gateway's `{statusCode, message}`,
 * `{errors}`, `{error}`, RFC 7807's `{title, status}` — field names in any case. The caller decides it IS the error
 * only when the answer also lacks what it was asked for; the status it carries says which error.
 */
import { isPlainObject } from './compile-reader';

const lowercaseKeys = (body: Record<string, unknown>): Map<string, unknown> =>
  new Map(Object.keys(body).map((key) => [key.toLowerCase(), body[key]]));

const isText = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';
const isCode = (value: unknown): boolean => isText(value) || (typeof value === 'number' && Number.isFinite(value));
const hasContent = (value: unknown): boolean =>
  isText(value) ||
  (Array.isArray(value) && value.length > 0) ||
  (isPlainObject(value) && Object.keys(value).length > 0);

export function carriesError(body: unknown): boolean {
  if (!isPlainObject(body)) return false;
  const fields = lowercaseKeys(body);
  const message = isText(fields.get('mensagem')) || isText(fields.get('message'));
  if ((isCode(fields.get('status')) || isCode(fields.get('statuscode'))) && message) return true;
  if (hasContent(fields.get('mensagens'))) return true;
  if (hasContent(fields.get('errors')) || hasContent(fields.get('error'))) return true;
  return isText(fields.get('title')) && isCode(fields.get('status'));
}

const HTTP_CODE = /^\s*([45]\d\d)(?:\.\d+)?\s*$/;

/** The HTTP error status an error body names (`"404"`, `"422.2"`, `404`, `statusCode: 429`), or undefined. */
export function errorStatusIn(body: unknown): number | undefined {
  if (!isPlainObject(body)) return undefined;
  const fields = lowercaseKeys(body);
  for (const name of ['status', 'statuscode']) {
    const value = fields.get(name);
    const match = typeof value === 'string' || typeof value === 'number' ? HTTP_CODE.exec(String(value)) : null;
    if (match) return Number(match[1]);
  }
  return undefined;
}
