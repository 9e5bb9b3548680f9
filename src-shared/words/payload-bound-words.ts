/**
 * Shared. Which bound an input broke, in words that name the limit and never the content: inside the IPC refusal
 * (error-words.ts) and in the sandbox's own refusal of a request body (pt-BR).
 */
import type { Language } from './dictionary';
import type { PayloadProblem, PayloadProblemKind } from './error-codes';
import { formatCount } from './count';

type BoundWords = Readonly<Record<PayloadProblemKind, (limit: number | undefined, count: string) => string>>;

const BOUND_WORDS: Readonly<Record<Language, BoundWords>> = {
  'pt-BR': {
    type: () => 'só são aceitos dados JSON simples (nada de binários, datas, mapas ou números BigInt)',
    size: (_, count) => `mais de ${count} caracteres`,
    depth: (limit) => `mais de ${limit} níveis de aninhamento`,
    nodes: (_, count) => `mais de ${count} valores`,
    keys: (limit) => `um objeto com mais de ${limit} campos`,
    array: (_, count) => `uma lista com mais de ${count} itens`,
    json: () => 'o texto da mensagem não é JSON válido',
  },
  en: {
    type: () => 'only plain JSON data is accepted (no binary data, dates, maps or BigInts)',
    size: (_, count) => `over ${count} characters`,
    depth: (limit) => `nested over ${limit} levels`,
    nodes: (_, count) => `over ${count} values`,
    keys: (limit) => `an object with over ${limit} fields`,
    array: (_, count) => `a list of over ${count} items`,
    json: () => 'the message text is not valid JSON',
  },
};

export function payloadBoundText({ kind, limit }: PayloadProblem, language: Language): string {
  return BOUND_WORDS[language][kind](limit, limit === undefined ? '' : formatCount(limit, language));
}
