/**
 * The main process's errors (src-main/errors) and the one place that turns them into the IPC answer
 * (src-main/ipc/to-ipc-error.ts): every error class the module exports becomes an IpcError worded in pt-BR and
 * English, never the "unexpected error" of an unknown failure; a journaled write keeps its answer and adds the
 * History entry; and the services and stores take their errors from the module, not from src-main/ipc.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { API_ERROR_KINDS, type ApiErrorInit } from '../../../src-main/api-client/api-error-init';
import * as errors from '../../../src-main/errors';
import { toIpcError } from '../../../src-main/ipc/to-ipc-error';
import { operationIds } from '../../../src-shared/contract';
import type { IpcError, IpcErrorCode } from '../../../src-shared/ipc';
import { words } from '../../../src-shared/words/error-codes';
import { errorText } from '../../../src-renderer/i18n/error-text';

const root = join(__dirname, '../../..');

const apiErrorInit: fc.Arbitrary<ApiErrorInit> = fc.record(
  {
    operation: fc.constantFrom(...operationIds),
    kind: fc.constantFrom(...API_ERROR_KINDS),
    status: fc.constantFrom(400, 401, 403, 404, 415, 422, 500, 502, 503),
    subCode: fc.constantFrom('422.2', '401.1'),
    messages: fc.array(fc.constantFrom('Cliente sem produto VIDA.', 'Acesso negado.', 'CPF 52998224725 inválido.'), {
      maxLength: 2,
    }),
    outcomeUnknown: fc.boolean(),
    authRejected: fc.constantFrom('key' as const, 'token' as const),
    retryable: fc.boolean(),
    networkCode: fc.constantFrom(
      'ECONNREFUSED',
      'UND_ERR_SOCKET',
      'CERT_HAS_EXPIRED',
      'ERR_TLS_CERT_ALTNAME_INVALID',
      'ENOTFOUND',
    ),
    connectFailed: fc.boolean(),
  },
  { requiredKeys: ['operation', 'kind'] },
);

const ipcCodes: IpcErrorCode[] = [
  'invalid-input',
  'not-found',
  'forbidden',
  'cancelled',
  'local-write-failed',
  'invalid-response',
  'duplicate-write',
  'internal',
];
const appError: fc.Arbitrary<errors.AppError> = fc
  .record({
    code: fc.constantFrom(...ipcCodes),
    said: fc.constantFrom(
      words('export.cancelled'),
      words('app.exportedFileNotFound'),
      words('kept.unusable', { why: 'x' }),
    ),
  })
  .map(({ code, said }) => new errors.AppError(code, said));

const diskError = Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
const localWrite = () => new errors.LocalWriteError(diskError, '/dados/journal.jsonl', 'journal');

/** One or more instances of every class the errors module exports, as the main process raises them. */
const SAMPLES: Record<string, () => Error[]> = {
  ApiError: () => fc.sample(apiErrorInit, { numRuns: 300, seed: 16 }).map((init) => new errors.ApiError(init)),
  AppError: () => [errors.notLoggedIn(), errors.sessionExpired(), ...fc.sample(appError, { numRuns: 20, seed: 16 })],
  LocalWriteError: () => [localWrite()],
  InvalidSubscriptionKeyError: () => [new errors.InvalidSubscriptionKeyError(words('key.empty'))],
  JournaledWriteError: () => [
    new errors.JournaledWriteError(
      new errors.ApiError({ operation: 'op5', kind: 'timeout', outcomeUnknown: true }),
      'j-1',
    ),
    new errors.JournaledWriteError(errors.notLoggedIn(), 'j-2', words('journal.outcomeNotSaved')),
  ],
  KeychainUnavailableError: () => [new errors.KeychainUnavailableError('O chaveiro do sistema não respondeu.')],
  OutcomeNotSavedError: () => [
    new errors.OutcomeNotSavedError(
      {
        id: 'j-3',
        startedAt: '2026-03-10T13:00:00.000Z',
        user: 'ana',
        environment: 'sandbox',
        action: 'op5',
        title: 'Aporte',
        identifiers: {},
        status: 'succeeded',
      },
      localWrite(),
    ),
  ],
  SettingsFileError: () => [new errors.SettingsFileError('/dados/settings.json', 'não é um JSON válido.')],
  SettingsValidationError: () => [
    new errors.SettingsValidationError([{ path: 'environments.test.baseUrl', message: 'Informe um endereço https.' }]),
  ],
  XlsxTooManyRowsError: () => [new errors.XlsxTooManyRowsError(1_048_556)],
  ZipTooLargeError: () => [new errors.ZipTooLargeError('xl/worksheets/sheet1.xml')],
};

