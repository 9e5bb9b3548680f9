/**
 * Reads an error answer in any of the service's body styles (see
 * src-shared/contract/errors.ts and decisions D3, D9, D17, D217):
 *   ErrorBody `{status, mensagem}` (status may carry a sub-code: "422.2"),
 *   Op11's schema variant `{status, message}`, Op4's `{Mensagens: [...]}`
 *   and `{Mensagem}`, the gateway's `{statusCode, message}`, a list of
 *   errors `{errors: [{code, message, field?}]}`, ASP.NET's validation
 *   `{errors: {conta: ["…"]}}`, RFC 7807 `{title, status, detail}`,
 *   `{error: "…"}` / `{error: {code, message}}`, no body at all,
 * and whatever a proxy in between may send instead (an HTML page, other JSON).
 * Unknown content never becomes a message: an HTML page or a stack trace is
 * not something to show an employee, nor to copy into a log. What is read is
 * text, shown as text (never markup).
 */

export type ErrorBodyShape =
  | 'ErrorBody'
  | 'Mensagens'
  | 'Mensagem'
  | 'Gateway'
  | 'Errors'
  | 'Validation'
  | 'Problem'
  | 'Error'
  | 'empty'
  | 'not-json'
  | 'unexpected';

export interface ReadErrorBody {
  messages: string[];
  /** ErrorBody `status` text when it carries a sub-code ("422.2", "401.1"); absent for a plain "404". */
  subCode?: string;
  /** Messages per field the service named, by its own name for it ("conta", "dadosBancarios.conta"); `[n]` as `.n`. */
  fields?: Record<string, string[]>;
  shape: ErrorBodyShape;
}

/** Bounds what a hostile or broken body can push into the UI and logs. */
const MAX_MESSAGES = 20;
const MAX_FIELDS = 20;
const MAX_MESSAGE_LENGTH = 500;
const MAX_FIELD_NAME_LENGTH = 100;
const SUB_CODE = /^\d{3}\.\d+$/;

function isJsonMediaType(contentType: string | undefined): boolean {
  if (!contentType) return true; // no header: try, the body decides
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || type.endsWith('+json') || type === 'text/json';
}

/** One line of text: control characters (a newline, a bidi override is kept: it is text) become spaces, bounded. */
function cleanMessage(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  // eslint-disable-next-line no-control-regex -- the point is to remove them
  const text = value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  if (text.length === 0) return undefined;
  return text.length > MAX_MESSAGE_LENGTH ? `${text.slice(0, MAX_MESSAGE_LENGTH)}…` : text;
}

