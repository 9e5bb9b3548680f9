/**
 * Every ApiError the employee can meet is said exactly as Balcão said it when main still wrote the sentence: each
 * operation × kind × status × outcome unknown, in pt-BR and English, against the sentences recorded from the
 * former table (api-error-sentences.json). The log line keeps the English sentence when the service gave no reason.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src-main/api-client/api-error';
import { sayWords } from '../../../src-shared/words/error-words';
import { apiErrorCases } from './api-error-cases';
import recorded from './api-error-sentences.json';

describe('the API errors, said as before', () => {
  it('records a sentence for every case', () => {
    expect(Object.keys(recorded.cases).sort()).toEqual(
      apiErrorCases()
        .map(([key]) => key)
        .sort(),
    );
  });

  it('logs the English sentence when the service gave no reason', () => {
    const error = new ApiError({ operation: 'op8', kind: 'http', status: 404 });
    expect(error.message).toBe('op8 http (404): Customer not found.');
  });

  it.each(apiErrorCases())('%s', (key, init) => {
    const [pt, en] = (recorded.cases as Record<string, number[]>)[key]!;
    const { said } = new ApiError(init);
    expect([sayWords(said, 'pt-BR'), sayWords(said, 'en')]).toEqual([recorded.sentences[pt!], recorded.sentences[en!]]);
  });
});
