/** Sandbox (Node). What every operation handler receives and returns. */
import type { z } from 'zod';
import { saoPauloDateOf } from '../../src-shared/format/calendar-date';
import type { CpfPathParamDef, OperationId, Operations } from '../../src-shared/contract';
import type { AccessControl, Principal } from '../access';
import type { Catalog } from '../catalog';
import type { StateStore } from '../state';

/** `sample`: field names and shapes of the spec's samples; `schema`: those of its schemas. */
export type Dialect = 'sample' | 'schema';

type Def<Id extends OperationId> = Operations[Id];
type BodyOf<D> = D extends { body: infer B extends z.ZodType } ? z.output<B> : undefined;
type QueryOf<D> = D extends { query: infer Q extends z.ZodType } ? z.output<Q> : Record<string, never>;
/** string where the operation's path names the customer by a CPF parameter (the contract marks it), else undefined. */
type CustomerCpfOf<D> = D extends { pathParams: infer P }
  ? true extends { [K in keyof P]: P[K] extends CpfPathParamDef ? true : never }[keyof P]
    ? string
    : undefined
  : undefined;

export interface OperationContext<Id extends OperationId> {
  params: { [K in keyof Def<Id>['pathParams']]: string };
  /** The customer the path names, in 11 digits, whatever the CPF parameter is called (D168). */
  customerCpf: CustomerCpfOf<Def<Id>>;
  query: QueryOf<Def<Id>>;
  body: BodyOf<Def<Id>>;
  principal: Principal;
  catalog: Catalog;
  store: StateStore;
  access: AccessControl;
  now: Date;
  /** Today's calendar date in São Paulo (YYYY-MM-DD). */
  today: string;
  dialect: Dialect;
}

export interface HandlerResult {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Handler<Id extends OperationId> = (ctx: OperationContext<Id>) => HandlerResult;

/** Who did a write, for the sandbox's own records. */
export function actor(ctx: { principal: Principal }): string {
  return ctx.principal.user?.username ?? `chave:${ctx.principal.keyLabel}`;
}

export function nextSequence(draft: { nextSequence: number }): number {
  const value = draft.nextSequence;
  draft.nextSequence += 1;
  return value;
}

/** Compact date stamp used in protocol numbers: the São Paulo day of `now` (a claim at 23:27 there is that day's). */
export function stamp(now: Date): string {
  return saoPauloDateOf(now).replaceAll('-', '');
}
