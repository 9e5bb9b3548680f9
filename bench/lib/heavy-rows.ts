/**
 * The movement rows the export benchmarks write (csv-export.ts, statements-export.ts): the heavy certificate's
 * real rows, read once through the sandbox and the tolerant reader, kept in bench/out for the child processes,
 * and cycled up to any size.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildRequest } from '../../src-main/api-client/build-request';
import { readResponse } from '../../src-main/api-client/read-response';
import { EMBEDDED_SANDBOX_KEY } from '../../src-main/embedded-sandbox';
import type { MovementRow } from '../../src-main/export/export-columns';
import { operations, type OperationDef } from '../../src-shared/contract';
import { startSandbox } from '../../src-sandbox/server';
import { BENCH_OUT } from './report';

export const HEAVY_ROWS_FILE = join(BENCH_OUT, 'movements-heavy.json');

/** The heavy certificate's rows, through the real sandbox and tolerant reader. */
async function fetchHeavyRows(): Promise<MovementRow[]> {
  const sandbox = await startSandbox({ port: 0 });
  try {
    const built = buildRequest('op12', { path: { idcliente: '68035292072', idcertificado: '000000635085' } } as never, {
      baseUrl: sandbox.url,
      companyCode: '1',
      subscriptionKey: EMBEDDED_SANDBOX_KEY,
      accessToken: undefined,
    });
    const response = await fetch(built.url, { headers: built.headers });
    const text = await response.text();
    return readResponse('op12', operations.op12 as OperationDef, {
      status: response.status,
      contentType: response.headers.get('content-type') ?? undefined,
      text,
      tokenSent: false,
    }).data as MovementRow[];
  } finally {
    await sandbox.close();
  }
}

/** Reads the rows from the sandbox and keeps them in HEAVY_ROWS_FILE (for the child processes). */
export async function saveHeavyRows(): Promise<void> {
  mkdirSync(BENCH_OUT, { recursive: true });
  writeFileSync(HEAVY_ROWS_FILE, JSON.stringify(await fetchHeavyRows()));
}

/** The rows saveHeavyRows kept. */
export function loadHeavyRows(): MovementRow[] {
  return JSON.parse(readFileSync(HEAVY_ROWS_FILE, 'utf8')) as MovementRow[];
}

/** `count` rows cycling over `base`: the source itself allocates nothing. */
export function* cycle(base: readonly MovementRow[], count: number): Generator<MovementRow> {
  for (let i = 0; i < count; i++) yield base[i % base.length]!;
}
