/**
 * Renderer. Phones, postal codes and addresses as Brazilians write them,
 * from Op8 records where any part may be missing: a missing part is left
 * out, and a value with nothing left reads EMPTY (the caller says
 * "não informado").
 */
import { EMPTY } from '../../../../src-shared/format/display';

type Phone = { ddi: string | null; ddd: string | null; numero: string | null; ramal: string | null };

/** 912345678 → 91234-5678; 12345678 → 1234-5678; anything else as sent. */
function localNumber(numero: string): string {
  const d = numero.replace(/\D/g, '');
  if (d.length === 9) return `${d.slice(0, 5)}-${d.slice(5)}`;
  if (d.length === 8) return `${d.slice(0, 4)}-${d.slice(4)}`;
  return numero.trim();
}

/**
 * +55 (11) 91234-5678, with the extension after it ("ramal 123") when there
 * is one. Without the number itself a phone cannot be dialled: EMPTY, even
 * with a DDD.
 */
export function formatPhone(phone: Phone, extensionWord: string): string {
  const local = localNumber(phone.numero ?? '');
  if (local === '') return EMPTY;
  const ddi = (phone.ddi ?? '').replace(/\D/g, '');
  const ddd = (phone.ddd ?? '').replace(/\D/g, '');
  const parts = [ddi ? `+${ddi}` : '', ddd ? `(${ddd})` : '', local].filter((p) => p !== '');
  const ramal = phone.ramal?.trim();
  return ramal ? `${parts.join(' ')} ${extensionWord} ${ramal}` : parts.join(' ');
}

/** "Celular (Ana)" before a phone; the kind or the name alone when only one came; '' when neither. */
export function phoneLabel(kind: string, nome: string | null): string {
  const k = kind === EMPTY ? '' : kind.trim();
  const n = nome?.trim() ?? '';
  return [k, n ? `(${n})` : ''].filter((p) => p !== '').join(' ');
}

/** 01310100 → 01310-100; EMPTY when missing. */
export function formatCep(cep: string | null): string {
  const d = (cep ?? '').replace(/\D/g, '');
  if (d.length === 8) return `${d.slice(0, 5)}-${d.slice(5)}`;
  return cep?.trim() || EMPTY;
}

export interface Address {
  endereco: string | null;
  numero: number | null;
  complemento: string | null;
  bairro: string | null;
  cep: string | null;
  municipio: { nome: string | null } | null;
  estado: { sigla: string | null; nome: string | null } | null;
  pais: { nome: string | null; sigla?: string | null } | null;
}

export interface AddressWords {
  /** "S/N": the number the Correios expect when there is none. */
  noNumber: string;
  /** "Logradouro não informado". */
  noStreet: string;
  /** "Bairro e município não informados". */
  noPlace: string;
  /** "CEP". */
  cep: string;
  /** "não informado". */
  notInformed: string;
  /** The country's name in the employee's language from its ISO code ("BR" → "Brazil"); undefined when unknown. */
  countryName?: (code: string) => string | undefined;
}

const present = (text: string | null | undefined): string => text?.trim() ?? '';

/**
 * The three lines of an envelope: "Rua X, 123 – apto 4", "Bairro – Cidade/UF",
 * "CEP 01310-100 – Brasil". Missing parts are left out; a line with nothing
 * left says what is missing, so no line is ever blank.
 */
export function addressLines(a: Address, words: AddressWords): [street: string, place: string, postal: string] {
  const complement = present(a.complemento);
  const numero = a.numero === null || !Number.isFinite(a.numero) ? words.noNumber : String(a.numero);
  const street = `${present(a.endereco) || words.noStreet}, ${numero}${complement ? ` – ${complement}` : ''}`;

  const city = [present(a.municipio?.nome), present(a.estado?.sigla) || present(a.estado?.nome)]
    .filter((p) => p !== '')
    .join('/');
  const place = [present(a.bairro), city].filter((p) => p !== '').join(' – ') || words.noPlace;

  const cep = formatCep(a.cep);
  // By its code when the language knows it (the service writes "BRASIL" whatever the language), else as sent.
  const code = present(a.pais?.sigla);
  const country = (code && words.countryName?.(code)) || present(a.pais?.nome);
  const postal = `${words.cep} ${cep === EMPTY ? words.notInformed : cep}${country ? ` – ${country}` : ''}`;
  return [street, place, postal];
}
