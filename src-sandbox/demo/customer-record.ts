/** The Op8 registration record of a demo customer (everything but the lines of business). */
import type { CustomerRecord } from '../world';
import { addDays, midnight } from './dates';
import type { Sequences } from './ids';
import { emailFor, motherName, type PersonName, type Sex } from './people';
import { CITIES, COMPLEMENTS, STREETS, type City } from './places';
import { PROFESSIONS } from './professions';
import type { Rng } from './random';

export interface CustomerSeed {
  id: number;
  cpf: string;
  name: PersonName;
  sexo: Sex;
  /** YYYY-MM-DD */
  birthDate: string;
  politicallyExposed: boolean;
  referenceDate: string;
}

type Endereco = CustomerRecord['enderecos'][number];
type Telefone = CustomerRecord['contato']['telefones'][number];

export function buildCliente(rng: Rng, seq: Sequences, seed: CustomerSeed): CustomerRecord {
  const city = rng.pick(CITIES);
  const age = Number(seed.referenceDate.slice(0, 4)) - Number(seed.birthDate.slice(0, 4));
  const enderecos = [address(rng, seq, city, 'RESIDENCIAL')];
  const worksOutside = age < 66 && rng.chance(0.4);
  if (worksOutside) enderecos.push(address(rng, seq, rng.chance(0.8) ? city : rng.pick(CITIES), 'COMERCIAL'));

  const telefones: Telefone[] = [phone(rng, seq, city.ddd, 'CELULAR')];
  if (rng.chance(0.5)) telefones.push(phone(rng, seq, city.ddd, 'RESIDENCIAL'));
  if (worksOutside && rng.chance(0.6)) telefones.push(phone(rng, seq, city.ddd, 'COMERCIAL'));

  const emails = [
    { id: seq.next('email', 7001), tipo: 'PESSOAL', email: emailFor(rng, seed.name, String(rng.int(1, 99))) },
  ];
  if (worksOutside && rng.chance(0.5))
    emails.push({ id: seq.next('email', 7001), tipo: 'COMERCIAL', email: emailFor(rng, seed.name, '.trabalho') });

  const adultFrom = addDays(seed.birthDate, 18 * 365 + 5);
  const documentos: CustomerRecord['documentos'] = [
    {
      id: seq.next('documento', 9001),
      numero: rng.digits(9).replace(/^0/, '1'),
      tipo: 'RG',
      dataEmissao: rng.chance(0.85) ? midnight(rng.date(adultFrom, seed.referenceDate)) : null,
      orgaoEmissor: `SSP/${city.estado.sigla}`,
    },
  ];
  if (rng.chance(0.6)) {
    documentos.push({
      id: seq.next('documento', 9001),
      numero: rng.digits(11),
      tipo: 'CNH',
      dataEmissao: midnight(rng.date(addDays(seed.referenceDate, -3650), addDays(seed.referenceDate, -30))),
      orgaoEmissor: `DETRAN/${city.estado.sigla}`,
    });
  }

  return {
    id: seed.id,
    nome: seed.name.nome,
    cpf: seed.cpf,
    dataNascimento: midnight(seed.birthDate),
    sexo: seed.sexo,
    estadoCivil: maritalStatus(rng, age),
    nacionalidade: 'BRASILEIRA',
    pessoaPoliticamenteExposta: seed.politicallyExposed ? 'S' : 'N',
    nomeMae: motherName(rng, seed.name),
    valorRenda: rng.money(1_800, rng.chance(0.2) ? 45_000 : 12_000),
    obito: 'N',
    profissao: { ...rng.pick(PROFESSIONS) },
    enderecos,
    contato: { telefones, emails },
    documentos,
    linhasNegocio: [],
  };
}

function address(rng: Rng, seq: Sequences, city: City, tipo: 'RESIDENCIAL' | 'COMERCIAL'): Endereco {
  return {
    id: seq.next('endereco', 3001),
    tipo,
    endereco: rng.pick(STREETS),
    numero: rng.int(1, 2_999),
    complemento: rng.chance(0.55) ? rng.pick(COMPLEMENTS) : null,
    bairro: rng.pick(city.bairros),
    cep: String(rng.int(city.cepFrom, city.cepTo)).padStart(5, '0') + rng.digits(3),
    municipio: { codigo: city.codigo, nome: city.nome },
    estado: { ...city.estado },
    pais: { nome: 'BRASIL', sigla: 'BR' },
  };
}

function phone(rng: Rng, seq: Sequences, ddd: string, tipo: 'CELULAR' | 'RESIDENCIAL' | 'COMERCIAL'): Telefone {
  // Mobile numbers have nine digits starting with 9; landlines eight, starting 2 to 5.
  const numero = tipo === 'CELULAR' ? `9${rng.int(6, 9)}${rng.digits(7)}` : `${rng.int(2, 5)}${rng.digits(7)}`;
  return {
    id: seq.next('telefone', 5001),
    tipo,
    nome: tipo === 'COMERCIAL' ? 'Trabalho' : null,
    ddd,
    ddi: '55',
    numero,
    ramal: tipo === 'COMERCIAL' && rng.chance(0.6) ? String(rng.int(100, 9_999)) : null,
  };
}

function maritalStatus(rng: Rng, age: number): string {
  if (age < 28)
    return rng.weighted([
      ['SOLTEIRO', 7],
      ['CASADO', 2],
      ['UNIAO ESTAVEL', 2],
    ]);
  if (age > 70)
    return rng.weighted([
      ['CASADO', 4],
      ['VIUVO', 4],
      ['DIVORCIADO', 1],
    ]);
  return rng.weighted([
    ['CASADO', 6],
    ['SOLTEIRO', 2],
    ['DIVORCIADO', 2],
    ['UNIAO ESTAVEL', 2],
    ['VIUVO', 1],
  ]);
}
