/**
 * Main process. The heading every statement carries, whatever its format
 * (.xlsx heading block, PDF header): who issues it (the company's name from
 * the settings, D183, and the app's), what, whose (CPF masked unless the
 * employee revealed it on screen, D181), which certificate, period and
 * filters, issued when (São Paulo clock) and by whom, and the environment.
 * In the document's language (D571): pt-BR unless the employee chose English.
 */
import { formatCpf, maskCpf } from '../../src-shared/cpf';
import { formatDateBR, formatDateTimeBR, parseWrittenDateTime } from '../../src-shared/format/calendar-date';
import { type EnvironmentName, type ExportRequest, journalActionTitle } from '../../src-shared/ipc/inputs';
import { JOURNAL_STATUS_WORDS } from '../../src-shared/words/journal-status-words';
import { maskCpfsInText } from '../../src-shared/mask';
import { documentWordForCode, MOVEMENT_TYPE_WORDS } from '../../src-shared/words/code-words';
import type { Language } from '../../src-shared/words/dictionary';
import { ENVIRONMENT_WORDS } from '../../src-shared/words/environment-words';
import { nameInitial } from '../journal/journal-details';
import { portabilityStatusName } from './export-columns';
import { statementWords, type StatementWords } from './statement-words';

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
  /** The document's language (D571); pt-BR when not said. */
  language?: Language;
}

export interface StatementContext {
  title: string;
  /** The company's name, as the settings (or the IT policy) give it. */
  company: string;
  customerName?: string;
  cpf?: string;
  /** The employee revealed the full CPF on screen (recorded in the journal): the statement shows it too. */
  cpfRevealed?: boolean;
  /** e.g. { Certificado: '000000925108', Cobertura: '1', Fundo: '12' }, named in the document's language. */
  identifiers?: Record<string, string>;
  /** Period and filters, already in words ("de 01/01/2024 a 31/03/2024", "tipo: APORTE"). */
  filters?: string[];
  issuedAt: Date;
  /** The employee's login, and their name as the service gave it at sign-in (Op1 `Name`), when it did. */
  user: string;
  userName?: string | null | undefined;
  environment: EnvironmentName;
  /** The document's language (D571); pt-BR when not said. */
  language?: Language;
}

export const SANDBOX_MARK = statementWords('pt-BR')('sandboxMark');

export function statementHeading(context: StatementContext): StatementHeading {
  const language = context.language ?? 'pt-BR';
  const w = statementWords(language);
  const lines: string[] = [];
  const cpf = context.cpf ? (context.cpfRevealed ? formatCpf(context.cpf) : maskCpf(context.cpf)) : undefined;
  const whose = [context.customerName?.trim(), cpf ? w('cpf', { cpf }) : undefined].filter(Boolean).join(' — ');
  if (whose) lines.push(w('customer', { whose }));
  const ids = Object.entries(context.identifiers ?? {}).map(([k, v]) => `${k}: ${v}`);
  if (ids.length > 0) lines.push(ids.join(' · '));
  lines.push(
    w('periodAndFilters', {
      filters: context.filters && context.filters.length > 0 ? context.filters.join('; ') : w('allRecords'),
    }),
  );
  lines.push(
    w('issued', {
      at: formatDateTimeBR(context.issuedAt.toISOString()),
      who: issuerWords(context.user, context.userName, language),
    }),
  );
  const sandbox = context.environment === 'sandbox';
  const mark = w('sandboxMark');
  lines.push(w('environment', { environment: sandbox ? mark : ENVIRONMENT_WORDS[language][context.environment] }));
  return {
    sheet: context.title,
    title: context.title,
    issuer: context.company,
    lines,
    ...(sandbox ? { mark } : {}),
    language,
  };
}

/**
 * Who issued the statement (D353): the employee's name and login; the login alone, saying so, when the service
 * gave no name at sign-in. The name is kept to one line (control characters become spaces).
 */
export function issuerWords(login: string, name: string | null | undefined, language: Language = 'pt-BR'): string {
  const shown = name
    ?.replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const w = statementWords(language);
  return shown ? w('issuer', { name: shown, login }) : w('issuerLoginOnly', { login });
}

/** "<company> · Balcão": the line that says who issues the statement (the .xlsx's second row). */
export function issuerLine(heading: StatementHeading): string {
  return `${heading.issuer} · ${STATEMENT_APP}`;
}

/** "de 01/01/2024 a 31/03/2024", "a partir de …", "até …"; undefined without dates. */
export function periodWords(
  from: string | undefined,
  to: string | undefined,
  w: StatementWords = statementWords('pt-BR'),
): string | undefined {
  if (from && to) return w('periodFromTo', { from: formatDateBR(from), to: formatDateBR(to) });
  if (from) return w('periodFrom', { from: formatDateBR(from) });
  if (to) return w('periodTo', { to: formatDateBR(to) });
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
 * The request's period and filters in words, for the heading (D127, D193): dates `dd/mm/aaaa`, types, statuses and
 * operations by name, a search text with CPFs masked (History's also with names masked). Every word is then
 * passed through maskCpfsInText: no filter puts a CPF in the clear on the heading. The statements' filters are in
 * the document's language (D571); the working lists' (only ever .xlsx) in pt-BR.
 */
export function filterWords(request: ExportRequest, language: Language = 'pt-BR'): string[] {
  const words: string[] = [];
  const add = (text: string | undefined) => text && words.push(maskCpfsInText(text));
  const w = statementWords(language);
  switch (request.kind) {
    case 'movements': {
      const f = request.filter;
      add(periodWords(f?.from, f?.to, w));
      // The types in words, as the Type column writes them.
      const type = (t: string) => documentWordForCode(MOVEMENT_TYPE_WORDS, language, t) ?? w('notInformed');
      if (f?.tiposMovimento?.length) add(w('filterTypes', { types: f.tiposMovimento.map(type).join(', ') }));
      if (f?.fundos?.length) add(w('filterFunds', { funds: f.fundos.map((t) => t || w('notInformed')).join(', ') }));
      if (f?.text) add(w('filterText', { text: f.text }));
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
