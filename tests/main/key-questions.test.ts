/**
 * The native questions main asks before a key is stored or sent (D71), their words a JSON pair (D627): every text
 * in both languages, English without Portuguese left over; for any address and last four characters, each is named
 * as given and no `{placeholder}` is left; the sandbox's question names this computer, never an address.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sendKeyQuestion, storeKeyQuestion } from '../../src-main/services/key-questions';
import type { Environment } from '../../src-shared/settings-schema';
import { englishProblems } from '../support/english-text';

const QUESTIONS = { storeKeyQuestion, sendKeyQuestion };
const ENVIRONMENTS: Environment[] = ['sandbox', 'test', 'production'];
/** Addresses and last fours as they come: no braces (a brace is the template's, checked apart). */
const origin = fc.webUrl().map((url) => new URL(url).origin);
const lastFour = fc.string({ minLength: 4, maxLength: 4 }).filter((s) => !/[{}]/.test(s));

describe('the native key questions', () => {
  it('say what they said before, word for word, in pt-BR', () => {
    expect(storeKeyQuestion('pt-BR', 'production', 'https://api.example.com.br', 'AB12')).toEqual({
      title: 'Guardar chave de assinatura',
      message: 'Guardar a chave terminada em "AB12" para o ambiente Produção?',
      detail:
        'Ela só será enviada a https://api.example.com.br. Se este não é o endereço do serviço da empresa, ou se você não acabou de copiar uma chave, escolha Cancelar.',
      confirmLabel: 'Guardar chave',
      cancelLabel: 'Cancelar',
    });
    expect(storeKeyQuestion('en', 'sandbox', 'http://127.0.0.1:1', 'AB12').detail).toBe(
      "It will only ever be sent to the sandbox built into Balcão on this computer. If that is not your company's service address, or you did not just copy a key, choose Cancel.",
    );
  });

  for (const [name, ask] of Object.entries(QUESTIONS)) {
    it(`${name}: every address and last four named as given, nothing left unfilled, English translated`, () => {
      fc.assert(
        fc.property(fc.constantFrom(...ENVIRONMENTS), origin, lastFour, (environment, at, four) => {
          for (const language of ['pt-BR', 'en'] as const) {
            const question = ask(language, environment, at, four);
            const text = Object.values(question).join('\n');
            expect(text).not.toMatch(/\{\w+\}/);
            expect(question.message).toContain(`"${four}"`);
            const namesAddress = name === 'sendKeyQuestion' || environment !== 'sandbox';
            expect(text.includes(at)).toBe(namesAddress);
            if (language === 'en')
              for (const value of Object.values(ask('en', environment, 'https://x.example', 'ABCD')))
                expect(englishProblems(value)).toEqual([]);
          }
        }),
        { numRuns: 200 },
      );
    });
  }
});
