/**
 * Reads a success answer of an operation tolerantly: the answer as far as it
 * could be understood, plus its drift report. Only an answer that cannot be
 * read at all (a list where one record is expected, text where JSON data is
 * expected) is refused. Shared: the client in the main process uses it.
 */
import type { z } from 'zod';
import type { OperationDef } from '../operation';
import { compileReader, isPlainObject, readField } from './compile-reader';
import { DriftCollector, type DriftReport } from './drift';

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
function topLevelKinds(schema: z.ZodType): { record: boolean; list: boolean } {
  const def = (schema as unknown as { _zod: { def: { type: string; innerType?: z.ZodType; in?: z.ZodType; options?: z.ZodType[] } } })._zod.def;
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

export function readAnswer<T = unknown>(schema: z.ZodType, json: unknown, essential: OperationDef['success']['essential'] = {}): ReadAnswer<T> {
  const kinds = topLevelKinds(schema);
  const drift = new DriftCollector(new Set(Object.keys(essential)));
  if (Array.isArray(json) && !kinds.list) throw new UnreadableAnswer('A resposta é uma lista, mas o serviço deveria enviar um único registro.');
  if (json === null || json === undefined) {
    if (!kinds.list) throw new UnreadableAnswer('A resposta veio vazia (null), sem o registro esperado.');
  } else if (!Array.isArray(json) && !isPlainObject(json)) {
    throw new UnreadableAnswer('A resposta não traz dados no formato JSON esperado (objeto ou lista).');
  }
  const reader = compileReader(schema);
  const data = readField(reader, json, '', drift);
  if (data === null) throw new UnreadableAnswer('A resposta não pôde ser lida.');
  return { data: data as T, drift: relabelRoot(drift.report()) };
}

/** The root's own deviations (a null list, one object for a list) are reported under a readable name. */
function relabelRoot(report: DriftReport): DriftReport {
  if (!report.entries.some((e) => e.path === '')) return report;
  return { ...report, entries: report.entries.map((e) => (e.path === '' ? { ...e, path: ROOT_PATH } : e)) };
}
