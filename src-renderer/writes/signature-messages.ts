/** Labels shared by the two signature dialogs (Op2, Op6): the form and the review say the same thing. */
import { defineMessages } from '../i18n/i18n';

export const signatureMessages = defineMessages(
  {
    customer: 'Cliente (CPF)',
    idDocumento: 'Identificador do documento (proposta)',
    hash: 'Hash da assinatura',
    hashOptional: 'Hash da assinatura (opcional)',
    data: 'Data e hora da assinatura',
    dataHint: 'Horário de Brasília (enviado com o fuso -03:00).',
    enderecoIP: 'Endereço IP',
    enderecoIPHint: 'IPv4 ou IPv6 de onde a assinatura foi feita.',
    responsavel: 'Responsável pela assinatura',
    responsavelCpf: 'CPF do responsável',
    responsavelNome: 'Nome do responsável',
    responsavelEmail: 'E-mail do responsável',
    usuario: 'Usuário da plataforma',
    usuarioLogin: 'Login do usuário',
    usuarioEmail: 'E-mail do usuário',
    linhaDeNegocio: 'Linha de negócio',
    tipoDocumento: 'Tipo de documento',
    tipoAssinatura: 'Tipo de assinatura',
    none: '—',
  },
  {
    customer: 'Customer (CPF)',
    idDocumento: 'Document identifier (proposal)',
    hash: 'Signature hash',
    hashOptional: 'Signature hash (optional)',
    data: 'Signing date and time',
    dataHint: 'Brasília time (sent with the -03:00 offset).',
    enderecoIP: 'IP address',
    enderecoIPHint: 'IPv4 or IPv6 address the signature was made from.',
    responsavel: 'Person who signed',
    responsavelCpf: 'Signer CPF',
    responsavelNome: 'Signer name',
    responsavelEmail: 'Signer e-mail',
    usuario: 'Platform user',
    usuarioLogin: 'User login',
    usuarioEmail: 'User e-mail',
    linhaDeNegocio: 'Line of business',
    tipoDocumento: 'Document type',
    tipoAssinatura: 'Signature type',
    none: '—',
  },
);

export type SignatureText = (key: keyof (typeof signatureMessages)['pt-BR']) => string;
