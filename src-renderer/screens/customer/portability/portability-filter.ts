/** The filters of the portability list as the employee fills them, and the Op9 query they become. */
import type { ApiRequest } from '../../../../src-shared/contract/types';
import { saoPauloInstant } from '../../../../src-shared/format/calendar-date';
import type { PortabilityStatusCode } from './portability-status';

export interface PortabilityFilter {
  status: PortabilityStatusCode | '';
  /** YYYY-MM-DD from the date field (DateInputBR), or ''. */
  from: string;
  to: string;
  matricula: string;
  nome: string;
}

export const NO_FILTER: PortabilityFilter = { status: '', from: '', to: '', matricula: '', nome: '' };

export type PortabilityQuery = Omit<NonNullable<ApiRequest<'op9'>['query']>, 'pagina' | 'tamanhoPagina'>;

/**
 * Op9 wants RFC 3339 instants: a day runs from 00:00:00 to 23:59:59 on the
 * São Paulo clock, which has been UTC−03:00 all year since 2019.
 */
export function toPortabilityQuery(filter: PortabilityFilter): PortabilityQuery {
  const query: PortabilityQuery = {};
  if (filter.status !== '') query.statusPortabilidade = filter.status;
  if (filter.from !== '') query.dataInicioSolicitacao = saoPauloInstant(filter.from, '00:00:00');
  if (filter.to !== '') query.dataFimSolicitacao = saoPauloInstant(filter.to, '23:59:59');
  const matricula = filter.matricula.trim();
  if (matricula !== '') query.matricula = matricula;
  const nome = filter.nome.trim();
  if (nome !== '') query.nome = nome;
  return query;
}

/** The service refuses a start after the end (422); said under "Até" before asking. */
export function dateRangeIsInverted(filter: PortabilityFilter): boolean {
  return filter.from !== '' && filter.to !== '' && filter.from > filter.to;
}
