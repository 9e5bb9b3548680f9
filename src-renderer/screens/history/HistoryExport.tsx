/** "Exportar CSV" of the History (every entry matching the filters), then a notification that opens the folder. */
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { CSV_FORMATS, type CsvFormat, type JournalFilter } from '../../../src-shared/ipc/inputs';
import type { IpcError } from '../../../src-shared/ipc/ipc-result';
import { ErrorAlert } from '../../components/ErrorAlert';
import { defineMessages, useT } from '../../i18n/i18n';
import { api, call } from '../../ipc/use-ipc';

const messages = defineMessages(
  {
    format: 'Formato do CSV',
    'excel-br': 'Excel (Brasil, separado por ponto e vírgula)',
    rfc4180: 'CSV padrão (RFC 4180, separado por vírgula)',
    export: 'Exportar CSV',
    done: 'Exportação concluída',
    saved: '{rows} linhas salvas em {file}.',
    savedOne: '1 linha salva em {file}.',
    openFolder: 'Abrir pasta',
  },
  {
    format: 'CSV format',
    'excel-br': 'Excel (Brazil, semicolon separated)',
    rfc4180: 'Standard CSV (RFC 4180, comma separated)',
    export: 'Export CSV',
    done: 'Export completed',
    saved: '{rows} rows saved to {file}.',
    savedOne: '1 row saved to {file}.',
    openFolder: 'Open folder',
  },
);

export function HistoryExport({ filter, onExported }: { filter: NonNullable<JournalFilter>; onExported(): void }) {
  const t = useT(messages);
  const [format, setFormat] = useState<CsvFormat>('excel-br');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<IpcError>();

  async function exportCsv() {
    setBusy(true);
    setError(undefined);
    const result = await call(api().export.csv({ kind: 'history', format, filter }));
    setBusy(false);
    if (!result.ok) {
      // Closing the save dialog is a choice, not a failure.
      if (result.error.code !== 'cancelled') setError(result.error);
      return;
    }
    const { journalEntryId, fileName, rows } = result.data;
    notifications.show({
      color: 'teal',
      title: t('done'),
      autoClose: 10_000,
      message: (
        <Stack gap={6} align="flex-start">
          <Text size="sm">{rows === 1 ? t('savedOne', { file: fileName }) : t('saved', { rows, file: fileName })}</Text>
          <Button size="compact-sm" variant="light" onClick={() => void call(api().app.showInFolder({ journalEntryId }))}>
            {t('openFolder')}
          </Button>
        </Stack>
      ),
    });
    // The export itself is now a journal entry.
    onExported();
  }

  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="sm">
        <Select
          label={t('format')}
          data={CSV_FORMATS.map((value) => ({ value, label: t(value) }))}
          value={format}
          onChange={(value) => value && setFormat(value as CsvFormat)}
          allowDeselect={false}
          w={340}
        />
        <Button onClick={() => void exportCsv()} loading={busy}>
          {t('export')}
        </Button>
      </Group>
      {error ? <ErrorAlert error={error} /> : null}
    </Stack>
  );
}
