/**
 * Renderer. The record the customer screen shows. Op8 may answer without
 * `cliente` (D42: essential, yet never a reason to lose the customer): the
 * screen then shows the CPF it asked for, every field "não informado" and
 * every tab open for typing identifiers, under the drift note.
 */
import type { ApiResult } from '../../../src-shared/contract/types';
import type { Cliente } from './customer-types';

/** A registration the service sent nothing of: typed against the contract, so a new field must be named here. */
export const EMPTY_CLIENTE: Cliente = {
  id: null,
  nome: null,
  cpf: null,
  dataNascimento: null,
  sexo: null,
  estadoCivil: null,
  nacionalidade: null,
  pessoaPoliticamenteExposta: null,
  nomeMae: null,
  valorRenda: null,
  obito: null,
  profissao: null,
  enderecos: [],
  contato: null,
  documentos: [],
  linhasNegocio: [],
};

export function customerOf(answer: ApiResult<'op8'>): Cliente {
  return answer.cliente ?? EMPTY_CLIENTE;
}
