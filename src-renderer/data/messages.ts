/** Renderer. Texts of the read states (loading, drift note), pt-BR first and English second. */
import { defineMessages } from '../i18n/i18n';

export const operationViewMessages = defineMessages({ loading: 'Carregando…' }, { loading: 'Loading…' });

export const driftNoteMessages = defineMessages(
  {
    note: 'Alguns dados não foram informados pelo serviço.',
    fields: 'Campos não informados: {fields}',
    more: '… e mais {n}',
  },
  {
    note: 'Some data was not provided by the service.',
    fields: 'Fields not provided: {fields}',
    more: '… and {n} more',
  },
);

export const serviceWaitMessages = defineMessages(
  {
    title: 'Aguardando o serviço',
    rateLimited:
      'O serviço está recebendo pedidos demais e pediu para esperar {seconds} s. A consulta será feita de novo sozinha em seguida.',
    unavailable:
      'O serviço está temporariamente indisponível e pediu para esperar {seconds} s. A consulta será feita de novo sozinha em seguida.',
  },
  {
    title: 'Waiting for the service',
    rateLimited:
      'The service is receiving too many requests and asked to wait {seconds} s. The query will be sent again by itself right after.',
    unavailable:
      'The service is temporarily unavailable and asked to wait {seconds} s. The query will be sent again by itself right after.',
  },
);
