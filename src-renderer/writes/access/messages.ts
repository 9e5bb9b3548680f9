/** Renderer. Texts of write actions turned off for lack of privilege (D100), pt-BR first and English second. */
import { defineMessages } from '../../i18n/i18n';

/** Shared by the notice and every write button's tooltip: why write actions are off. */
export const writeAccessMessages = defineMessages(
  {
    title: 'Somente consulta',
    reason:
      'Seu usuário não tem permissão para enviar operações: o serviço recusou um envio por falta de permissão. Os botões de envio ficam desativados até você sair; as consultas continuam normalmente.',
    serviceSaid: 'O serviço informou: {words}',
  },
  {
    title: 'Read only',
    reason:
      'Your user is not allowed to send operations: the service refused a request for lack of permission. Send buttons stay off until you sign out; lookups work as usual.',
    serviceSaid: 'The service said: {words}',
  },
);

export const writesOffNoticeMessages = defineMessages(
  { label: 'Ações de envio desativadas' },
  { label: 'Send actions off' },
);

export const profileUnknownMessages = defineMessages(
  {
    note: 'O serviço só informa se o seu perfil pode enviar operações quando responde ao primeiro envio. Se o perfil for somente consulta, o envio será recusado e o que foi preenchido continua aqui.',
  },
  {
    note: 'The service only tells whether your profile may send operations when it answers the first request. If the profile is read only, the request will be refused and what you filled in stays here.',
  },
);
