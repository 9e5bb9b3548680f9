/**
 * The customer card's formatting with partial Op8 records (D41): missing
 * parts are left out or said missing, never "null", "undefined" or "NaN"
 * (src-renderer/screens/customer/card).
 */
import { describe, expect, it } from 'vitest';
import { EMPTY } from '../../../src-shared/format/display';
import { orNotInformed } from '../../../src-renderer/screens/customer/common/not-informed';
import {
  type Address,
  addressLines,
  formatCep,
  formatPhone,
  phoneLabel,
} from '../../../src-renderer/screens/customer/card/contact-format';
import { customerTitle } from '../../../src-renderer/screens/customer/card/customer-title';
import { yesNo } from '../../../src-renderer/screens/customer/card/registration-labels';

const BROKEN = /undefined|null|NaN|Invalid Date/;

const WORDS = {
  noNumber: 'S/N',
  noStreet: 'Logradouro não informado',
  noPlace: 'Bairro e município não informados',
  cep: 'CEP',
  notInformed: 'não informado',
};

const FULL: Address = {
  endereco: 'Rua Augusta',
  numero: 1500,
  complemento: 'apto 42',
  bairro: 'Consolação',
  cep: '01304001',
  municipio: { nome: 'São Paulo' },
  estado: { sigla: 'SP', nome: 'São Paulo' },
  pais: { nome: 'Brasil' },
};

const NOTHING: Address = {
  endereco: null,
  numero: null,
  complemento: null,
  bairro: null,
  cep: null,
  municipio: null,
  estado: null,
  pais: null,
};

describe('addressLines', () => {
  it('writes a whole address as on an envelope', () => {
    expect(addressLines(FULL, WORDS)).toEqual([
      'Rua Augusta, 1500 – apto 42',
      'Consolação – São Paulo/SP',
      'CEP 01304-001 – Brasil',
    ]);
  });

  it('writes S/N for a missing number', () => {
    expect(addressLines({ ...FULL, numero: null, complemento: null }, WORDS)[0]).toBe('Rua Augusta, S/N');
    expect(addressLines({ ...FULL, numero: Number.NaN }, WORDS)[0]).toBe('Rua Augusta, S/N – apto 42');
  });

  it('leaves out missing parts of the place and the postal line', () => {
    expect(addressLines({ ...FULL, bairro: null, estado: null }, WORDS)[1]).toBe('São Paulo');
    expect(
      addressLines({ ...FULL, municipio: { nome: null }, estado: { sigla: null, nome: 'Paraná' } }, WORDS)[1],
    ).toBe('Consolação – Paraná');
    expect(addressLines({ ...FULL, pais: null }, WORDS)[2]).toBe('CEP 01304-001');
  });

  it('says what is missing when a line has nothing left, never a blank line', () => {
    const lines = addressLines(NOTHING, WORDS);
    expect(lines).toEqual(['Logradouro não informado, S/N', 'Bairro e município não informados', 'CEP não informado']);
    for (const line of lines) expect(line).not.toMatch(BROKEN);
  });
});

describe('phones and postal codes', () => {
  it('formats a phone from its parts, leaving out what is missing', () => {
    expect(formatPhone({ ddi: '55', ddd: '11', numero: '912345678', ramal: null }, 'ramal')).toBe(
      '+55 (11) 91234-5678',
    );
    expect(formatPhone({ ddi: null, ddd: '11', numero: '12345678', ramal: '12' }, 'ramal')).toBe(
      '(11) 1234-5678 ramal 12',
    );
  });

  it('is EMPTY without the number itself, whatever else came', () => {
    expect(formatPhone({ ddi: '55', ddd: '11', numero: null, ramal: '3' }, 'ramal')).toBe(EMPTY);
    expect(formatPhone({ ddi: null, ddd: null, numero: '  ', ramal: null }, 'ramal')).toBe(EMPTY);
  });

  it('captions a phone with its kind and name as far as they came', () => {
    expect(phoneLabel('Celular', 'Ana')).toBe('Celular (Ana)');
    expect(phoneLabel(EMPTY, 'Ana')).toBe('(Ana)');
    expect(phoneLabel('Celular', null)).toBe('Celular');
    expect(phoneLabel(EMPTY, null)).toBe('');
  });

  it('formats a CEP, EMPTY when missing', () => {
    expect(formatCep('01310100')).toBe('01310-100');
    expect(formatCep(' 123 ')).toBe('123');
    expect(formatCep(null)).toBe(EMPTY);
    expect(formatCep('')).toBe(EMPTY);
  });
});

describe('labeled values', () => {
  it('reads "não informado" for what the formatters give as EMPTY or blank', () => {
    expect(orNotInformed(EMPTY, 'não informado')).toBe('não informado');
    expect(orNotInformed('  ', 'não informado')).toBe('não informado');
    expect(orNotInformed('R$ 10,00', 'não informado')).toBe('R$ 10,00');
  });

  it('does not turn a missing flag into "Não"', () => {
    expect(yesNo('S', 'Sim', 'Não')).toBe('Sim');
    expect(yesNo('N', 'Sim', 'Não')).toBe('Não');
    expect(yesNo(null, 'Sim', 'Não')).toBe(EMPTY);
    expect(yesNo(' ', 'Sim', 'Não')).toBe(EMPTY);
  });

  it('titles the card by the masked CPF when the name is missing', () => {
    expect(customerTitle(' Patrícia Luiza Ribeiro ', '27208447136')).toEqual({
      title: 'Patrícia Luiza Ribeiro',
      nameMissing: false,
    });
    expect(customerTitle(null, '27208447136')).toEqual({ title: '***.084.471-**', nameMissing: true });
    expect(customerTitle('', '27208447136').nameMissing).toBe(true);
  });
});