const errorClasses = Object.entries(errors).filter(
  ([, value]) => typeof value === 'function' && value.prototype instanceof Error,
);

function answer(error: unknown): { ipc: IpcError; logged: string[] } {
  const logged: string[] = [];
  return { ipc: toIpcError(error, (line) => logged.push(line)), logged };
}

describe('main-process errors → IPC answer', () => {
  it('every error class of src-main/errors has samples here (a new class must say how it reaches the screen)', () => {
    expect(errorClasses.map(([name]) => name).sort()).toEqual(Object.keys(SAMPLES).sort());
  });

  it.each(errorClasses)(
    '%s becomes an IpcError worded in pt-BR and English, never an "unexpected error"',
    (name, errorClass) => {
      for (const error of SAMPLES[name]!()) {
        expect(error).toBeInstanceOf(errorClass);
        const { ipc, logged } = answer(error);
        expect(logged, `${name}: ${error.message}`).toEqual([]);
        const pt = errorText(ipc, 'pt-BR');
        const en = errorText(ipc, 'en');
        expect(pt.trim(), `${name}: ${error.message}`).not.toBe('');
        expect(en.trim(), `${name}: ${error.message}`).not.toBe('');
        expect(en, `${name}: ${error.message}`).not.toBe(pt);
        // Plain data: crosses IPC as it is.
        expect(structuredClone(ipc)).toEqual(ipc);
      }
    },
  );

  it('a journaled write answers as its failure would, with the History entry and, in both languages, the note that the record failed', () => {
    const failure = fc.oneof(
      apiErrorInit.map((init) => new errors.ApiError(init)),
      appError,
    );
    const note = fc.option(fc.constant(words('journal.outcomeNotSaved')), { nil: undefined });
    fc.assert(
      fc.property(failure, fc.uuid(), note, (error, id, notSaved) => {
        const plain = answer(error).ipc;
        const journaled = answer(new errors.JournaledWriteError(error, id, notSaved)).ipc;
        expect(journaled).toMatchObject({ ...plain, journalEntryId: id });
        for (const language of ['pt-BR', 'en'] as const) {
          const note = notSaved ? ` ${errorText({ words: notSaved }, language)}` : '';
          expect(errorText(journaled, language)).toBe(`${errorText(plain, language)}${note}`);
        }
      }),
    );
  });

  it('an error the module does not know is logged (masked) and answered as unexpected, in both languages', () => {
    const { ipc, logged } = answer(new Error('falhou para 52998224725'));
    expect(ipc).toMatchObject({ code: 'internal', retryable: true });
    expect(logged.join('\n')).not.toContain('52998224725');
  });
});

describe('where errors live', () => {
  const sources = (folder: string): string[] =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .map((file) => join(folder, file));

  it('only src-main/ipc and the entry point (which registers the channels) import src-main/ipc: services and stores raise and catch errors through src-main/errors', () => {
    const offenders = sources('src-main')
      .filter((file) => !file.startsWith(join('src-main', 'ipc')) && file !== join('src-main', 'index.ts'))
      .filter((file) => /from '(\.\.?\/)+ipc\//.test(readFileSync(join(root, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('every error class of the main process is defined in src-main/errors (ApiError stays with the API client)', () => {
    const elsewhere = sources('src-main')
      .filter(
        (file) =>
          !file.startsWith(join('src-main', 'errors')) && file !== join('src-main', 'api-client', 'api-error.ts'),
      )
      .filter((file) => /class \w+ extends Error\b/.test(readFileSync(join(root, file), 'utf8')))
      .map((file) => relative(root, join(root, file)));
    expect(elsewhere).toEqual([]);
  });
});
