import { describe, expect, it } from 'vitest';
import { cpfDigits, cpfWithCheckDigits, formatCpf, isValidCpf, maskCpf } from '../../src-shared/cpf';
import { maskCpfsInText } from '../../src-shared/mask';

describe('CPF', () => {
  it.each(['529.982.247-25', '52998224725', '111.444.777-35', '01234567890'])('accepts %s', (cpf) =>
    expect(isValidCpf(cpf)).toBe(true),
  );
  it.each(['529.982.247-26', '12345678900', '11111111111', '00000000000', '5299822472', '529982247250', ''])(
    'refuses %s',
    (cpf) => expect(isValidCpf(cpf)).toBe(false),
  );
  it('completes check digits', () => expect(cpfWithCheckDigits('529982247')).toBe('52998224725'));
  it('formats as typed', () => {
    expect(formatCpf('529')).toBe('529');
    expect(formatCpf('5299822')).toBe('529.982.2');
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('529.982.247-2599')).toBe('529.982.247-25');
  });
  it('masks keeping only the middle digits', () => {
    expect(maskCpf('52998224725')).toBe('***.982.247-**');
    expect(maskCpf('123')).toBe('***.***.***-**');
  });
  it('keeps digits only', () => expect(cpfDigits(' 529.982.247-25 ')).toBe('52998224725'));
  it('masks CPFs inside free text and URLs', () => {
    expect(maskCpfsInText('/clientes/52998224725/certificados/000000100231')).toBe(
      '/clientes/***.982.247-**/certificados/000000100231',
    );
    expect(maskCpfsInText('CPF 529.982.247-25 não encontrado')).toBe('CPF ***.982.247-** não encontrado');
  });
});
