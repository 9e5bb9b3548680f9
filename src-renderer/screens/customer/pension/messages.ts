/** Renderer. Texts of the pension tab, pt-BR first and English second. */
import { defineMessages } from '../../../i18n/i18n';

export const pensionTabMessages = defineMessages(
  {
    title: 'Certificados de previdência',
    certificate: 'Certificado',
    input: 'Número do certificado',
    none: 'Nenhum certificado de previdência no cadastro: digite o número abaixo.',
    open: 'Abrir',
    openOf: 'Abrir certificado {id}',
    balance: 'Ver saldo',
    balanceOf: 'Ver saldo do certificado {id}',
    collection: 'Cobrança atual',
    collectionSaid: 'O serviço de cobrança disse: {text}',
    collectionEmpty: 'sem valores informados',
    reading: 'Lendo a cobrança…',
    whatTheListSays:
      'O cadastro traz só os números dos certificados e nenhuma consulta do serviço informa produto, plano ou situação de um certificado. A cobrança vem dos canais de cobrança de cada um; o saldo, fundo a fundo, está em “Ver saldo”.',
  },
  {
    title: 'Pension certificates',
    certificate: 'Certificate',
    input: 'Certificate number',
    none: 'No pension certificate on record: type the number below.',
    open: 'Open',
    openOf: 'Open certificate {id}',
    balance: 'See balance',
    balanceOf: 'See balance of certificate {id}',
    collection: 'Current billing',
    collectionSaid: 'The billing service said: {text}',
    collectionEmpty: 'no amounts given',
    reading: 'Reading the billing…',
    whatTheListSays:
      'The registration gives only the certificate numbers, and no query of the service gives a certificate’s product, plan or status. The billing comes from each one’s collection channels; the balance, fund by fund, is under “See balance”.',
  },
);
