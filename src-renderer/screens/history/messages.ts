/** Renderer. Texts of the History screen (the operations journal), pt-BR first and English second. */
import { JOURNAL_DETAIL_WORDS } from '../../../src-shared/ipc/journal-detail-words';
import { JOURNAL_IDENTIFIER_WORDS } from '../../../src-shared/ipc/journal-identifier-words';
import { defineMessages } from '../../i18n/i18n';

export const historyScreenMessages = defineMessages(
  {
    title: 'Histórico',
    refresh: 'Atualizar',
    skippedOne: '1 linha ilegível do histórico foi ignorada (provavelmente gravada pela metade numa queda do Balcão).',
    skippedMany:
      '{n} linhas ilegíveis do histórico foram ignoradas (provavelmente gravadas pela metade numa queda do Balcão).',
    unknownTitle: 'Operações com resultado desconhecido: {n}',
    unknownAdvice:
      'A resposta não chegou: confirme com o cliente ou o serviço antes de enviar de novo (às cegas, pode sair em dobro) e registre o que verificou na linha (▸).',
    limited:
      'Mostrando as {n} operações mais recentes. Use os filtros para encontrar as mais antigas; a exportação inclui todas.',
    count: '{n} operações',
    countOne: '1 operação',
  },
  {
    title: 'History',
    refresh: 'Refresh',
    skippedOne: '1 unreadable line of the history was skipped (probably half-written when Balcão stopped).',
    skippedMany: '{n} unreadable lines of the history were skipped (probably half-written when Balcão stopped).',
    unknownTitle: 'Operations with unknown outcome: {n}',
    unknownAdvice:
      'The answer never arrived: check with the customer or the service before sending again (blindly, it may go twice) and record what you found on the line (▸).',
    limited:
      'Showing the {n} most recent operations. Use the filters to find older ones; the export includes all of them.',
    count: '{n} operations',
    countOne: '1 operation',
  },
);

export const historyFiltersMessages = defineMessages(
  {
    from: 'De',
    to: 'Até',
    toBeforeFrom: 'A data final é anterior à inicial.',
    operations: 'Operações',
    allOperations: 'Todas',
    status: 'Situação',
    allStatuses: 'Todas',
    search: 'Buscar',
    searchHint: 'CPF completo, nome do cliente, protocolo, proposta…',
    clear: 'Limpar filtros',
    protocol: 'Protocolo',
    protocolHint: 'Parte do protocolo',
    today: 'Hoje',
  },
  {
    from: 'From',
    to: 'To',
    toBeforeFrom: 'The end date is before the start date.',
    operations: 'Operations',
    allOperations: 'All',
    status: 'Status',
    allStatuses: 'All',
    search: 'Search',
    searchHint: 'Full CPF, customer name, protocol, proposal…',
    clear: 'Clear filters',
    protocol: 'Protocol',
    protocolHint: 'Part of the protocol',
    today: 'Today',
  },
);

export const historyExportMessages = defineMessages({ export: 'Exportar' }, { export: 'Export' });

export const historyTableMessages = defineMessages(
  {
    table: 'Histórico de operações',
    when: 'Data/hora',
    user: 'Usuário',
    environment: 'Ambiente',
    operation: 'Operação',
    customer: 'Cliente',
    identifiers: 'Identificadores',
    status: 'Situação',
    protocol: 'Protocolo',
    open: 'Detalhes de {title} de {when}',
    checkedConcluded: 'Verificada: concluída',
    checkedNotConcluded: 'Verificada: não concluída',
    rows: '{rows} linhas',
    rowsOne: '1 linha',
    empty: 'Nenhuma operação encontrada com estes filtros.',
  },
  {
    table: 'Operations history',
    when: 'Date/time',
    user: 'User',
    environment: 'Environment',
    operation: 'Operation',
    customer: 'Customer',
    identifiers: 'Identifiers',
    status: 'Status',
    protocol: 'Protocol',
    open: 'Details of {title} on {when}',
    checkedConcluded: 'Checked: completed',
    checkedNotConcluded: 'Checked: not completed',
    rows: '{rows} rows',
    rowsOne: '1 row',
    empty: 'No operation matches these filters.',
  },
);

