/** Renderer. Texts of the contract diagnostics in Settings (the view and the report for the API team), pt-BR first and English second. */
import { defineMessages } from '../../../i18n/i18n';

export const diagnosticsSectionMessages = defineMessages(
  {
    title: 'Diagnóstico do contrato',
    intro:
      'Para a TI da agência: campos que o serviço deixou de enviar, enviou vazios ou em outro formato, desde que o Balcão foi aberto. Só nomes de campos e contagens, nunca dados de clientes.',
    refresh: 'Atualizar',
    since: 'Desde {since} · ambiente {env}',
    none: 'Nenhum desvio do contrato desde que o Balcão foi aberto.',
  },
  {
    title: 'Contract diagnostics',
    intro:
      'For the branch’s IT: fields the service left out, sent empty or in another shape, since Balcão was opened. Field names and counts only, never customer data.',
    refresh: 'Refresh',
    since: 'Since {since} · {env} environment',
    none: 'No contract deviation since Balcão was opened.',
  },
);

export const operationDriftCardMessages = defineMessages(
  {
    answers: '{n} respostas lidas',
    answersOne: '1 resposta lida',
    withDrift: '{n} com desvios',
    fields: 'Desvios de {operation}',
    field: 'Campo',
    kind: 'Desvio',
    count: 'Ocorrências',
    essential: 'essencial',
    essentialHint: 'O Balcão precisa deste campo para a tela funcionar por inteiro.',
  },
  {
    answers: '{n} answers read',
    answersOne: '1 answer read',
    withDrift: '{n} with deviations',
    fields: 'Deviations of {operation}',
    field: 'Field',
    kind: 'Deviation',
    count: 'Occurrences',
    essential: 'essential',
    essentialHint: 'Balcão needs this field for the screen to work in full.',
  },
);

export const copyDriftReportMessages = defineMessages(
  { copy: 'Copiar para a equipe da API', copied: 'Copiado' },
  { copy: 'Copy for the API team', copied: 'Copied' },
);

/** The plain-text report's own lines; its counts and words are the view's (operationDriftCardMessages, diagnosticsSectionMessages). */
export const driftReportMessages = defineMessages(
  {
    title: 'Balcão — diagnóstico do contrato da API',
    since: 'Desde: {local} (horário de São Paulo; {iso})',
    environment: 'Ambiente: {name}',
    noAnswers: 'Nenhuma resposta do serviço lida desde que o Balcão foi aberto.',
  },
  {
    title: 'Balcão — API contract diagnostics',
    since: 'Since: {local} (São Paulo time; {iso})',
    environment: 'Environment: {name}',
    noAnswers: 'No answer from the service read since Balcão was opened.',
  },
);
