/** Text compared the way people search: without case or accents ("educacao" finds "Educação"). */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLocaleLowerCase('pt-BR');
}
