/**
 * The connection test's verdict on an HTTP answer is said exactly as main used to write it, for every status and
 * kind of reason the service gave, in pt-BR and English (connection-verdict-sentences.json, recorded before).
 */
import { describe, expect, it } from 'vitest';
import { httpErrorVerdict } from '../../../src-main/services/settings/connection-test-words';
import { verdictCases } from '../api-client/api-error-cases';
import recorded from './connection-verdict-sentences.json';

describe('the connection test verdicts, said as before', () => {
  it.each(verdictCases())('%s', (key, status, messages, companyCode) => {
    const verdict = httpErrorVerdict(status, messages, companyCode);
    expect([verdict.outcome, verdict.message, verdict.messageEn]).toEqual(
      (recorded as Record<string, [string, string, string]>)[key],
    );
  });
});
