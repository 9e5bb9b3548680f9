/**
 * Reads a success answer of an operation tolerantly: the answer as far as it
 * could be understood, plus its drift report. The list or record is found
 * where the service put it (the answer itself, an envelope, a list of one:
 * locate.ts). Only an answer where it is not there at all (text, null for a
 * record, an object with none of the record's or the list's fields, several
 * records where one is expected, a record without its identity) is refused:
 * nothing is invented. Shared: the client in the main process uses it.
 */
import type { z } from 'zod';
import type { OperationDef } from '../operation';
import { compileReader, isPlainObject, readField } from './compile-reader';
import { DriftCollector, type DriftReport } from './drift';
import { envelopeContent, looksLikeRecord, recordFieldsOf } from './locate';
import { defOf } from '../zod-def';

export class UnreadableAnswer extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'UnreadableAnswer';
  }
}

export interface ReadAnswer<T = unknown> {
  data: T;
  drift: DriftReport;
}

/** The path the drift report uses for the answer as a whole. */
export const ROOT_PATH = '(resposta)';

/** Which top-level shapes a schema can read: a record, a list, or either (D17's unions). */
export function topLevelKinds(schema: z.ZodType): { record: boolean; list: boolean } {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return { record: true, list: false };
    case 'array':
      return { record: false, list: true };
    case 'pipe':
      return topLevelKinds(def.in!);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
      return topLevelKinds(def.innerType!);
    case 'union': {
      const kinds = def.options!.map(topLevelKinds);
      return { record: kinds.some((k) => k.record), list: kinds.some((k) => k.list) };
    }
    default:
      return { record: true, list: true };
  }
}

export interface ReadOptions {
  /**
   * Parses the answer's text again keeping every digit (exact-json.ts): called only when a number was met whose
   * digits JSON.parse lost, and the answer is then read from it. Without it such a number reads as not informed,
   * never rounded.
   */
  exact?: () => unknown;
  /**
   * The answer of a login or a write: its status already says what happened, so a record without any of its
   * fields is still read (every field not informed, D42 says what then) instead of refused.
   */
  bareRecord?: boolean;
}

export function readAnswer<T = unknown>(
  schema: z.ZodType,
  json: unknown,
  essential: OperationDef['success']['essential'] = {},
  options: ReadOptions = {},
): ReadAnswer<T> {
  const drift = new DriftCollector(new Set(Object.keys(essential)));
  const located = locate(schema, json, drift, options.bareRecord === true);
  const reader = compileReader(schema);
  const data = readField(reader, located, '', drift);
  if (drift.lostDigits && options.exact)
    return readAnswer(schema, options.exact(), essential, { ...options, exact: undefined });
  if (data === null) throw new UnreadableAnswer('A resposta não traz o registro pedido (nem o que o identifica).');
  return { data: data as T, drift: relabelRoot(drift.report()) };
}

/** The list or record the schema reads, where the answer holds it; refuses an answer that does not hold it. */
function locate(schema: z.ZodType, json: unknown, drift: DriftCollector, bareRecord: boolean): unknown {
  const kinds = topLevelKinds(schema);
  const fields = recordFieldsOf(schema);
  if (json === null || json === undefined) {
    if (!kinds.list) throw new UnreadableAnswer('A resposta veio vazia (null), sem o registro esperado.');
    return json;
  }
  if (!Array.isArray(json) && !isPlainObject(json))
    throw new UnreadableAnswer('A resposta não traz dados no formato JSON esperado (objeto ou lista).');
  // A list of one around an envelope (`[{ "items": [...] }]`): the envelope is what counts.
  const unwrapped =
    Array.isArray(json) && json.length === 1 && isPlainObject(json[0]) && !looksLikeRecord(json[0], fields)
      ? json[0]
      : json;
  if (isPlainObject(unwrapped)) {
    if (looksLikeRecord(unwrapped, fields)) return unwrapped;
    const content = envelopeContent(unwrapped, fields, kinds.list ? 'list' : 'record');
    if (content !== undefined) {
      drift.add('', 'enveloped');
      return content;
    }
    if (bareRecord && !kinds.list) return unwrapped;
    throw new UnreadableAnswer(
      kinds.list ? 'A resposta não traz a lista esperada.' : 'A resposta não traz o registro pedido.',
    );
  }
  const list = unwrapped as unknown[];
  if (kinds.list) return list;
  // A list of one where one record is expected is that record (read as reshaped); more than one cannot be chosen from.
  if (list.length === 1 && isPlainObject(list[0])) return list;
  throw new UnreadableAnswer('A resposta é uma lista, mas o serviço deveria enviar um único registro.');
}

/** The root's own deviations (a null list, one object for a list) are reported under a readable name. */
function relabelRoot(report: DriftReport): DriftReport {
  if (!report.entries.some((e) => e.path === '')) return report;
  return { ...report, entries: report.entries.map((e) => (e.path === '' ? { ...e, path: ROOT_PATH } : e)) };
}
