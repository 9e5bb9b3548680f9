/**
 * Field-level building blocks of the contract. Every limit the spec states is
 * written once here and reused by requests, responses, forms and the OpenAPI.
 */
import { z } from 'zod';
import { isValidCpf } from '../cpf';
import { identifier, temporal } from './field-meaning';

/** Request-side CPF: 11 digits with valid check digits. */
export const cpf = z
  .string()
  .length(11, { error: 'O CPF deve ter exatamente 11 dígitos.' })
  .regex(/^\d{11}$/, { error: 'O CPF deve conter apenas dígitos.' })
  .refine(isValidCpf, { error: 'CPF inválido (dígitos verificadores não conferem).' })
  .meta({ description: 'CPF sem separadores (11 dígitos).', example: '52998224725' });

/** Calendar date `YYYY-MM-DD` (no time zone: never shifted). */
export const calendarDate = z.iso.date({ error: 'Data inválida: use o formato AAAA-MM-DD.' });

/** RFC 3339 timestamp with an offset or Z, as requests must send it. */
export const dateTime = z.iso.datetime({
  offset: true,
  error: 'Data e hora inválidas: use RFC 3339 (ex.: 2026-01-31T14:30:00-03:00).',
});

/**
 * Timestamps as the service may send them: RFC 3339 with or without offset,
 * or a bare date. Kept as text so screens take the calendar date from the
 * digits, never through a Date in another time zone.
 */
export const wireDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/, {
    error: 'Data e hora em formato não reconhecido.',
  })
  // Not `format: date-time`: RFC 3339 requires an offset and the services send none ("2024-01-05T00:00:00").
  .meta({ description: 'Data, ou data e hora como os serviços enviam (ISO 8601, fuso opcional).' });

/**
 * A date the service sends as a date-time that names a calendar day (a birth date, a due date, a reference
 * date): read as the day written, whatever time or offset follows it (D203).
 */
export const calendarDay = temporal(
  wireDateTime.meta({
    description:
      'Dia do calendário (data de nascimento, vencimento, referência): vale o dia escrito, qualquer hora ou fuso que o siga.',
  }),
  'day',
);

/** A date-time that names a moment (a movement, a request, an event in a process): shown on the São Paulo clock (D203). */
export const instant = temporal(
  wireDateTime.meta({
    description: 'Instante (movimentação, solicitação, evento): com fuso, convertido para o horário de São Paulo.',
  }),
  'instant',
);

/**
 * A numeric identifier: a JSON integer, or its digits as text when it is beyond 2^53 (a 64-bit id a double would
 * round). Every digit is kept (D206).
 */
export const numericId = identifier(
  z
    .union([z.number().int(), z.string().regex(/^-?\d{1,40}$/)])
    .meta({ description: 'Identificador numérico; acima de 2^53, o texto com todos os dígitos.' }),
);

export const email = z.email({ error: 'E-mail inválido.' });

/** IPv4 or IPv6 in text form with separators, 7 to 39 characters (spec limit). */
export const ipAddress = z
  .string()
  .min(7, { error: 'O endereço IP deve ter de 7 a 39 caracteres.' })
  .max(39, { error: 'O endereço IP deve ter de 7 a 39 caracteres.' })
  .pipe(z.union([z.ipv4(), z.ipv6()], { error: 'Endereço IP inválido (IPv4 ou IPv6).' }));

export const base64 = z.base64({ error: 'O documento deve estar em base64.' });

export const money = z.number().finite();

/**
 * A whole number in a query: the JSON number the app sends, or the decimal digits a URL carries. Nothing else
 * that `Number()` would also read (`0x10`, `2e0`, `  1`, `+1`, `1.0`, `true`, `[2]`).
 */
export function queryInteger(min: number, max: number, errors: { min?: string; max?: string } = {}) {
  const schema = z
    .union(
      [
        z.number().int(),
        z
          .string()
          .regex(/^[0-9]{1,15}$/)
          .transform(Number),
      ],
      { error: 'Use um número inteiro, só com dígitos.' },
    )
    .pipe(
      z
        .number()
        .min(min, errors.min ? { error: errors.min } : undefined)
        .max(max, errors.max ? { error: errors.max } : undefined),
    );
  queryIntegerRanges.set(schema, { minimum: min, maximum: max });
  return schema;
}

