/**
 * Every ApiError the employee can meet is said exactly as Balcão said it when main still wrote the sentence: each
 * operation × kind × status × outcome unknown, in pt-BR and English, against the sentences recorded from the
 * former table (api-error-sentences.json).
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src-main/api-client/api-error';
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

  it.each(apiErrorCases())('%s', (key, init) => {
    const [pt, en] = (recorded.cases as Record<string, [number, number]>)[key]!;
    const error = new ApiError(init);
    expect([error.userMessage, error.userMessageEn]).toEqual([recorded.sentences[pt], recorded.sentences[en]]);
  });
});
