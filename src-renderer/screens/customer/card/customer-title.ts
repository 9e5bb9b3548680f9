/**
 * Renderer. What the customer card is titled: the customer's name, or, when
 * the service left it out, the masked CPF that was asked for (LGPD: the full
 * CPF only after "Mostrar CPF").
 */
import { maskCpf } from '../../../../src-shared/cpf';

export function customerTitle(nome: string | null, cpf: string): { title: string; nameMissing: boolean } {
  const name = nome?.trim() ?? '';
  return name === '' ? { title: maskCpf(cpf), nameMissing: true } : { title: name, nameMissing: false };
}
