/**
 * "Exportar …" button: pick the CSV flavour from its menu, the main process
 * asks where to save and writes the file; meanwhile a progress line, then a
 * notification with "Abrir pasta". A cancelled save dialog is not an error.
 */
import { Button, Group, Loader, Menu, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { formatInteger } from '../../../src-shared/format/display';
import type { CsvExportRequest, CsvFormat } from '../../../src-shared/ipc/inputs';
import type { IpcError } from '../../../src-shared/ipc/ipc-result';
import { ErrorAlert } from '../../components/ErrorAlert';
import { defineMessages, useT } from '../../i18n/i18n';
import { api, call } from '../../ipc/use-ipc';
import { useAppStore } from '../../state/store';

const messages = defineMessages(
  {
    format: 'Formato do arquivo',
    excel: 'Excel (Brasil)',
    excelHint: 'separador ; e vírgula decimal',
    standard: 'CSV padrão',
    standardHint: 'separador , e ponto decimal (RFC 4180)',
    running: 'Exportando {n} linhas…',
    runningOne: 'Exportando 1 linha…',
    doneTitle: 'Exportação concluída',
    done: '{rows} linhas gravadas em {file}.',
    doneOne: '1 linha gravada em {file}.',
    openFolder: 'Abrir pasta',
    openFolderFailed: 'Não foi possível abrir a pasta',
  },
  {
    format: 'File format',
    excel: 'Excel (Brazil)',
    excelHint: '; separator and decimal comma',
    standard: 'Standard CSV',
    standardHint: ', separator and decimal point (RFC 4180)',
    running: 'Exporting {n} rows…',
    runningOne: 'Exporting 1 row…',
    doneTitle: 'Export finished',
    done: '{rows} rows written to {file}.',
    doneOne: '1 row written to {file}.',
    openFolder: 'Open folder',
    openFolderFailed: 'Could not open the folder',
  },
);

export interface ExportMenuProps {
  /** Button text, e.g. "Exportar CSV". */
  label: string;
  /** Rows the file will hold (for the progress line). */
  rows: number;
  disabled?: boolean;
  /** Builds the request at click time, with what the screen shows then. */
  request: (format: CsvFormat) => CsvExportRequest;
}

export function ExportMenu({ label, rows, disabled, request }: ExportMenuProps) {
  const t = useT(messages);
  const [running, setRunning] = useState<number>();
  const [error, setError] = useState<{ error: IpcError; format: CsvFormat }>();

  async function run(format: CsvFormat) {
    const expected = rows;
    setError(undefined);
    setRunning(expected);
    const result = await call(api().export.csv(request(format)));
    setRunning(undefined);
    if (result.ok) {
      notifyDone(result.data);
      return;
    }
    if (result.error.code !== 'cancelled') setError({ error: result.error, format });
  }

  function notifyDone(data: { journalEntryId: string; fileName: string; rows: number }) {
    const id = `export-${data.journalEntryId}`;
    notifications.show({
      id,
      color: 'teal',
      title: t('doneTitle'),
      autoClose: 15_000,
      message: (
        <Stack gap={6} align="flex-start">
          <Text size="sm">{data.rows === 1 ? t('doneOne', { file: data.fileName }) : t('done', { rows: formatInteger(data.rows), file: data.fileName })}</Text>
          <Button size="xs" variant="light" onClick={() => void openFolder(data.journalEntryId)}>
            {t('openFolder')}
          </Button>
        </Stack>
      ),
    });
  }

  async function openFolder(journalEntryId: string) {
    const result = await call(api().app.showInFolder({ journalEntryId }));
    if (!result.ok) {
      const language = useAppStore.getState().language;
      notifications.show({ color: 'red', title: t('openFolderFailed'), message: language === 'en' ? result.error.messageEn : result.error.message });
    }
  }

  const busy = running !== undefined;
  return (
    <Stack gap="xs" align="flex-start">
      <Group gap="sm" wrap="nowrap">
        <Menu position="bottom-end" withinPortal shadow="md" disabled={disabled || busy} withInitialFocusPlaceholder={false}>
          <Menu.Target>
            <Button variant="default" loading={busy} disabled={disabled} aria-haspopup="menu">
              {label}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>{t('format')}</Menu.Label>
            <Menu.Item onClick={() => void run('excel-br')} title={t('excelHint')}>
              {t('excel')}
            </Menu.Item>
            <Menu.Item onClick={() => void run('rfc4180')} title={t('standardHint')}>
              {t('standard')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
        {busy ? (
          <Group gap={6} role="status" wrap="nowrap">
            <Loader size="xs" />
            <Text size="sm">{running === 1 ? t('runningOne') : t('running', { n: formatInteger(running) })}</Text>
          </Group>
        ) : null}
      </Group>
      {error ? <ErrorAlert error={error.error} onRetry={() => void run(error.format)} /> : null}
    </Stack>
  );
}
