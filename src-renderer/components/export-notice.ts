/**
 * Renderer (pure). What the notification after a saved export says: how many rows went to which file and, when
 * the journal could not record the export (D60), the main process's warning in the employee's language, in
 * orange and kept on screen until closed, as the write dialogs say it next to their result.
 */
import { formatInteger } from '../../src-shared/format/display';
import type { ExportResult } from '../../src-shared/ipc/views';
import { errorText } from '../i18n/error-text';
import type { Language } from '../i18n/i18n';
import type { exportMenuMessages } from './messages';

type ExportMenuText = (key: keyof (typeof exportMenuMessages)['pt-BR'], values?: Record<string, string | number>) => string;

/** How long the notification of a plain export stays (ms); one with a warning stays until closed. */
const DONE_VISIBLE_MS = 15_000;

export interface ExportNotice {
  color: 'teal' | 'orange';
  title: string;
  /** The rows written and the file; then the warning, if any. */
  lines: string[];
  autoClose: number | false;
}

export function exportNotice(result: Pick<ExportResult, 'rows' | 'fileName' | 'journalWarning'>, t: ExportMenuText, language: Language): ExportNotice {
  const written = result.rows === 1 ? t('doneOne', { file: result.fileName }) : t('done', { rows: formatInteger(result.rows), file: result.fileName });
  const warning = result.journalWarning;
  if (!warning) return { color: 'teal', title: t('doneTitle'), lines: [written], autoClose: DONE_VISIBLE_MS };
  return { color: 'orange', title: t('doneNotRecordedTitle'), lines: [written, errorText(warning, language)], autoClose: false };
}
