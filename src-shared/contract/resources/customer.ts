import { z } from 'zod';
import { withIdentity } from '../field-meaning';
import { calendarDay, numericId } from '../primitives';

const Endereco = z.object({
  id: numericId,
  tipo: z.string(),
  endereco: z.string(),
  numero: z.number().int(),
  complemento: z.string().nullish(),
  bairro: z.string(),
  cep: z.string(),
  municipio: z.object({ codigo: z.number().int(), nome: z.string() }),
  estado: z.object({ codigo: z.number().int(), nome: z.string(), sigla: z.string() }),
  pais: z.object({ nome: z.string(), sigla: z.string() }),
});

const Telefone = z.object({
  id: numericId,
  tipo: z.string(),
  nome: z.string().nullish(),
  ddd: z.string(),
  ddi: z.string(),
  numero: z.string(),
  ramal: z.string().nullish(),
});

const Documento = z.object({
  id: numericId,
  numero: z.string(),
  tipo: z.string(),
  dataEmissao: calendarDay.nullish(),
  orgaoEmissor: z.string().nullish(),
});

const Sistema = z.object({ id: numericId, nome: z.string(), idsCliente: z.array(z.string()) });

/** Identity (D202): the CPF or the service's id, either one says which customer this is. */
export const Cliente = withIdentity(
  z
  .object({
    id: numericId,
    nome: z.string(),
    cpf: z.string(),
    dataNascimento: calendarDay,
    sexo: z.string(),
    estadoCivil: z.string(),
    nacionalidade: z.string(),
    pessoaPoliticamenteExposta: z.string(),
    nomeMae: z.string(),
    valorRenda: z.number(),
    obito: z.string(),
    profissao: z.object({ codigo: z.number().int(), nome: z.string() }),
    enderecos: z.array(Endereco),
    contato: z.object({ telefones: z.array(Telefone), emails: z.array(z.object({ id: numericId, tipo: z.string(), email: z.string() })) }),
    documentos: z.array(Documento),
    linhasNegocio: z.array(z.object({ id: numericId, nome: z.string(), sistemas: z.array(Sistema) })),
  })
  .meta({ id: 'Cliente', description: 'Dados cadastrais do cliente.' }),
  ['cpf', 'id'],
  'any',
);

/** Identity (D202): the customer record itself. */
export const Customer = withIdentity(z.object({ cliente: Cliente }).meta({ id: 'Customer', description: 'Cliente pessoa física (Op8).' }), ['cliente']);