function cleanMessages(values: unknown[]): string[] {
  const messages: string[] = [];
  for (const value of values) {
    const text = cleanMessage(value);
    if (text !== undefined && !messages.includes(text)) messages.push(text);
    if (messages.length >= MAX_MESSAGES) break;
  }
  return messages;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A field's name as the service wrote it, as a dotted path: "$.dadosBancarios.conta", "fundos[0].codigo" → "dadosBancarios.conta", "fundos.0.codigo". */
function fieldName(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const name = value
    .trim()
    .replace(/^#?\/|^\$\.?/, '')
    .replace(/\//g, '.')
    .replace(/\[(\w+)\]/g, '.$1')
    .replace(/^\.+|\.+$/g, '');
  return name.length > 0 && name.length <= MAX_FIELD_NAME_LENGTH && /^[\p{L}\p{N}_.-]+$/u.test(name) ? name : undefined;
}

function addField(fields: Record<string, string[]>, name: string | undefined, messages: string[]): void {
  if (name === undefined || messages.length === 0) return;
  if (!(name in fields) && Object.keys(fields).length >= MAX_FIELDS) return;
  fields[name] = [...(fields[name] ?? []), ...messages].slice(0, MAX_MESSAGES);
}

/** The message of one item of an `errors` list: a text, or an object's `message`/`mensagem`/`detail`/`description`. */
function itemMessage(item: unknown): string | undefined {
  if (!isObject(item)) return cleanMessage(item);
  return cleanMessage(
    item.message ?? item.mensagem ?? item.Message ?? item.Mensagem ?? item.detail ?? item.description ?? item.descricao,
  );
}

function itemField(item: unknown): string | undefined {
  if (!isObject(item)) return undefined;
  const source = isObject(item.source) ? (item.source.pointer ?? item.source.parameter) : undefined;
  return fieldName(
    item.field ?? item.campo ?? item.propertyName ?? item.property ?? item.path ?? item.PropertyName ?? source,
  );
}

function withFields(read: ReadErrorBody, fields: Record<string, string[]>): ReadErrorBody {
  return Object.keys(fields).length > 0 ? { ...read, fields } : read;
}

/** `errors` as a list (`[{code, message, field}]`) or as ASP.NET's map (`{conta: ["…"]}`), with the body's own `detail` or `title` first. */
function readErrors(body: Fields, errors: unknown): ReadErrorBody | undefined {
  const fields: Record<string, string[]> = {};
  const lead = cleanMessages([body.detail ?? body.mensagem ?? body.message ?? body.title]);
  if (Array.isArray(errors)) {
    const messages: string[] = [];
    for (const item of errors.slice(0, MAX_MESSAGES)) {
      const message = itemMessage(item);
      if (message === undefined) continue;
      messages.push(message);
      addField(fields, itemField(item), [message]);
    }
    if (messages.length === 0 && lead.length === 0) return undefined;
    return withFields({ messages: cleanMessages([...lead, ...messages]), shape: 'Errors' }, fields);
  }
  if (!isObject(errors)) return undefined;
  const messages: string[] = [];
  for (const [name, value] of Object.entries(errors).slice(0, MAX_FIELDS)) {
    const texts = cleanMessages(Array.isArray(value) ? value : [value]);
    messages.push(...texts);
    addField(fields, fieldName(name), texts);
  }
  if (messages.length === 0 && lead.length === 0) return undefined;
  return withFields({ messages: cleanMessages([...lead, ...messages]), shape: 'Validation' }, fields);
}

/**
 * An error body already parsed (an answer that carries an error whatever its HTTP status, read by the contract's
 * reader, goes through here too): its messages, sub-code and fields.
 */
export function readErrorObject(body: unknown): ReadErrorBody {
  if (!isObject(body)) return { messages: [], shape: 'unexpected' };
  const fields = body;

  if (Array.isArray(fields.Mensagens)) return { messages: cleanMessages(fields.Mensagens), shape: 'Mensagens' };
  if (typeof fields.Mensagem === 'string') return { messages: cleanMessages([fields.Mensagem]), shape: 'Mensagem' };
  if (typeof fields.statusCode === 'number') return { messages: cleanMessages([fields.message]), shape: 'Gateway' };
  if (fields.errors !== undefined) {
    const errors = readErrors(fields, fields.errors);
    if (errors) return errors;
  }
  // RFC 7807: `detail` is this occurrence's reason; `title` only the kind of problem (ours says that better).
  if (typeof fields.detail === 'string' && (typeof fields.title === 'string' || typeof fields.type === 'string')) {
    return { messages: cleanMessages([fields.detail]), shape: 'Problem' };
  }
  if (typeof fields.status === 'string' || typeof fields.status === 'number') {
    // Op11's samples say `mensagem`, its schema `message` (D17): accept both.
    const messages = cleanMessages([fields.mensagem ?? fields.message]);
    const code = String(fields.status).trim();
    return SUB_CODE.test(code) ? { messages, subCode: code, shape: 'ErrorBody' } : { messages, shape: 'ErrorBody' };
  }
  if (typeof fields.error === 'string' || (isObject(fields.error) && typeof fields.error.message === 'string')) {
    const error = fields.error;
    return {
      messages: cleanMessages([isObject(error) ? error.message : error, fields.message ?? fields.error_description]),
      shape: 'Error',
    };
  }
  if (typeof fields.mensagem === 'string' || typeof fields.message === 'string')
    return { messages: cleanMessages([fields.mensagem ?? fields.message]), shape: 'Error' };
  return { messages: [], shape: 'unexpected' };
}

/** `_status` is accepted for the callers' convenience; the body alone tells its style (the same status has different styles per operation). */
export function readErrorBody(_status: number, contentType: string | undefined, text: string): ReadErrorBody {
  if (text.trim() === '') return { messages: [], shape: 'empty' };
  if (!isJsonMediaType(contentType)) return { messages: [], shape: 'not-json' };
  const body = parseJson(text);
  if (body === undefined) return { messages: [], shape: 'not-json' };
  return readErrorObject(body);
}