/** What the OpenAPI document says of a queryInteger: an integer in range (on the wire, its digits). */
export const queryIntegerRanges = new WeakMap<object, { minimum: number; maximum: number }>();

/** Digits-only identifier (path segments the spec types as integer). */
export const digits = (what: string, max = 18) =>
  z.string().regex(new RegExp(`^\\d{1,${max}}$`), { error: `${what}: apenas dígitos (até ${max}).` });

/** Free-text identifier in a path segment: no separators, no traversal. */
export const pathText = (what: string, max = 40) =>
  z
    .string()
    .min(1, { error: `${what}: informe um valor.` })
    .max(max, { error: `${what}: no máximo ${max} caracteres.` })
    .regex(/^[A-Za-z0-9._-]+$/, { error: `${what}: use apenas letras, dígitos, ponto, hífen ou sublinhado.` })
    .refine((v) => v !== '.' && v !== '..', { error: `${what}: valor inválido.` });

/** Pension certificate number: digits, 12 positions once padded. */
export const certificateId = z
  .string()
  .regex(/^\d{1,12}$/, { error: 'Certificado: apenas dígitos (até 12).' })
  .meta({ description: 'Número do certificado (até 12 dígitos).', example: '000000100231' });

export function padCertificate(id: string): string {
  return id.padStart(12, '0');
}

/** Trimmed text the service pads with trailing spaces (Op21). */
export const trimmedText = z.string().transform((s) => s.trimEnd());

/**
 * Bank details as Brazilian banks write them (D90): the number, then an
 * optional check digit after a hyphen, a digit or X (Bradesco and Banco do
 * Brasil use X for a check digit of 10). The check digit is not recomputed:
 * each bank has its own algorithm. A number of only zeros names no branch or
 * account. The spec's lengths (10 and 15 characters) stay as outer bounds.
 */
export const BANK_BRANCH_DIGITS = 5;
export const BANK_ACCOUNT_DIGITS = 12;

const onlyZeros = (value: string) => /^0+(?:-|$)/.test(value);

function bankNumber(
  limits: { digits: number; maxLength: number },
  text: { required: string; tooLong: string; format: string; zeros: string },
) {
  return (
    z
      .string()
      .min(1, { error: text.required })
      .max(limits.maxLength, { error: text.tooLong })
      .regex(new RegExp(`^\\d{1,${limits.digits}}(?:-[0-9X])?$`), { error: text.format })
      // Only once the format is right: one message at a time for the same text.
      .refine((value) => !onlyZeros(value), { error: text.zeros, when: (payload) => payload.issues.length === 0 })
  );
}

export const bankBranch = bankNumber(
  { digits: BANK_BRANCH_DIGITS, maxLength: 10 },
  {
    required: 'Informe a agência.',
    tooLong: 'A agência tem no máximo 10 caracteres.',
    format: `Agência inválida: de 1 a ${BANK_BRANCH_DIGITS} dígitos e, se houver, o dígito verificador depois do hífen (ex.: 1234 ou 1234-5).`,
    zeros: 'Agência inválida: o número não pode ser só zeros.',
  },
).meta({
  description: `Agência: 1 a ${BANK_BRANCH_DIGITS} dígitos, dígito verificador opcional após hífen (0-9 ou X).`,
  example: '1234-5',
});

export const bankAccount = bankNumber(
  { digits: BANK_ACCOUNT_DIGITS, maxLength: 15 },
  {
    required: 'Informe a conta.',
    tooLong: 'A conta tem no máximo 15 caracteres.',
    format: `Conta inválida: de 1 a ${BANK_ACCOUNT_DIGITS} dígitos e, se houver, o dígito verificador depois do hífen (ex.: 12345-6 ou 12345-X).`,
    zeros: 'Conta inválida: o número não pode ser só zeros.',
  },
).meta({
  description: `Conta: 1 a ${BANK_ACCOUNT_DIGITS} dígitos, dígito verificador opcional após hífen (0-9 ou X).`,
  example: '56789-0',
});
