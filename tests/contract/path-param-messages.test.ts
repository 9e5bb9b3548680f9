/**
 * What a path parameter's refusal says (src-shared/contract/primitives.ts): the field's name, a colon, then the
 * reason — for every path parameter of every operation, whatever the bad value (a CPF has its own sentences). The
 * reason never follows the name as an adjective, which in Portuguese must agree with the noun ("Proposta inválido",
 * "Cobertura é obrigatório" were said before).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { operationDefs, operationIds } from '../../src-shared/contract';

const badValue = fc.oneof(
  fc.constantFrom('', '.', '..', 'a/b', '../x', 'x y', '%2e%2e', 'ç'),
  fc.string({ minLength: 41, maxLength: 60 }),
  fc.string({ maxLength: 20 }).filter((s) => !/^[A-Za-z0-9._-]+$/.test(s)),
);

describe('path parameter refusals', () => {
  it('name the field, then the reason after a colon, for every operation and parameter', () => {
    const params = operationIds.flatMap((id) =>
      Object.entries(operationDefs[id].pathParams).map(([name, param]) => ({ id, name, param })),
    );
    expect(params.length).toBeGreaterThan(20);
    fc.assert(
      fc.property(fc.constantFrom(...params), badValue, ({ id, name, param }, value) => {
        const parsed = param.input.safeParse(value);
        if (parsed.success) return;
        const form = param.cpf ? /^(O CPF deve .+|CPF inválido \(.+\))\.$/ : /^[A-ZÀ-Ú][^:]*: \S.*\.$/;
        for (const issue of parsed.error.issues)
          expect(issue.message, `${id}.${name} ← ${JSON.stringify(value)}`).toMatch(form);
      }),
      { numRuns: 2_000 },
    );
  });
});
