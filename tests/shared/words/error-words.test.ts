/**
 * The one phrasebook's words for every error code of src-shared/words/error-codes.ts: each code, with values of its
 * own type, is said in pt-BR and in English (really translated, with no Portuguese left), the values it carries
 * appear in both, and nested words and `then` notes are said in the same language. The table below is typed by
 * the codes, so a new code without an example here (or without words in a language) does not compile.
 */
import { describe, expect, it } from 'vitest';
import { isErrorCode, sayWords } from '../../../src-shared/words/error-words';
import { errorText } from '../../../src-renderer/i18n/error-text';
import {
  type ErrorCode,
  type ErrorParams,
  type ErrorWords,
  followedBy,
  words,
} from '../../../src-shared/words/error-codes';
import { englishProblems } from '../../support/english-text';

const disk = words('local.writeFailed', { target: 'journal', path: '/dados/journal.jsonl', reason: 'disk-full' });
const note = words('journal.outcomeNotSaved', { problem: disk });

/** One example of each code's values: strings here are ones a sentence must carry as they are. */
const EXAMPLES: { [K in ErrorCode]: ErrorParams[K] } = {
  'session.notLoggedIn': {},
  'session.expired': {},
  'session.ended': {},
  'session.noToken': {},
  'session.wrongCredentials': {},
  'service.readRateLimited': {},
  'service.readRateLimitedFor': { seconds: 30 },
  'service.unavailableFor': { seconds: 120 },
  'service.writeRateLimited': {},
  'service.tlsRefused': {},
  'app.addressNotAllowed': {},
  'app.exportedFileNotFound': {},
  'ipc.invalidInput': {},
  'ipc.originNotAllowed': {},
  'ipc.payloadRefused': { kind: 'size', limit: 262_144 },
  'ipc.internalFailure': {},
  'internal.unexpected': {},
  'environment.addressMissing': { environment: 'test' },
  'settings.invalid': {},
  'settings.fileUnreadable': { path: '/cfg/settings.json', problem: 'x' },
  'settings.addressBeforeKey': {},
  'settings.clipboardKeyInvalid': { problem: words('key.empty') },
  'settings.keyNotStored': {},
  'settings.connectionTestCancelled': {},
  'keychain.unavailable': { reason: 'x' },
  'key.empty': {},
  'key.badCharacters': {},
  'key.badLength': { min: 16, max: 128, length: 3 },
  'history.notUnknown': {},
  'kept.unusable': { why: 'thread-exit' },
  'kept.replaced': {},
  'movements.goneFromMain': {},
  'write.duplicate': { startedAt: '2026-03-10T13:05:00.000Z', status: 'unknown' },
  'write.nothingSent': { problem: disk },
  'rule.broken': {
    problem: { rule: 'claimLineNotHeld', field: 'linhaNegocio', message: 'x', params: { line: 'PREVIDENCIA' } },
  },
  'journal.outcomeNotSaved': { problem: disk },
  'journal.completedNotRecorded': { protocol: 'PRT-778', note },
  'local.writeFailed': { target: 'settings', path: '/cfg/settings.json', reason: 'other', systemCode: 'EXDEV' },
  'receipt.cancelled': {},
  'receipt.noSuchRequest': {},
  'receipt.noAnswerYet': {},
  'receipt.notIssued': { problem: disk },
  'receipt.failed': { reason: 'engine-gone' },
  'receipt.savedNotRecorded': { fileName: 'comprovante.pdf', note },
  'receipt.printedNotRecorded': { note },
  'printing.unavailable': {},
  'print.failed': { reason: 'engine-gone' },
  'print.cancelledInDialog': {},
  'export.cancelled': {},
  'export.nothingExported': { problem: disk },
  'export.writeFailed': { reason: 'engine-gone' },
  'export.pdfOnlyStatements': {},
  'export.csvOnlyPortuguese': {},
  'export.pdfTooManyRows': { rows: 5_001, max: 5_000 },
  'export.xlsxTooManyRows': { max: 1_048_575, rows: 2_000_000 },
  'export.zipTooLarge': {},
  'export.savedNotRecorded': { fileName: 'statement.xlsx', note },
  'export.printedNotRecorded': { note },
  'support.logsFolderFailed': { dir: '/logs', problem: 'no-handler' },
  'sandbox.disabledByIt': {},
  'updates.noneReady': {},
  'updates.writeInProgress': {},
  'api.outcomeUnknown': {},
  'api.invalidRequest': { problems: 'cpf: E1 x: E2' },
  'api.noKey': {},
  'api.notLoggedIn': {},
  'api.timeout': {},
  'api.unreachable': {},
  'api.connectionDropped': {},
  'api.cancelled': {},
  'api.invalidResponse': {},
  'api.redirect': { status: 302, origin: 'https://outro.example.com' },
  'api.keyRefused': {},
  'api.sessionExpired': {},
  'api.wrongCredentials': {},
  'api.notFound': { what: 'customer-certificate-or-income-process' },
  'api.requestRejected': {},
  'api.forbidden': {},
  'api.mediaTypeRejected': {},
  'api.notProcessed': {},
  'api.serviceInternal': {},
  'api.unavailable': {},
  'api.httpError': { status: 418 },
  'connectionTest.ok': {},
  'connectionTest.okRestricted': {},
  'connectionTest.keyMissing': {},
  'connectionTest.keyRejected': {},
  'connectionTest.dropped': {},
  'connectionTest.tlsRefused': {},
  'connectionTest.companyRejected': { companyCode: '0003', serviceSaid: 'E3' },
  'connectionTest.requestRefused': { status: 415, serviceSaid: 'E415' },
  'connectionTest.unavailable': { serviceSaid: 'E503' },
  'connectionTest.serviceInternal': { status: 502 },
  'connectionTest.unexpected': { status: 302, serviceSaid: 'E302' },
};