export const protocolCellMessages = defineMessages(
  { copy: 'Copiar protocolo {protocol}', copied: 'Copiado' },
  { copy: 'Copy protocol {protocol}', copied: 'Copied' },
);

export const historyEntryDetailsMessages = defineMessages(
  {
    sent: 'O que foi enviado',
    field: 'Campo',
    value: 'Valor',
    nothingSent: 'Sem detalhes do envio (registro anterior a esta versão, ou uma operação sem corpo).',
    masked: 'Dados pessoais mascarados, como no resto do Balcão.',
    serviceSaid: 'O serviço informou',
    balcaoSaid: 'O Balcão informou',
    finished: 'Concluída em {at}',
    whatToDo:
      'Não se sabe se o serviço recebeu este envio. Confirme com o cliente ou com o serviço antes de enviar de novo, e registre abaixo o que verificou.',
    checkedConcluded: 'Verificada: a operação foi concluída',
    checkedNotConcluded: 'Verificada: a operação não foi concluída',
    checkedBy: 'Por {by} em {at}. Como verificou: {note}',
    checkedProtocol: 'Protocolo: {protocol}',
  },
  {
    sent: 'What was sent',
    field: 'Field',
    value: 'Value',
    nothingSent: 'No details of the request (recorded before this version, or an operation without a body).',
    masked: 'Personal data masked, as everywhere in Balcão.',
    serviceSaid: 'The service said',
    balcaoSaid: 'Balcão said',
    finished: 'Finished on {at}',
    whatToDo:
      'It is unknown whether the service received this request. Check with the customer or the service before sending it again, and record below what you found.',
    checkedConcluded: 'Checked: the operation was completed',
    checkedNotConcluded: 'Checked: the operation was not completed',
    checkedBy: 'By {by} on {at}. How: {note}',
    checkedProtocol: 'Protocol: {protocol}',
  },
);

export const resolveUnknownFormMessages = defineMessages(
  {
    legend: 'Registrar verificação',
    intro:
      'Confirmou com o serviço ou com o cliente se esta operação aconteceu? Registre aqui: o Histórico e o aviso de duplicidade passam a considerar o que você verificou.',
    outcome: 'O que você verificou',
    concluded: 'A operação foi concluída',
    notConcluded: 'A operação não foi concluída',
    note: 'Como verificou',
    noteHint:
      'Ex.: consultei as movimentações no Balcão; o cliente confirmou o recebimento. Não escreva dados pessoais.',
    noteMissing: 'Diga como verificou.',
    outcomeMissing: 'Escolha o que verificou.',
    protocol: 'Protocolo (opcional)',
    protocolHint: 'O número que o serviço deu à operação, se você o encontrou: o Histórico passa a achá-la por ele.',
    save: 'Registrar verificação',
  },
  {
    legend: 'Record a check',
    intro:
      'Did you check with the service or the customer whether this operation happened? Record it here: the History and the duplicate warning then follow what you checked.',
    outcome: 'What you found',
    concluded: 'The operation was completed',
    notConcluded: 'The operation was not completed',
    note: 'How you checked',
    noteHint: 'E.g. I looked at the movements in Balcão; the customer confirmed it. Do not write personal data.',
    noteMissing: 'Say how you checked.',
    outcomeMissing: 'Choose what you found.',
    protocol: 'Protocol (optional)',
    protocolHint:
      'The number the service gave the operation, if you found it: the History then finds it by that number.',
    save: 'Record check',
  },
);

/** The names of the fields a write sent, by path segment (shared with the request receipt: journal-detail-words.ts). */
export const historyDetailsMessages = defineMessages(JOURNAL_DETAIL_WORDS['pt-BR'], JOURNAL_DETAIL_WORDS.en);

/** The identifiers a journal entry records (certificate, title, proposal…), in the table's "Identificadores" column (history-labels.ts). */
export const historyLabelsMessages = defineMessages(JOURNAL_IDENTIFIER_WORDS['pt-BR'], JOURNAL_IDENTIFIER_WORDS.en);
