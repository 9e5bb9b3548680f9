/**
 * Main process. What a suggested file name says about the table it holds, in short words: which fund or income
 * process, the period and the filters. Two exports of one table with other filters never get the same name, so one
 * never overwrites the other unasked.
 *
 * Exact words where a value can be written whole in a name (days `2024-01-01`, a status or situation by name,
 * identifiers of the path); where it cannot (free text the employee typed, which may be a name or a CPF, and the
 * types, funds and operations, which may be long or lose letters in a name), a short word for the filter
 * ("tipos", "busca") and, once, `_` and a digest of the whole filter. Nothing personal is ever written: no CPF, no
 * name, no search text.
 */
import { createHash } from 'node:crypto';
import { type ExportRequest, JOURNAL_STATUSES } from '../../src-shared/ipc/inputs';
import { JOURNAL_STATUS_WORDS } from '../../src-shared/words/journal-status-words';
import type { Language } from '../../src-shared/words/dictionary';
import { documentLanguage } from './document-language';
import { portabilityStatusName } from './export-columns';
import { FILE_NAME_WORDS, type FileNameWords } from './file-name-words';

/** Lower-case ASCII letters and digits joined by `-`: safe in a file name on every system. */
export function nameSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Path identifiers as they stand (the contract allows letters, digits, `.`, `_`, `-`); anything else dropped. */
const pathWord = (text: string) => text.replace(/[^\w.-]/g, '');
/** An identifier that reads back whole from a name: no separator that could join it to the next word. */
const plainId = (text: string) => /^[A-Za-z0-9.]+$/.test(text);

/** `de-2024-01-01-a-2024-03-31`, `desde-…`, `ate-…` (`from-…-to-…`, `since-…`, `until-…`): the days as the filter has them. */
function periodWords(w: FileNameWords, from: string | undefined, to: string | undefined): string[] {
  if (from && to) return [`${w.from}-${from}-${w.to}-${to}`];
  if (from) return [`${w.since}-${from}`];
  if (to) return [`${w.until}-${to}`];
  return [];
}

/** The day an Op9 filter instant was written with (`2020-01-01T00:00:00-03:00` → 2020-01-01): the day picked. */
const writtenDay = (instant: string | undefined) =>
  instant === undefined ? undefined : /^\d{4}-\d{2}-\d{2}/.exec(instant)?.[0];

const sortedSet = (values: readonly string[] | undefined) =>
  values && values.length > 0 ? [...new Set(values)].sort() : undefined;

interface NameParts {
  /** Words that say a value whole: two requests with different words differ in that value. */
  exact: string[];
  /** Short names of filters whose values are not written; the digest then tells them apart. */
  summarized: string[];
  /** The filter as a value, for the digest (sets sorted: the same filter in another order is the same file). */
  filter: unknown;
}

function partsOf(request: ExportRequest, language: Language): NameParts {
  const w = FILE_NAME_WORDS[language];
  switch (request.kind) {
    case 'movements': {
      const f = request.filter ?? {};
      const tipos = sortedSet(f.tiposMovimento);
      const fundos = sortedSet(f.fundos);
      const text = f.text?.trim() ? f.text : undefined;
      return {
        exact: periodWords(w, f.from, f.to),
        summarized: [...(tipos ? [w.types] : []), ...(fundos ? [w.funds] : []), ...(text ? [w.search] : [])],
        filter: { tipos, fundos, text },
      };
    }
    case 'portability': {
      const q = request.query ?? {};
      const status = q.statusPortabilidade !== undefined ? portabilityStatusName(q.statusPortabilidade) : undefined;
      return {
        exact: [
          ...periodWords(w, writtenDay(q.dataInicioSolicitacao), writtenDay(q.dataFimSolicitacao)),
          ...(status ? [`${w.status}-${nameSlug(status)}`] : []),
        ],
        summarized: [...(q.matricula ? [w.registration] : []), ...(q.nome ? [w.participant] : [])],
        // The instants whole (another offset is another query), matrícula and name as sent.
        filter: { from: q.dataInicioSolicitacao, to: q.dataFimSolicitacao, matricula: q.matricula, nome: q.nome },
      };
    }
    case 'history': {
      const f = request.filter ?? {};
      const statuses =
        f.statuses && f.statuses.length > 0 ? JOURNAL_STATUSES.filter((s) => f.statuses!.includes(s)) : [];
      const actions = sortedSet(f.actions);
      const text = f.text?.trim() ? f.text : undefined;
      return {
        exact: [
          ...periodWords(w, f.from, f.to),
          ...(statuses.length > 0
            ? [`${w.status}-${statuses.map((s) => nameSlug(JOURNAL_STATUS_WORDS[language][s])).join(`-${w.and}-`)}`]
            : []),
        ],
        summarized: [...(actions ? [w.operations] : []), ...(text ? [w.search] : [])],
        filter: { actions, text },
      };
    }
    case 'balance': {
      const { idcobertura = '', idfundo = '' } = request.path;
      const whole = plainId(idcobertura) && plainId(idfundo);
      return {
        exact: [`${w.coverage}-${pathWord(idcobertura)}`, `${w.fund}-${pathWord(idfundo)}`],
        summarized: whole ? [] : [w.id],
        filter: { idcobertura, idfundo },
      };
    }
    case 'beneficiaries': {
      const { idprocessorenda = '' } = request.path;
      return {
        exact: [`${w.process}-${pathWord(idprocessorenda)}`],
        summarized: plainId(idprocessorenda) ? [] : [w.id],
        filter: { idprocessorenda },
      };
    }
    case 'income':
      return { exact: [], summarized: [], filter: {} };
  }
}

/** Eight hex digits of SHA-256: enough to tell apart the filters one employee exports in a day. */
function digest(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 8);
}

/**
 * The words between the certificate and the day, in the document's language: `-de-2024-01-01-a-2024-03-31-situacao-processado`,
 * `-tipos-busca_3f9a1c20` (`-types-search_3f9a1c20`), or '' for a table exported whole.
 */
export function exportNameWords(request: ExportRequest): string {
  const { exact, summarized, filter } = partsOf(request, documentLanguage(request));
  const words = [...exact, ...summarized].filter((w) => w !== '');
  const tail = summarized.length > 0 ? `_${digest(filter)}` : '';
  return words.length > 0 ? `-${words.join('-')}${tail}` : '';
}
