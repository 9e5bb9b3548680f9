/**
 * The connection test's verdict on an HTTP answer is said exactly as main used to write it, for every status and
 * kind of reason the service gave, in pt-BR and English (connection-verdict-sentences.json, recorded before).
 */
import { describe, expect, it } from 'vitest';
import { httpErrorVerdict } from '../../../src-main/services/settings/connection-test-words';
import { sayWords } from '../../../src-shared/words/error-words';
import { words } from '../../../src-shared/words/error-codes';
import { verdictCases } from '../api-client/api-error-cases';
import recorded from './connection-verdict-sentences.json';

describe('the connection test verdicts, said as before', () => {
  it.each(verdictCases())('%s', (key, status, messages, companyCode) => {
    const verdict = httpErrorVerdict(status, messages, companyCode);
    expect([verdict.outcome, sayWords(verdict.words, 'pt-BR'), sayWords(verdict.words, 'en')]).toEqual(
      (recorded as Record<string, string[]>)[key],
    );
  });
});

/** The connection test's other answers, as main wrote them before their words moved to the phrasebook. */
const FORMER = {
  'connectionTest.ok': [
    'Conexão estabelecida e chave de assinatura aceita.',
    'Connected; the subscription key was accepted.',
  ],
  'connectionTest.okRestricted': [
    'Conexão estabelecida e chave aceita (a operação de teste respondeu com restrição de acesso).',
    'Connected; the key was accepted.',
  ],
  'connectionTest.keyMissing': [
    'Nenhuma chave de assinatura definida para este ambiente.',
    'No subscription key set for this environment.',
  ],
  'api.timeout': ['O serviço não respondeu a tempo.', 'The service did not answer in time.'],
  'connectionTest.dropped': [
    'A conexão foi aberta mas caiu antes da resposta: o serviço ou um proxy a interrompeu.',
    'The connection opened but dropped before the answer.',
  ],
  'connectionTest.tlsRefused': [
    'Falha na conexão segura: o certificado do servidor foi recusado.',
    'Secure connection failed: the server certificate was rejected.',
  ],
  'connectionTest.keyRejected': [
    'A chave de assinatura foi recusada pelo serviço (401).',
    'The subscription key was rejected (401).',
  ],
} as const;

describe('the connection test answers, said as before', () => {
  it.each(Object.entries(FORMER))('%s', (code, [pt, en]) => {
    const said = words(code as keyof typeof FORMER);
    expect([sayWords(said, 'pt-BR'), sayWords(said, 'en')]).toEqual([pt, en]);
  });
});
