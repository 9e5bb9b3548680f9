/** TypeScript types derived from the operation table: never written by hand. */
import type { z } from 'zod';
import type { DriftReport, Lenient } from './lenient';
import type { OperationId, Operations } from './operations';

type Def<Id extends OperationId> = Operations[Id];

type PathPart<D> = D extends { pathParams: infer P }
  ? keyof P extends never
    ? unknown
    : { path: { [K in keyof P]: string } }
  : unknown;
type QueryPart<D> = D extends { query: infer Q extends z.ZodType } ? { query?: z.input<Q> } : unknown;
type BodyPart<D> = D extends { body: infer B extends z.ZodType } ? { body: z.input<B> } : unknown;

/** What a caller passes for an operation: path parameters, query and body, as each applies. */
export type ApiRequest<Id extends OperationId> = PathPart<Def<Id>> & QueryPart<Def<Id>> & BodyPart<Def<Id>>;

/**
 * What a caller gets back, after the tolerant reader (null where the operation
 * answers without a body): the contract's type with every field possibly null.
 */
export type ApiResult<Id extends OperationId> = Def<Id>['success'] extends { schema: infer S extends z.ZodType }
  ? Lenient<z.output<S>>
  : null;

/** The contract's type of an answer as the contract describes it (what a strict reader would give). */
export type ApiStrictResult<Id extends OperationId> = Def<Id>['success'] extends { schema: infer S extends z.ZodType }
  ? z.output<S>
  : null;

/** Body as it travels (before the readers): what the sandbox emits. */
export type ApiWireResult<Id extends OperationId> = Def<Id>['success'] extends { schema: infer S extends z.ZodType }
  ? z.input<S>
  : null;

/** A success answer as the client hands it back: the data as far as it could be read, and its drift report. */
export interface ApiAnswer<Id extends OperationId> {
  data: ApiResult<Id>;
  drift: DriftReport;
}
