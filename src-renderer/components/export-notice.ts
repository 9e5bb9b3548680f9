/**
 * Renderer (pure). What the notification after a saved export or a printed statement says: how many rows went
 * to which file (or to the printer) and, when the journal could not record it (D60), the main process's warning
 * in the employee's language, in orange and kept on screen until closed, as the write dialogs say it next to
 * their result.
 */
import type { ExportResult, PrintResult } from '../../src-shared/ipc/views';
import { errorText } from '../i18n/error-text';
import type { Language } from '../i18n/i18n';
import type { exportMenuMessages } from './messages';
import { formatCount } from '../../src-shared/words/count';

type ExportMenuText = (
  key: keyof (typeof exportMenuMessages)['pt-BR'],
  values?: Record<string, string | number>,
) => string;

/** How long the notification of a plain export stays (ms); one with a warning stays until closed. */
const DONE_VISIBLE_MS = 15_000;

export interface ExportNotice {
  color: 'teal' | 'orange';
  title: string;
  /** The rows written and the file; then the warning, if any. */
  lines: string[];
  autoClose: number | false;
}

export function exportNotice(
  result: Pick<ExportResult, 'rows' | 'fileName' | 'journalWarning'>,
  t: ExportMenuText,
  language: Language,
): ExportNotice {
  const written =
    result.rows === 1
      ? t('doneOne', { file: result.fileName })
      : t('done', { rows: formatCount(result.rows, language), file: result.fileName });
  return notice(
    written,
    result.journalWarning,
    { recorded: t('doneTitle'), notRecorded: t('doneNotRecordedTitle') },
    language,
  );
}

/** After "Imprimir" sent the statement (a closed print dialog shows nothing). */
export function printNotice(
  result: Pick<PrintResult, 'rows' | 'journalWarning'>,
  t: ExportMenuText,
  language: Language,
): ExportNotice {
  const sent = result.rows === 1 ? t('printedOne') : t('printed', { rows: formatCount(result.rows, language) });
  return notice(
    sent,
    result.journalWarning,
    { recorded: t('printedTitle'), notRecorded: t('printedNotRecordedTitle') },
    language,
  );
}

function notice(
  done: string,
  warning: ExportResult['journalWarning'],
  titles: { recorded: string; notRecorded: string },
  language: Language,
): ExportNotice {
  if (!warning) return { color: 'teal', title: titles.recorded, lines: [done], autoClose: DONE_VISIBLE_MS };
  return { color: 'orange', title: titles.notRecorded, lines: [done, errorText(warning, language)], autoClose: false };
}
