/**
 * Shared. The company's name on the statements the customer takes home (the
 * PDF's top line and the .xlsx heading, D183): a setting, which the IT policy
 * sets and locks on the company's PCs. Until then, the kind of company the
 * statements come from, never an invented name.
 */
export const DEFAULT_STATEMENT_COMPANY = 'Companhia de Seguros, Previdência e Capitalização';

/** Long enough for a full legal name ("… Companhia de Seguros S.A."), short enough for one line of an A4 heading. */
export const STATEMENT_COMPANY_MAX_CHARS = 120;

/** Why a typed company name cannot be used, in pt-BR and English; undefined when it can. Surrounding spaces are ignored. */
export function statementCompanyProblem(typed: string): { pt: string; en: string } | undefined {
  const name = typed.trim();
  if (name === '')
    return {
      pt: 'Informe o nome da empresa que aparece nos extratos.',
      en: 'Enter the company name shown on statements.',
    };
  if (name.length > STATEMENT_COMPANY_MAX_CHARS) {
    return {
      pt: `O nome da empresa tem no máximo ${STATEMENT_COMPANY_MAX_CHARS} caracteres.`,
      en: `The company name has at most ${STATEMENT_COMPANY_MAX_CHARS} characters.`,
    };
  }
  if (/\p{Cc}/u.test(name))
    return {
      pt: 'O nome da empresa fica numa linha só, sem caracteres de controle.',
      en: 'The company name is a single line, without control characters.',
    };
  return undefined;
}
