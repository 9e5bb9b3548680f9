/**
 * Renderer. What the search field and the Ctrl+K spotlight say about a CPF being typed or pasted: one dictionary,
 * so both say the same thing in the same words.
 */
import { defineMessages } from '../../i18n/i18n';
import type { CpfFieldEdit } from './cpf-field-edit';
import { CPF_LENGTH, type CpfReading } from './cpf-problem';

export const cpfMessages = defineMessages(
  {
    empty: 'Digite ou cole os 11 dígitos do CPF.',
    missingOne: 'Falta 1 dígito: o CPF tem 11.',
    missingMany: 'Faltam {count} dígitos: o CPF tem 11.',
    invalid: 'CPF inválido: confira os dígitos.',
    cnpj: 'São 14 dígitos, como num CNPJ: a busca é pelo CPF, que tem 11.',
    tooMany: 'São {count} dígitos: o CPF tem 11.',
    fieldFull: 'O CPF tem 11 dígitos e o campo ficaria com {count}: apague ou selecione o que já está nele antes.',
    unchanged: 'O campo não mudou.',
    read: 'Lido: {cpf}',
    didYouMean: 'Você quis dizer {cpf}?',
  },
  {
    empty: 'Type or paste the 11 digits of the CPF.',
    missingOne: '1 digit missing: a CPF has 11.',
    missingMany: '{count} digits missing: a CPF has 11.',
    invalid: 'Invalid CPF: check the digits.',
    cnpj: 'That is 14 digits, like a CNPJ: the search takes a CPF, which has 11.',
    tooMany: 'That is {count} digits: a CPF has 11.',
    fieldFull: 'A CPF has 11 digits and the field would hold {count}: delete or select what is in it first.',
    unchanged: 'The field was left as it was.',
    read: 'Read: {cpf}',
    didYouMean: 'Did you mean {cpf}?',
  },
);

type Translate = (key: keyof (typeof cpfMessages)['pt-BR'], values?: Record<string, string | number>) => string;

/** Why the reading cannot be searched; undefined when it can (or there is nothing to say yet). */
export function cpfReadingProblem(t: Translate, reading: CpfReading): string | undefined {
  switch (reading.kind) {
    case 'empty':
      return t('empty');
    case 'incomplete':
      return reading.missing === 1 ? t('missingOne') : t('missingMany', { count: reading.missing });
    case 'invalid':
      return t('invalid');
    case 'too-many':
      return tooManyDigits(t, reading.count);
    case 'valid':
      return undefined;
  }
}

/** Why the field refused an edit, ending with the fact that it kept what it had. */
export function cpfRefusal(t: Translate, edit: Extract<CpfFieldEdit, { kind: 'refused' }>): string {
  // Said of what was pasted when that alone is too long (a CNPJ, a 12-digit number); else of the field as a whole.
  const why = edit.inserted > CPF_LENGTH ? tooManyDigits(t, edit.inserted) : t('fieldFull', { count: edit.total });
  return `${why} ${t('unchanged')}`;
}

function tooManyDigits(t: Translate, count: number): string {
  return count === 14 ? t('cnpj') : t('tooMany', { count });
}
