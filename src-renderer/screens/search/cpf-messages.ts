/**
 * Renderer. What the search field and the Ctrl+K spotlight say about a CPF being typed or pasted: one dictionary,
 * so both say the same thing in the same words.
 */
import { dictionaries } from '../../i18n/i18n';
import type { CpfFieldEdit } from './cpf-field-edit';
import { CPF_LENGTH, type CpfReading } from './cpf-problem';
import pt from './cpf-messages.pt-BR.json';
import en from './cpf-messages.en.json';

export const { cpfMessages } = dictionaries(pt, en);

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