const all = (Object.keys(EXAMPLES) as ErrorCode[]).map((code) => ({ code, params: EXAMPLES[code] }) as ErrorWords);
const textValues = (said: ErrorWords): string[] =>
  Object.entries(said.params).flatMap(([name, value]: [string, unknown]) =>
    typeof value === 'string' &&
    !['environment', 'status', 'target', 'reason', 'startedAt', 'kind', 'what'].includes(name)
      ? [value]
      : [],
  );

describe('error words', () => {
  it.each(all.map((said) => [said.code, said] as const))(
    '%s is said in pt-BR and in English, with the values it carries',
    (_code, said) => {
      const pt = sayWords(said, 'pt-BR');
      const en = sayWords(said, 'en');
      expect(pt.trim()).not.toBe('');
      expect(englishProblems(en)).toEqual([]);
      expect(en).not.toBe(pt);
      for (const value of textValues(said)) {
        if (said.code === 'keychain.unavailable') continue; // the keychain's reason is Portuguese: said in pt-BR only
        expect(pt).toContain(value);
        expect(en).toContain(value);
      }
    },
  );

  it('has words in both languages for exactly the codes of the table, at run time too', () => {
    for (const code of Object.keys(EXAMPLES)) expect(isErrorCode(code), code).toBe(true);
    for (const other of ['', 'local.writeFailed ', 'toString', '__proto__', 'constructor', 'export.newerCode']) {
      expect(isErrorCode(other), other).toBe(false);
    }
  });

  it('words kept by a newer Balcão (an unknown code, or values that do not fit) are said as such, never as a crash', () => {
    const unknown = { code: 'export.newerCode', params: {} } as unknown as ErrorWords;
    expect(sayWords(unknown, 'pt-BR')).toBe(
      'Erro registrado com um código que esta versão do Balcão não sabe descrever (export.newerCode).',
    );
    expect(sayWords(unknown, 'en')).toContain('this version of Balcão cannot describe (export.newerCode)');
    const misfit = { code: 'export.nothingExported', params: {} } as unknown as ErrorWords;
    expect(sayWords(misfit, 'en')).toContain('cannot describe (export.nothingExported)');
    const followed = { code: 'print.cancelledInDialog', params: {}, then: unknown } as ErrorWords;
    expect(sayWords(followed, 'en')).toMatch(/^Printing was cancelled in the print dialog\. An error recorded/);
  });

  it('nested words and notes are said in the language of the sentence around them', () => {
    const said = words('export.savedNotRecorded', { fileName: 'a.csv', note });
    expect(sayWords(said, 'pt-BR')).toContain('o disco está cheio');
    expect(sayWords(said, 'en')).toContain('the disk is full');
    expect(errorText({ words: followedBy(words('api.timeout'), note) }, 'en')).toMatch(
      /^The service did not answer in time\. The outcome could not be recorded in the History\. Could not write/,
    );
  });

  it('counts are written as the language writes them, and a count of one is singular', () => {
    expect(sayWords(words('export.pdfTooManyRows', { rows: 5_001, max: 5_000 }), 'pt-BR')).toContain(
      'O extrato tem 5.001 linhas; o PDF vai até 5.000',
    );
    expect(sayWords(words('export.pdfTooManyRows', { rows: 5_001, max: 5_000 }), 'en')).toContain(
      'The statement has 5,001 rows; a PDF holds up to 5,000',
    );
    expect(sayWords(words('export.xlsxTooManyRows', { rows: 1, max: 0 }), 'pt-BR')).toContain('A tabela tem 1 linha;');
    expect(sayWords(words('export.xlsxTooManyRows', { rows: 1, max: 0 }), 'en')).toContain('The table has 1 row;');
  });

  it('a duplicate write says the day and time on the São Paulo clock and the status in the language', () => {
    const said = words('write.duplicate', { startedAt: '2026-03-10T13:05:00.000Z', status: 'unknown' });
    expect(sayWords(said, 'pt-BR')).toContain('10/03/2026 10:05 (resultado desconhecido)');
    expect(sayWords(said, 'en')).toContain('10/03/2026 10:05 (outcome unknown)');
    const checked = words('write.duplicate', {
      startedAt: '2026-03-10T13:05:00Z',
      status: 'unknown',
      checkedBy: 'ana',
    });
    expect(sayWords(checked, 'en')).toContain('checked as completed by ana');
  });
});
