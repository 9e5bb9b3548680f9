/**
 * Main process. The heading every statement carries, whatever its format
 * (.xlsx heading block, PDF header): who issues it (the company's name from
 * the settings, D183, and the app's), what, whose (CPF masked unless the
 * employee revealed it on screen, D181), which certificate, period and
 * filters, issued when (São Paulo clock) and by whom, and the environment.
 * In pt-BR: the document is the customer's.
 */
import { formatCpf, maskCpf } from '../../src-shared/cpf';
import { formatDateBR, formatDateTimeBR } from '../../src-shared/format/calendar-date';
import type { EnvironmentName, ExportRequest } from '../../src-shared/ipc/inputs';
import { ENVIRONMENT_LABELS } from './csv-columns';

/** The app's name, next to the company's on every statement. */
export const STATEMENT_APP = 'Balcão';

export interface StatementHeading {
  /** Sheet name (short). */
  sheet: string;
  title: string;
  /** The company's name (the setting "Nome da empresa nos extratos"). */
  issuer: string;
  lines: string[];
  /** "SANDBOX — sem valor" when the data came from the sandbox. */
  mark?: string;
}

export interface StatementContext {
  title: string;
  /** The company's name, as the settings (or the IT policy) give it. */
  company: string;
  customerName?: string;
  cpf?: string;
  /** The employee revealed the full CPF on screen (recorded in the journal): the statement shows it too. */
  cpfRevealed?: boolean;
  /** e.g. { Certificado: '000000925108', Cobertura: '1', Fundo: '12' }. */
  identifiers?: Record<string, string>;
  /** Period and filters, already in words ("de 01/01/2024 a 31/03/2024", "tipo: APORTE"). */
  filters?: string[];
  issuedAt: Date;
  user: string;
  environment: EnvironmentName;
}

export const SANDBOX_MARK = 'SANDBOX — sem valor';

export function statementHeading(context: StatementContext): StatementHeading {
  const lines: string[] = [];
  const cpf = context.cpf ? (context.cpfRevealed ? formatCpf(context.cpf) : maskCpf(context.cpf)) : undefined;
  const whose = [context.customerName?.trim(), cpf ? `CPF ${cpf}` : undefined].filter(Boolean).join(' — ');
  if (whose) lines.push(`Cliente: ${whose}`);
  const ids = Object.entries(context.identifiers ?? {}).map(([k, v]) => `${k}: ${v}`);
  if (ids.length > 0) lines.push(ids.join(' · '));
  lines.push(`Período e filtros: ${context.filters && context.filters.length > 0 ? context.filters.join('; ') : 'todos os registros'}`);
  lines.push(`Emitido em ${formatDateTimeBR(context.issuedAt.toISOString())} (horário de Brasília) por ${context.user}`);
  const sandbox = context.environment === 'sandbox';
  lines.push(`Ambiente: ${sandbox ? SANDBOX_MARK : ENVIRONMENT_LABELS[context.environment]}`);
  return { sheet: context.title, title: context.title, issuer: context.company, lines, ...(sandbox ? { mark: SANDBOX_MARK } : {}) };
}

/** "<company> · Balcão": the line that says who issues the statement (the .xlsx's second row). */
export function issuerLine(heading: StatementHeading): string {
  return `${heading.issuer} · ${STATEMENT_APP}`;
}

/** "de 01/01/2024 a 31/03/2024", "a partir de …", "até …"; undefined without dates. */
export function periodWords(from: string | undefined, to: string | undefined): string | undefined {
  if (from && to) return `de ${formatDateBR(from)} a ${formatDateBR(to)}`;
  if (from) return `a partir de ${formatDateBR(from)}`;
  if (to) return `até ${formatDateBR(to)}`;
  return undefined;
}

const JOURNAL_STATUS_WORDS: Record<string, string> = { succeeded: 'concluídas', failed: 'com erro', unknown: 'resultado desconhecido', pending: 'pendentes' };

/** The request's period and filters in words, for the heading. */
export function filterWords(request: ExportRequest): string[] {
  const words: string[] = [];
  const add = (text: string | undefined) => text && words.push(text);
  switch (request.kind) {
    case 'movements': {
      const f = request.filter;
      add(periodWords(f?.from, f?.to));
      if (f?.tiposMovimento?.length) add(`tipos: ${f.tiposMovimento.map((t) => t || 'não informado').join(', ')}`);
      if (f?.fundos?.length) add(`fundos: ${f.fundos.map((t) => t || 'não informado').join(', ')}`);
      if (f?.text) add(`texto: "${f.text}"`);
      break;
    }
    case 'portability':
      for (const [key, value] of Object.entries(request.query ?? {})) if (value !== undefined && value !== '') add(`${key}: ${String(value)}`);
      break;
    case 'history': {
      const f = request.filter;
      add(periodWords(f?.from, f?.to));
      if (f?.statuses?.length) add(`situação: ${f.statuses.map((s) => JOURNAL_STATUS_WORDS[s] ?? s).join(', ')}`);
      if (f?.actions?.length) add(`operações: ${f.actions.join(', ')}`);
      if (f?.text) add(`texto: "${f.text}"`);
      break;
    }
    default:
      break;
  }
  return words;
}
