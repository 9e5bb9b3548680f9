/**
 * Renderer. Balcão's words for the errors the main process names by key (IpcError.words, D218), pt-BR first and
 * English second: main chooses what to say, by status and kind; the words are the renderer's.
 */
import type { ErrorWordKey } from '../../src-shared/ipc/ipc-result';
import { defineMessages } from './i18n';

export const errorWords = defineMessages<ErrorWordKey>(
  {
    readRateLimited: 'O serviço está recebendo pedidos demais e não atendeu esta consulta. Tente de novo em instantes.',
    readRateLimitedFor:
      'O serviço está recebendo pedidos demais e pediu para esperar {seconds} s antes de consultar de novo. Tente de novo em instantes.',
    unavailableFor:
      'O serviço está temporariamente indisponível e pediu para esperar {seconds} s. Tente de novo em instantes.',
    writeRateLimited:
      'O serviço não processou o envio: estava recebendo pedidos demais. Nada foi registrado e o que você preencheu foi mantido: envie de novo em instantes.',
  },
  {
    readRateLimited: 'The service is receiving too many requests and did not answer this query. Try again shortly.',
    readRateLimitedFor:
      'The service is receiving too many requests and asked to wait {seconds} s before querying again. Try again shortly.',
    unavailableFor: 'The service is temporarily unavailable and asked to wait {seconds} s. Try again shortly.',
    writeRateLimited:
      'The service did not process the submission: it was receiving too many requests. Nothing was recorded and what you filled in was kept: send it again shortly.',
  },
);
