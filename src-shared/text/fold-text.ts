/** Text compared the way people search: without case or accents, in every process. */

/** Anything but printable ASCII takes the slow path (NFD), control characters included. */
const NON_ASCII = /[^\u0020-\u007e]/;
const MARKS = /\p{M}/gu;
const FOLD_CACHE_LIMIT = 20_000;
/** Descriptions repeat a lot (a few dozen distinct ones in 100,000 rows): fold each once. */
const foldCache = new Map<string, string>();

/** Lower case without accents, so "contribuicao" finds "CONTRIBUIÇÃO". */
export function foldText(text: string): string {
  if (!NON_ASCII.test(text)) return text.toLowerCase();
  let folded = foldCache.get(text);
  if (folded === undefined) {
    folded = text.normalize('NFD').replace(MARKS, '').toLowerCase();
    if (foldCache.size >= FOLD_CACHE_LIMIT) foldCache.clear();
    foldCache.set(text, folded);
  }
  return folded;
}
