/** Renderer. Texts of the capitalization tab, pt-BR first and English second. */
import { defineMessages } from '../../../i18n/i18n';

export const capitalizationTabMessages = defineMessages(
  {
    title: 'Títulos de capitalização',
    titleNumber: 'Título',
    input: 'Número do título',
    none: 'Nenhum título de capitalização no cadastro: digite o número abaixo.',
    paymentData: 'Alterar dados de pagamento',
    paymentDataOf: 'Alterar dados de pagamento do título {id}',
    noStatus:
      'O serviço não informa a situação dos títulos (ativo, resgatado, cancelado): um título resgatado ou cancelado só é recusado pelo serviço ao enviar a alteração, e a resposta diz o motivo.',
  },
  {
    title: 'Capitalization titles',
    titleNumber: 'Title',
    input: 'Title number',
    none: 'No capitalization title on record: type the number below.',
    paymentData: 'Change payment data',
    paymentDataOf: 'Change payment data of title {id}',
    noStatus:
      'The service does not give a title’s status (active, redeemed, cancelled): a redeemed or cancelled title is refused by the service only when the change is sent, and the answer says why.',
  },
);
