/** Renderer. Texts of the read states (loading, drift note), pt-BR first and English second (issue 16). */
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
