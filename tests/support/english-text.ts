/**
 * Tests (Node). Whether an English text was really translated: not empty, no Portuguese letters outside the proper
 * names below, none of the Portuguese words below. Used by the renderer's both-languages test and by the main
 * process's error words test.
 */
/** Proper names (and the one example of Portuguese input) an English text may spell with Portuguese letters. */
export const NAMES_WITH_ACCENTS = [
  'Balcão',
  'Brasília',
  'São Paulo',
  'Itaú',
  // "E.g. 6201 or educação": what the employee types to search the service's activities, which are in Portuguese.
  'educação',
];
const ACCENTED = /[áàâãéêíóôõúüç]/i;
/** Portuguese words that are not English words (and the app's own nouns): one left in an English text was not translated. */
const PORTUGUESE_WORDS = [
  ...[
    'de',
    'da',
    'das',
    'dos',
    'em',
    'para',
    'com',
    'sem',
    'uma',
    'ou',
    'pelo',
    'pela',
    'ao',
    'aos',
    'seu',
    'sua',
    'que',
    'nao',
    'voce',
    'nenhum',
    'nenhuma',
    'todos',
  ],
  ...[
    'cliente',
    'certificado',
    'fundo',
    'fundos',
    'saldo',
    'cobertura',
    'cota',
    'cotas',
    'valor',
    'conta',
    'aporte',
    'resgate',
    'extrato',
    'informado',
    'informe',
  ],
];
/** A whole word: not inside another word, a `{placeholder}`, a domain ("exemplo.com") or a path. */
const PORTUGUESE_WORD = new RegExp(`(?<![\\p{L}{./@])(${PORTUGUESE_WORDS.join('|')})(?![\\p{L}}])`, 'iu');

/** What is wrong with an English text (empty, or Portuguese left in it). */
export function englishProblems(text: string): string[] {
  const problems: string[] = [];
  if (text.trim() === '') problems.push('empty English text');
  let rest = text;
  for (const name of NAMES_WITH_ACCENTS) rest = rest.split(name).join('');
  if (ACCENTED.test(rest)) problems.push(`Portuguese letters in English: ${JSON.stringify(text)}`);
  const word = PORTUGUESE_WORD.exec(rest);
  if (word) problems.push(`Portuguese word "${word[1]}" in English: ${JSON.stringify(text)}`);
  return problems;
}
