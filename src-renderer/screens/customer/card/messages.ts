/** Renderer. Texts of the customer card, pt-BR first and English second. */
import { defineMessages } from '../../../i18n/i18n';

export const addressListMessages = defineMessages(
  {
    title: 'Endereços',
    none: 'Nenhum endereço no cadastro.',
    cep: 'CEP',
    noNumber: 'S/N',
    noStreet: 'Logradouro não informado',
    noPlace: 'Bairro e município não informados',
  },
  {
    title: 'Addresses',
    none: 'No address on record.',
    cep: 'Postal code',
    noNumber: 'no number',
    noStreet: 'Street not provided',
    noPlace: 'District and city not provided',
  },
);

export const businessLineListMessages = defineMessages(
  { title: 'Linhas de negócio', none: 'Nenhuma linha de negócio no cadastro.', noIds: 'sem identificadores' },
  { title: 'Lines of business', none: 'No line of business on record.', noIds: 'no identifiers' },
);

export const contactListMessages = defineMessages(
  {
    phones: 'Telefones',
    emails: 'E-mails',
    extension: 'ramal',
    noPhones: 'Nenhum telefone no cadastro.',
    noEmails: 'Nenhum e-mail no cadastro.',
  },
  {
    phones: 'Phones',
    emails: 'E-mails',
    extension: 'ext.',
    noPhones: 'No phone on record.',
    noEmails: 'No e-mail on record.',
  },
);

export const customerCardMessages = defineMessages(
  {
    personal: 'Dados pessoais',
    card: 'Dados do cliente',
    summary: 'Resumo do cadastro',
    pep: 'PEP',
    pepLong: 'Pessoa politicamente exposta',
    deceased: 'Óbito registrado',
    noName: 'Nome não informado pelo serviço',
    cpf: 'CPF',
    born: 'Nascimento',
    extension: 'ramal',
    full: 'Ver cadastro completo',
  },
  {
    personal: 'Personal data',
    card: 'Customer data',
    summary: 'Registration summary',
    pep: 'PEP',
    pepLong: 'Politically exposed person',
    deceased: 'Death on record',
    noName: 'Name not provided by the service',
    cpf: 'CPF',
    born: 'Born',
    extension: 'ext.',
    full: 'Show full registration',
  },
);

export const documentListMessages = defineMessages(
  {
    title: 'Documentos',
    none: 'Nenhum documento no cadastro.',
    issuer: 'Órgão emissor',
    issued: 'Emissão',
    document: 'Documento',
  },
  { title: 'Documents', none: 'No document on record.', issuer: 'Issuer', issued: 'Issued on', document: 'Document' },
);

export const personalDataMessages = defineMessages(
  {
    birthDate: 'Data de nascimento',
    sex: 'Sexo',
    maritalStatus: 'Estado civil',
    nationality: 'Nacionalidade',
    pep: 'Pessoa politicamente exposta',
    motherName: 'Nome da mãe',
    income: 'Renda',
    profession: 'Profissão',
    yes: 'Sim',
    no: 'Não',
  },
  {
    birthDate: 'Date of birth',
    sex: 'Sex',
    maritalStatus: 'Marital status',
    nationality: 'Nationality',
    pep: 'Politically exposed person',
    motherName: "Mother's name",
    income: 'Income',
    profession: 'Profession',
    yes: 'Yes',
    no: 'No',
  },
);

export const revealableCpfMessages = defineMessages(
  { show: 'Mostrar CPF', hide: 'Ocultar CPF' },
  { show: 'Show CPF', hide: 'Hide CPF' },
);
