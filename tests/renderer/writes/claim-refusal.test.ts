/**
 * Op3 refusals in the employee's words: whatever the
 * service writes around a line code, the employee reads the line in words,
 * never the raw code, in both languages; other errors pass untouched.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { IpcError } from '../../../src-shared/ipc/ipc-result';
import { explainClaimRefusal } from '../../../src-renderer/writes/claim-refusal';
import { errorText } from '../../../src-renderer/i18n/error-text';
import { words } from '../../../src-shared/words/error-codes';

const WORDS = { VIDA: ['Vida', 'Life'], PREVIDENCIA: ['Previdência', 'Pension'] } as const;

function businessRule(details: string[]): IpcError {
  return {
    code: 'business-rule',
    words: words('api.notProcessed'),
    details,
    retryable: false,
  };
}

const filler = fc
  .string({ maxLength: 30 })
  .filter((text) => !/VIDA|PREVIDENCIA|CAPITALIZACAO|FUNDO_PENSAO/i.test(text));

describe('explainClaimRefusal', () => {
  it('a line the customer does not hold is said as the form says it, whatever surrounds the code', () => {
    fc.assert(
      fc.property(
        filler,
        filler,
        fc.constantFrom('VIDA', 'PREVIDENCIA' as const),
        fc.constantFrom('negócio', 'negocio'),
        (before, after, line, word) => {
          const explained = explainClaimRefusal(
            businessRule([`${before} linha de ${word} ${line}${after ? ` ${after}` : ''}`]),
          );
          const [pt, en] = [errorText(explained, 'pt-BR'), errorText(explained, 'en')];
          expect(pt).toBe(`O cliente não tem produto de ${WORDS[line][0]}.`);
          expect(en).toBe(`The customer holds no ${WORDS[line][1]} product.`);
          for (const text of [pt, en, ...explained.details]) expect(text).not.toMatch(/\b(VIDA|PREVIDENCIA)\b/);
        },
      ),
    );
  });

  it('other details naming a line code keep their text with the code in words', () => {
    const explained = explainClaimRefusal(businessRule(['Produto CAPITALIZACAO sem cobertura de sinistro.']));
    expect(explained.details).toEqual(['Produto Capitalização sem cobertura de sinistro.']);
    expect(errorText(explained, 'pt-BR')).toBe('O serviço não pôde processar a operação.');
  });

  it('errors other than a business refusal are returned as they are', () => {
    const error: IpcError = {
      code: 'invalid-input',
      words: words('ipc.invalidInput'),
      details: ['linha de negócio PREVIDENCIA'],
      retryable: false,
    };
    expect(explainClaimRefusal(error)).toBe(error);
  });
});
