/**
 * Shared. What a company code (`CodigoEmpresa`) may be, as the settings accept
 * it (D101): 1 to 4 digits, not zero. The spec types the header as text on
 * most operations but sends it as exactly 4 zero-padded digits on Op2 and Op7,
 * so a code of 5 or more digits can never reach those operations, and 0000
 * names no company. Which codes the service knows only the service can say:
 * the connection test asks it.
 */

export interface CompanyCodeProblem {
  pt: string;
  en: string;
}

const DIGITS = /^\d+$/;
export const COMPANY_CODE_MAX_DIGITS = 4;

/** Why a typed company code cannot be used, in pt-BR and English; undefined when it can. Surrounding spaces are ignored. */
export function companyCodeProblem(typed: string): CompanyCodeProblem | undefined {
  const code = typed.trim();
  if (code === '') return { pt: 'Informe o código da empresa.', en: 'Enter the company code.' };
  if (!DIGITS.test(code))
    return {
      pt: 'O código da empresa tem só números (ex.: 1 ou 0001).',
      en: 'The company code has digits only (e.g. 1 or 0001).',
    };
  if (code.length > COMPANY_CODE_MAX_DIGITS) {
    return {
      pt: 'O código da empresa tem no máximo 4 dígitos: as operações de assinatura o enviam com 4 dígitos (ex.: 0001).',
      en: 'The company code has at most 4 digits: the signature operations send it as 4 digits (e.g. 0001).',
    };
  }
  if (Number(code) === 0)
    return { pt: 'O código da empresa não pode ser zero.', en: 'The company code cannot be zero.' };
  return undefined;
}
