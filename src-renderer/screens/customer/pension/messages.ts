/** Renderer. Texts of the pension tab, pt-BR first and English second (issue 16). */
import { defineMessages } from '../../../i18n/i18n';

export const pensionTabMessages = defineMessages(
  {
    title: 'Certificados de previdência',
    certificate: 'Certificado',
    input: 'Número do certificado',
    none: 'Nenhum certificado de previdência no cadastro: digite o número abaixo.',
    open: 'Abrir',
    openOf: 'Abrir certificado {id}',
  },
  {
    title: 'Pension certificates',
    certificate: 'Certificate',
    input: 'Certificate number',
    none: 'No pension certificate on record: type the number below.',
    open: 'Open',
    openOf: 'Open certificate {id}',
  },
);
