/**
 * Main process. The heading every statement carries, whatever its format
 * (.xlsx heading block, PDF header): who issues it (the company's name from
 * the settings, D183, and the app's), what, whose (CPF masked unless the
 * employee revealed it on screen, D181), which certificate, period and
 * filters, issued when (São Paulo clock) and by whom, and the environment.
 * In pt-BR: the document is the customer's.
 */
import { formatCpf, maskCpf } from '../../src-shared/cpf';
import { formatDateBR, formatDateTimeBR, parseWrittenDateTime } from '../../src-shared/format/calendar-date';
import { type EnvironmentName, type ExportRequest, journalActionTitle } from '../../src-shared/ipc/inputs';
import { JOURNAL_STATUS_WORDS } from '../../src-shared/words/journal-status-words';
import { maskCpfsInText } from '../../src-shared/mask';
import { nameInitial } from '../journal/journal-details';
import { ENVIRONMENT_LABELS, portabilityStatusName } from './csv-columns';

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
  /** The employee's login, and their name as the service gave it at sign-in (Op1 `Name`), when it did. */
  user: string;
  userName?: string | null | undefined;
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
  lines.push(
    `Período e filtros: ${context.filters && context.filters.length > 0 ? context.filters.join('; ') : 'todos os registros'}`,
  );
  lines.push(
    `Emitido em ${formatDateTimeBR(context.issuedAt.toISOString())} (horário de Brasília) por ${issuerWords(context.user, context.userName)}`,
  );
  const sandbox = context.environment === 'sandbox';
  lines.push(`Ambiente: ${sandbox ? SANDBOX_MARK : ENVIRONMENT_LABELS[context.environment]}`);
  return {
    sheet: context.title,
    title: context.title,
    issuer: context.company,
    lines,
    ...(sandbox ? { mark: SANDBOX_MARK } : {}),
  };
}

/**
 * Who issued the statement (D353): the employee's name and login; the login alone, saying so, when the service
 * gave no name at sign-in. The name is kept to one line (control characters become spaces).
 */
export function issuerWords(login: string, name: string | null | undefined): string {
  const shown = name
    ?.replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return shown ? `${shown} (login ${login})` : `login ${login} (nome do atendente não informado pelo serviço)`;
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

/**
 * The calendar date an Op9 filter instant was written with (`2020-01-01T00:00:00-03:00` → 2020-01-01): the day the
 * employee picked, whatever the offset (the screen writes São Paulo's −03:00, D193).
 */
function writtenDate(instant: string | undefined): string | undefined {
  return instant === undefined ? undefined : (parseWrittenDateTime(instant)?.date ?? instant);
}

/**
 * History's search text as the heading may say it (D193): CPFs masked, then the words as D102 masks a name, the
 * first kept and the others as initials, but words with a digit (protocols, certificates, a masked CPF) kept as
 * typed. A full CPF or a customer's full name typed in the search box never reaches the paper.
 */
export function maskedSearchText(text: string): string {
  const words = maskCpfsInText(text).trim().split(/\s+/).filter(Boolean);
  return words
    .map((word, i) => (i === 0 || /\d/.test(word) ? word : nameInitial(word)))
    .filter((word) => word !== '')
    .join(' ');
}

/**
 * The request's period and filters in words, for the heading (D127, D193): dates `dd/mm/aaaa`, statuses and
 * operations by name, a search text with CPFs masked (History's also with names masked). Every word is then
 * passed through maskCpfsInText: no filter puts a CPF in the clear on the heading.
 */
export function filterWords(request: ExportRequest): string[] {
  const words: string[] = [];
  const add = (text: string | undefined) => text && words.push(maskCpfsInText(text));
  switch (request.kind) {
    case 'movements': {
      const f = request.filter;
      add(periodWords(f?.from, f?.to));
      // The codes, as the Tipo column writes them (no pt-BR words for them outside the renderer).
      if (f?.tiposMovimento?.length) add(`tipos: ${f.tiposMovimento.map((t) => t || 'não informado').join(', ')}`);
      if (f?.fundos?.length) add(`fundos: ${f.fundos.map((t) => t || 'não informado').join(', ')}`);
      if (f?.text) add(`texto: "${f.text}"`);
      break;
    }
    case 'portability': {
      // The screen's filters (Situação, De, Até, Matrícula, Nome do participante), not Op9's parameters.
      const q = request.query ?? {};
      add(periodWords(writtenDate(q.dataInicioSolicitacao), writtenDate(q.dataFimSolicitacao)));
      if (q.statusPortabilidade !== undefined) add(`situação: ${portabilityStatusName(q.statusPortabilidade)}`);
      if (q.matricula) add(`matrícula: ${q.matricula}`);
      if (q.nome) add(`participante: "${q.nome}"`);
      break;
    }
    case 'history': {
      const f = request.filter;
      add(periodWords(f?.from, f?.to));
      if (f?.statuses?.length)
        add(
          `situação: ${f.statuses.map((s) => JOURNAL_STATUS_WORDS['pt-BR'][s].toLocaleLowerCase('pt-BR')).join(', ')}`,
        );
      if (f?.actions?.length) add(`operações: ${f.actions.map(journalActionTitle).join(', ')}`);
      if (f?.text) {
        const search = maskedSearchText(f.text);
        if (search) add(`texto: "${search}"`);
      }
      if (f?.protocol) add(`protocolo: "${f.protocol}"`);
      break;
    }
    default:
      break;
  }
  return words;
}
