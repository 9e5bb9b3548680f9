/**
 * Issue 13 item 14 (D101): which company codes the settings take, what ends a
 * session on saving, and the connection test's words for an HTTP error.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { companyCodeProblem } from '../../src-shared/company-code';
import { defaultSettings, settingsPatchSchema } from '../../src-shared/settings-schema';
import { httpErrorVerdict } from '../../src-main/services/settings/connection-test-words';
import { sayWords } from '../../src-shared/words/error-words';
import { endpointChange } from '../../src-main/services/settings-service';

describe('company code (D101)', () => {
  it('takes 1 to 4 digits that are not all zeros, with spaces around', () => {
    for (const ok of ['1', '2', '0001', '9999', ' 12 ']) expect(companyCodeProblem(ok)).toBeUndefined();
    expect(companyCodeProblem('0')?.pt).toMatch(/zero/);
    expect(companyCodeProblem('0000')?.en).toMatch(/zero/);
    expect(companyCodeProblem('99999')?.pt).toMatch(/4 dígitos/);
    expect(companyCodeProblem('1a')?.en).toMatch(/digits only/);
    expect(companyCodeProblem('')?.pt).toBe('Informe o código da empresa.');
  });

  it('accepts exactly what Op2 and Op7 can send as 4 zero-padded digits naming a company (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), (typed) => {
        const code = typed.trim();
        const sendable = /^\d{1,4}$/.test(code) && Number(code) >= 1;
        expect(companyCodeProblem(typed) === undefined).toBe(sendable);
        // The settings schema says the same, in pt-BR.
        const parsed = settingsPatchSchema.safeParse({ environments: { sandbox: { companyCode: typed } } });
        expect(parsed.success).toBe(sendable);
      }),
    );
  });
});

describe('saving ends the session only when the active endpoint changed (D35)', () => {
  const base = defaultSettings();
  const withTest = (patch: Partial<typeof base.environments.test>, active: typeof base.activeEnvironment = 'test') => ({
    ...base,
    activeEnvironment: active,
    environments: { ...base.environments, test: { ...base.environments.test, ...patch } },
  });

  it('names what changed', () => {
    expect(endpointChange(base, { ...base, activeEnvironment: 'test' })).toBe('environment');
    expect(endpointChange(withTest({ baseUrl: 'https://a.example' }), withTest({ baseUrl: 'https://b.example' }))).toBe(
      'address',
    );
    expect(endpointChange(withTest({ companyCode: '1' }), withTest({ companyCode: '2' }))).toBe('company-code');
  });

  it('keeps the session for anything else: 1 and 0001 are one company, another environment, preferences', () => {
    expect(endpointChange(withTest({ companyCode: '1' }), withTest({ companyCode: '0001' }))).toBeUndefined();
    expect(
      endpointChange(
        withTest({ baseUrl: 'https://a.example' }, 'sandbox'),
        withTest({ baseUrl: 'https://b.example' }, 'sandbox'),
      ),
    ).toBeUndefined();
    expect(endpointChange(base, { ...base, language: 'en', requestTimeoutSeconds: 30 })).toBeUndefined();
  });
});

describe('connection test words for an HTTP error (D101)', () => {
  it('a refusal about the company names the code sent and quotes the service', () => {
    const verdict = httpErrorVerdict(400, ['Empresa 3 não reconhecida.'], '3');
    expect(verdict.outcome).toBe('company-rejected');
    expect(sayWords(verdict.words, 'pt-BR')).toContain('O serviço não aceitou o código da empresa 3');
    expect(sayWords(verdict.words, 'pt-BR')).toContain('«Empresa 3 não reconhecida.»');
    expect(sayWords(verdict.words, 'en')).toContain('did not accept company code 3');
  });

  it('never only "erro NNN": every status gets a sentence saying what to check, in both languages (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 300, max: 599 }),
        fc.array(fc.string({ maxLength: 40 }), { maxLength: 3 }),
        (status, messages) => {
          const verdict = httpErrorVerdict(status, messages, '1');
          for (const text of [sayWords(verdict.words, 'pt-BR'), sayWords(verdict.words, 'en')]) {
            expect(text).not.toMatch(/^\S*\s*(erro|error) \d{3}\.?$/i);
            expect(text.length).toBeGreaterThan(60);
          }
          expect(verdict.outcome).not.toBe('ok');
        },
      ),
    );
  });
});
