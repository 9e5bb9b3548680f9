/** Renderer. "Exportar" of the History (every entry matching the filters), in the format the employee picks (ExportMenu). */
import type { JournalFilter } from '../../../src-shared/ipc/inputs';
import { ExportMenu } from '../../components/ExportMenu';
import { useT } from '../../i18n/i18n';
import { historyExportMessages as messages } from './messages';

export function HistoryExport({
  filter,
  onExported,
  rows = 0,
}: {
  filter: NonNullable<JournalFilter>;
  onExported(): void;
  rows?: number;
}) {
  const t = useT(messages);
  return (
    <ExportMenu
      label={t('export')}
      rows={rows}
      request={(format) => ({ kind: 'history', format, filter })}
      onExported={onExported}
    />
  );
}
