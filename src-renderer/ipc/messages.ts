/** Renderer. Texts of the IPC bridge's own failures, pt-BR first and English second. */
import { defineMessages } from '../i18n/i18n';

export const ipcMessages = defineMessages(
  { internalFailure: 'Falha de comunicação interna do Balcão.' },
  { internalFailure: 'Internal communication failure in Balcão.' },
);
