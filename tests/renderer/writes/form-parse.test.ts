/** A write form parses once per state of its values: validation and the review step share the parse (D171). */
import { describe, expect, it, vi } from 'vitest';
import { ClaimNoticeRequest } from '../../../src-shared/contract/resources/claims';
import { formParse } from '../../../src-renderer/writes/form-parse';

const values = {
  nomeSegurado: '  Ana Souza ',
  dataNascimentoSegurado: '1980-02-29',
  linhaNegocio: 'VIDA',
  email: 'ana@example.com',
};

describe('formParse', () => {
  it('parses a values object once: the review gets the very body the validation accepted (the schema output, trimmed)', () => {
    const parse = vi.fn((v: typeof values) => ClaimNoticeRequest.safeParse(v));
    const claim = formParse(parse);
    expect(claim(values).success).toBe(true);
    expect(claim.body(values)).toEqual({ ...values, nomeSegurado: 'Ana Souza' });
    expect(claim.body(values)).toBe(claim.body(values));
    expect(parse).toHaveBeenCalledTimes(1);
  });

  it('parses again when the form holds new values (Mantine replaces the object on every change), and refuses a body the schema refuses', () => {
    const claim = formParse((v: typeof values) => ClaimNoticeRequest.safeParse(v));
    expect(claim.body(values).email).toBe('ana@example.com');
    const changed = { ...values, email: 'não é e-mail' };
    expect(claim(changed).success).toBe(false);
    expect(() => claim.body(changed)).toThrow();
  });
});
