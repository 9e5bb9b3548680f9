/** Renderer. Texts of the portability tab, pt-BR first and English second. */
import { defineMessages } from '../../../i18n/i18n';
import type { PortabilityStatusCode } from './portability-status';

export const exportPortabilityMenuMessages = defineMessages({ export: 'Exportar' }, { export: 'Export' });

export const pagePagerMessages = defineMessages(
  {
    nav: 'Paginação das portabilidades',
    pageSize: 'Itens por página',
    previous: 'Página anterior',
    next: 'Próxima página',
    page: 'Página {page}',
  },
  {
    nav: 'Portability pages',
    pageSize: 'Items per page',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {page}',
  },
);

export const portabilityFiltersMessages = defineMessages(
  {
    form: 'Filtros das portabilidades',
    status: 'Situação',
    anyStatus: 'Todas',
    from: 'De',
    to: 'Até',
    inverted: 'A data final deve ser igual ou posterior à inicial.',
    matricula: 'Matrícula',
    nome: 'Nome do participante',
    apply: 'Filtrar',
    clear: 'Limpar filtros',
  },
  {
    form: 'Portability filters',
    status: 'Status',
    anyStatus: 'All',
    from: 'From',
    to: 'To',
    inverted: 'The end date must be on or after the start date.',
    matricula: 'Registration',
    nome: 'Participant name',
    apply: 'Filter',
    clear: 'Clear filters',
  },
);

export const portabilityTabMessages = defineMessages(
  {
    title: 'Portabilidades internas',
    none: 'Nenhuma portabilidade encontrada',
    noneHint: 'Confira os filtros ou limpe-os para ver todas.',
    pastEnd: 'Nenhuma portabilidade nesta página: volte à página anterior.',
    count: '{n} solicitações',
    countOne: '1 solicitação',
    countAtLeast: '{n} solicitações ou mais (há mais páginas; o serviço não informa o total)',
  },
  {
    title: 'Internal portability requests',
    none: 'No portability request found',
    noneHint: 'Check the filters, or clear them to see all.',
    pastEnd: 'No request on this page: go back to the previous one.',
    count: '{n} requests',
    countOne: '1 request',
    countAtLeast: '{n} requests or more (more pages follow; the service gives no total)',
  },
);

export const portabilityTableMessages = defineMessages(
  {
    table: 'Portabilidades internas',
    number: 'Solicitação',
    date: 'Data da solicitação',
    participant: 'Participante',
    matricula: 'Matrícula',
    status: 'Situação',
    statusUnknown: 'não informada',
    statusHint: 'O serviço não informa a situação de cada solicitação: filtre por situação para vê-la.',
  },
  {
    table: 'Internal portability requests',
    number: 'Request',
    date: 'Request date',
    participant: 'Participant',
    matricula: 'Registration',
    status: 'Status',
    statusUnknown: 'not given',
    statusHint: 'The service does not give each request’s status: filter by status to see it.',
  },
);

/** Op9 `statusPortabilidade` in words (./portability-status.ts). Same words as the CSV export (src-main/export/csv-columns.ts), so screen and file agree. */
export const PORTABILITY_STATUS_LABELS = defineMessages<PortabilityStatusCode>(
  {
    '0': 'Início do processamento',
    '1': 'Em processamento',
    '2': 'Processado com crítica',
    '3': 'Processado',
    '4': 'Erro',
    '5': 'Cancelado',
  },
  {
    '0': 'Processing started',
    '1': 'Processing',
    '2': 'Processed with remarks',
    '3': 'Processed',
    '4': 'Error',
    '5': 'Cancelled',
  },
);
