/**
 * Shared by every process (renderer form, contract, sandbox). Brazilian banks
 * by their COMPE code, the three-digit number every bank slip, cheque and
 * transfer carries. One list: Op5's form offers it, the contract accepts only
 * its codes, and the sandbox's demo world draws its banks from it.
 *
 * A subset (D90): the banks and payment institutions branch customers use
 * most. The full list is the Central Bank's register of STR participants; a
 * bank missing here is added with one line (code and name as registered).
 */

export interface CompeBank {
  /** COMPE code as a number (the body of Op5 sends it so): 1 is "001". */
  code: number;
  /** The name an employee recognises, close to the registered one. */
  name: string;
}

export const COMPE_BANKS: readonly CompeBank[] = [
  { code: 1, name: 'Banco do Brasil S.A.' },
  { code: 3, name: 'Banco da Amazônia S.A.' },
  { code: 4, name: 'Banco do Nordeste do Brasil S.A.' },
  { code: 21, name: 'Banestes S.A. Banco do Estado do Espírito Santo' },
  { code: 33, name: 'Banco Santander (Brasil) S.A.' },
  { code: 37, name: 'Banco do Estado do Pará S.A. (Banpará)' },
  { code: 41, name: 'Banco do Estado do Rio Grande do Sul S.A. (Banrisul)' },
  { code: 47, name: 'Banco do Estado de Sergipe S.A. (Banese)' },
  { code: 70, name: 'BRB - Banco de Brasília S.A.' },
  { code: 77, name: 'Banco Inter S.A.' },
  { code: 85, name: 'Cooperativa Central de Crédito - Ailos' },
  { code: 104, name: 'Caixa Econômica Federal' },
  { code: 121, name: 'Banco Agibank S.A.' },
  { code: 136, name: 'Unicred do Brasil' },
  { code: 197, name: 'Stone Instituição de Pagamento S.A.' },
  { code: 208, name: 'Banco BTG Pactual S.A.' },
  { code: 212, name: 'Banco Original S.A.' },
  { code: 218, name: 'Banco BS2 S.A.' },
  { code: 237, name: 'Banco Bradesco S.A.' },
  { code: 246, name: 'Banco ABC Brasil S.A.' },
  { code: 260, name: 'Nu Pagamentos S.A.' },
  { code: 290, name: 'PagSeguro Internet Instituição de Pagamento S.A. (PagBank)' },
  { code: 318, name: 'Banco BMG S.A.' },
  { code: 323, name: 'Mercado Pago Instituição de Pagamento Ltda.' },
  { code: 336, name: 'Banco C6 S.A.' },
  { code: 341, name: 'Itaú Unibanco S.A.' },
  { code: 348, name: 'Banco XP S.A.' },
  { code: 380, name: 'PicPay Instituição de Pagamento S.A.' },
  { code: 389, name: 'Banco Mercantil do Brasil S.A.' },
  { code: 422, name: 'Banco Safra S.A.' },
  { code: 623, name: 'Banco Pan S.A.' },
  { code: 633, name: 'Banco Rendimento S.A.' },
  { code: 637, name: 'Banco Sofisa S.A.' },
  { code: 643, name: 'Banco Pine S.A.' },
  { code: 655, name: 'Banco Votorantim S.A. (BV)' },
  { code: 707, name: 'Banco Daycoval S.A.' },
  { code: 739, name: 'Banco Cetelem S.A.' },
  { code: 745, name: 'Banco Citibank S.A.' },
  { code: 748, name: 'Banco Cooperativo Sicredi S.A.' },
  { code: 756, name: 'Banco Cooperativo Sicoob S.A.' },
];

const BY_CODE = new Map(COMPE_BANKS.map((bank) => [bank.code, bank]));

/** The bank of a COMPE code, if the list has it. */
export function compeBank(code: number): CompeBank | undefined {
  return BY_CODE.get(code);
}

/**
 * The bank of a code as a service writes it ("422", "001", " 0422 "): its COMPE bank, or undefined when the text
 * is no code (letters, empty, more than four digits) or a code the list does not hold.
 */
export function compeBankOfText(text: string | null | undefined): CompeBank | undefined {
  const digits = text?.trim() ?? '';
  return /^\d{1,4}$/.test(digits) ? compeBank(Number(digits)) : undefined;
}

/** Three digits, as banks write the code: 1 → "001". */
export function formatCompeCode(code: number): string {
  return String(code).padStart(3, '0');
}
