/** Shared. The shape of one operation in the contract, and helpers to write them tersely. */
import type { z } from 'zod';
import type { ErrorShape, ErrorSpec, HttpErrorStatus } from './errors';
import type { Domain } from './operations';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH';

/** Largest request body (D20): room for a signed proposal in base64 (Op6 `documento`). The sandbox and IPC bound by it. */
export const REQUEST_BODY_LIMIT_BYTES = 8 * 1024 * 1024;

/**
 * How an operation wants `CodigoEmpresa`: absent (Op1, Op18), plain text,
 * typed integer (Op11), a 4-digit zero-padded code (Op7), or both (Op2).
 */
export type CompanyCodeStyle = 'none' | 'text' | 'integer' | 'padded4' | 'integerPadded4';

export interface PathParamDef {
  /** What a caller may pass (validated before anything is sent). */
  input: z.ZodType<string, string>;
  /** The exact segment the service accepts (what the sandbox checks). */
  wire: z.ZodType<string, string>;
  /** Input → wire segment (e.g. Op13's 12-digit zero padding). */
  encode: (value: string) => string;
  type: 'integer' | 'string';
  description: string;
  /**
   * The segment is the customer's CPF (D168): it says whom a request is about (journal, caches, the sandbox's
   * look-up) and is masked wherever it is logged or journaled. Nothing names these parameters by hand.
   */
  cpf: boolean;
}

/** A path parameter that holds the customer's CPF, as its type says (the sandbox's handlers read `customerCpf`). */
export type CpfPathParamDef = PathParamDef & { cpf: true };

export interface OperationDef {
  id: string;
  /** Business area: groups the client, IPC channels, UI navigation and OpenAPI tags. */
  domain: Domain;
  /** Name of the client function and IPC channel for this operation. */
  name: string;
  /** pt-BR title shown in the UI, journal and API reference. */
  title: string;
  method: HttpMethod;
  path: string;
  /** Host the spec shows the operation on; the path is the same on both. */
  documentedOn: 'production' | 'test';
  kind: 'auth' | 'read' | 'write';
  experimental: boolean;
  pathParams: Record<string, PathParamDef>;
  query?: z.ZodObject;
  companyCode: CompanyCodeStyle;
  /** Bearer access token: required (Op6, Op18), optional but checked when sent, or not used (Op1). */
  bearer: 'required' | 'optional' | 'none';
  body?: z.ZodType;
  /** Body media type is checked: 415 where listed, else the validation status. */
  success: {
    status: 200 | 201 | 204;
    schema?: z.ZodType;
    description: string;
    /**
     * Response fields the app cannot do its job without, path → why (`[]` is
     * any list element). Every field is read tolerantly all the same; these
     * are flagged in drift reports and described in D41 (docs/adr).
     */
    essential?: Record<string, string>;
  };
  errors: Partial<Record<HttpErrorStatus, ErrorSpec>>;
  /** Status for schema violations: 400 where listed, else 422 where listed, else 400 (decision D4). */
  validationStatus: 400 | 422;
}

/**
 * Builds an error table. `listed` are the statuses the spec lists for the
 * operation; `shapes` overrides the body shape per status; `codes` the text
 * of `status` (sub-codes); `decided` adds statuses the spec does not list.
 */
export function errorTable(
  listed: HttpErrorStatus[],
  opts: {
    shape?: ErrorShape;
    shapes?: Partial<Record<HttpErrorStatus, ErrorShape>>;
    codes?: Partial<Record<HttpErrorStatus, string>>;
    decided?: HttpErrorStatus[];
    descriptions?: Partial<Record<HttpErrorStatus, string>>;
  } = {},
): Partial<Record<HttpErrorStatus, ErrorSpec>> {
  const table: Partial<Record<HttpErrorStatus, ErrorSpec>> = {};
  const add = (status: HttpErrorStatus, listedInSpec: boolean) => {
    table[status] = {
      shape: opts.shapes?.[status] ?? opts.shape ?? 'ErrorBody',
      code: opts.codes?.[status] ?? String(status),
      listed: listedInSpec,
      description: opts.descriptions?.[status] ?? '',
    };
  };
  for (const s of listed) add(s, true);
  for (const s of opts.decided ?? []) add(s, false);
  return table;
}

/**
 * One row of the operations table as written: what is particular to the operation. `op()` fills in the rest,
 * so a row states only where it differs (D169): `kind` (a GET reads, anything else writes; Op1 says 'auth'),
 * `experimental` (the spec labels every path under /experimental/ so), no path parameters, `CodigoEmpresa` as
 * text, an optional bearer token, and the validation status (D4). The table adds `id` from the row's key.
 */
export interface OperationRow {
  domain: string;
  name: string;
  title: string;
  method: HttpMethod;
  path: string;
  documentedOn: OperationDef['documentedOn'];
  kind?: 'auth';
  pathParams?: Record<string, PathParamDef>;
  query?: z.ZodObject;
  companyCode?: CompanyCodeStyle;
  bearer?: OperationDef['bearer'];
  body?: z.ZodType;
  success: OperationDef['success'];
  errors: OperationDef['errors'];
}

/** A row with its defaults filled in: the types keep the row's own literals (names, domains, parameters). */
export type FilledRow<R extends OperationRow> = Omit<R, 'kind' | 'pathParams' | 'companyCode' | 'bearer'> & {
  kind: R extends { kind: infer K } ? K : R['method'] extends 'GET' ? 'read' : 'write';
  experimental: boolean;
  pathParams: R extends { pathParams: infer P } ? P : Record<never, PathParamDef>;
  companyCode: R extends { companyCode: infer C } ? C : 'text';
  bearer: R extends { bearer: infer B } ? B : 'optional';
  validationStatus: 400 | 422;
};

const EXPERIMENTAL_PREFIX = '/experimental/';

export function op<const R extends OperationRow>(row: R): FilledRow<R> {
  const filled = {
    ...row,
    kind: row.kind ?? (row.method === 'GET' ? 'read' : 'write'),
    experimental: row.path.startsWith(EXPERIMENTAL_PREFIX),
    pathParams: row.pathParams ?? {},
    companyCode: row.companyCode ?? 'text',
    bearer: row.bearer ?? 'optional',
    validationStatus: validationStatusFor(row.errors),
  };
  // What FilledRow<R> says per row, the lines above do for any row.
  return filled as unknown as FilledRow<R>;
}

/** The table: every row with its key as its `id`. */
export function operationTable<const T extends Record<string, object>>(rows: T): { [K in keyof T]: T[K] & { id: K } } {
  return Object.fromEntries(Object.entries(rows).map(([id, row]) => [id, { id, ...row }])) as {
    [K in keyof T]: T[K] & { id: K };
  };
}

export function validationStatusFor(errors: Partial<Record<HttpErrorStatus, ErrorSpec>>): 400 | 422 {
  if (errors[400]?.listed) return 400;
  if (errors[422]?.listed) return 422;
  return 400;
}
