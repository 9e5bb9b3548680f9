/**
 * Renderer (pure). The one-line summary of the customer at the top of their screen: birth
 * date, the first phone that can be dialled, the first e-mail and the city of the first address — what the
 * employee checks with the customer at the counter. A part the service left out is simply not in the line
 * (the full registration, one click away, says "não informado" for it); the line never reads "null".
 */
import { EMPTY, formatDate, formatText } from '../../../../src-shared/format/display';
import type { Cliente } from '../customer-types';
import { formatPhone } from './contact-format';

export interface CustomerSummary {
  birthDate?: string;
  /** The phone's kind code (CELULAR, RESIDENCIAL…) and the number as written in Brazil. */
  phone?: { kind: string | null; number: string };
  email?: string;
  /** "Cidade/UF". */
  city?: string;
}

const given = (text: string): string | undefined => (text === EMPTY || text.trim() === '' ? undefined : text);

export function customerSummary(cliente: Cliente, extensionWord: string): CustomerSummary {
  const summary: CustomerSummary = {};
  const birthDate = given(formatDate(cliente.dataNascimento));
  if (birthDate) summary.birthDate = birthDate;
  for (const phone of cliente.contato?.telefones ?? []) {
    const number = given(formatPhone(phone, extensionWord));
    if (number) {
      summary.phone = { kind: phone.tipo ?? null, number };
      break;
    }
  }
  for (const email of cliente.contato?.emails ?? []) {
    const address = given(formatText(email.email));
    if (address) {
      summary.email = address;
      break;
    }
  }
  for (const address of cliente.enderecos) {
    const city = [
      address.municipio?.nome?.trim() ?? '',
      address.estado?.sigla?.trim() || address.estado?.nome?.trim() || '',
    ]
      .filter((p) => p !== '')
      .join('/');
    if (city !== '') {
      summary.city = city;
      break;
    }
  }
  return summary;
}
