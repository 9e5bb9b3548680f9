/** Shared. Path parameter definitions shared by several operations. */
import { z } from 'zod';
import { isValidCpf } from '../cpf';
import type { CpfPathParamDef, PathParamDef } from './operation';
import { certificateId, cpf, digits, padCertificate, pathText } from './primitives';

const identity = (v: string) => v;

/** CPF in a path the spec types as string: 11 digits. */
export const cpfPath: CpfPathParamDef = {
  input: cpf,
  wire: cpf,
  encode: identity,
  type: 'string',
  description: 'CPF do cliente (11 dígitos).',
  cpf: true,
};

/**
 * CPF in a path the spec types as integer (Op3, Op10): an integer loses
 * leading zeros, so the service accepts 1 to 11 digits and pads them back.
 */
export const cpfIntegerPath: CpfPathParamDef = {
  input: cpf,
  wire: z
    .string()
    .regex(/^\d{1,11}$/, { error: 'O CPF deve conter apenas dígitos.' })
    .refine((v) => isValidCpf(v.padStart(11, '0')), { error: 'CPF inválido (dígitos verificadores não conferem).' }),
  encode: identity,
  type: 'integer',
  description: 'CPF do cliente como inteiro (zeros à esquerda podem ser omitidos).',
  cpf: true,
};

export const certificatePath: PathParamDef = {
  input: certificateId,
  wire: certificateId,
  encode: identity,
  type: 'string',
  description: 'Número do certificado de previdência.',
  cpf: false,
};

/** Op13 wants exactly 12 positions, zero-padded on the left. */
export const certificatePadded12Path: PathParamDef = {
  input: certificateId,
  wire: z
    .string()
    .regex(/^\d{12}$/, { error: 'O certificado deve ser enviado com 12 posições, completado com zeros à esquerda.' }),
  encode: padCertificate,
  type: 'string',
  description: 'Número do certificado com 12 posições, completado com zeros à esquerda.',
  cpf: false,
};

export const integerPath = (what: string, description: string, max = 18): PathParamDef => {
  const schema = digits(what, max);
  return { input: schema, wire: schema, encode: identity, type: 'integer', description, cpf: false };
};

export const textPath = (what: string, description: string, max = 40): PathParamDef => {
  const schema = pathText(what, max);
  return { input: schema, wire: schema, encode: identity, type: 'string', description, cpf: false };
};
