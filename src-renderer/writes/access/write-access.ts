/**
 * Renderer. Whether write actions are on for the user at the counter, and
 * why not (D100): after the service refused a write for lack of privilege,
 * every write button of the session is off, with this reason.
 */
import { defineMessages, useT } from '../../i18n/i18n';
import { useAppStore } from '../../state/store';

export const writeAccessMessages = defineMessages(
  {
    title: 'Somente consulta',
    reason: 'Seu usuário não tem permissão para enviar operações: o serviço recusou um envio por falta de permissão. Os botões de envio ficam desativados até você sair; as consultas continuam normalmente.',
    serviceSaid: 'O serviço informou: {words}',
  },
  {
    title: 'Read only',
    reason: 'Your user is not allowed to send operations: the service refused a request for lack of permission. Send buttons stay off until you sign out; lookups work as usual.',
    serviceSaid: 'The service said: {words}',
  },
);

/** The reason write actions are off, in the active language; undefined while they are on. */
export function useWritesOffReason(): string | undefined {
  const refusal = useAppStore((s) => s.writeRefusal);
  const t = useT(writeAccessMessages);
  return refusal ? t('reason') : undefined;
}
