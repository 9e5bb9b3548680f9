/**
 * "Exportar CSV": every page matching the applied filters, in the format the
 * employee picks. The main process asks where to save, writes the file and
 * records the export; here: progress while it runs, then a notification
 * with "Abrir pasta". Closing the save dialog is not an error.
 */
import { Button, Group, Loader, Menu, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { CsvFormat } from '../../../../src-shared/ipc/inputs';
import type { IpcError } from '../../../../src-shared/ipc/ipc-result';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { defineMessages, useT } from '../../../i18n/i18n';
import { api, call } from '../../../ipc/use-ipc';
import { ExportDoneMessage } from './ExportDoneMessage';
import type { PortabilityQuery } from './portability-filter';

const messages = defineMessages(
  {
    export: 'Exportar CSV',
    excel: 'Excel (Brasil)',
    excelHint: 'Ponto e vírgula, vírgula decimal: abre direto no Excel.',
    standard: 'CSV padrão',
    standardHint: 'Vírgula, ponto decimal (RFC 4180): para sistemas.',
    exporting: 'Exportando…',
    done: 'Exportação concluída',
  },
  {
    export: 'Export CSV',
    excel: 'Excel (Brazil)',
    excelHint: 'Semicolons, decimal comma: opens straight in Excel.',
    standard: 'Standard CSV',
    standardHint: 'Commas, decimal point (RFC 4180): for other systems.',
    exporting: 'Exporting…',
    done: 'Export finished',
  },
);

interface ExportPortabilityMenuProps {
  cpf: string;
  query: PortabilityQuery;
}

export function ExportPortabilityMenu({ cpf, query }: ExportPortabilityMenuProps) {
  const t = useT(messages);
  const [exporting, setExporting] = useState<CsvFormat>();
  const [error, setError] = useState<{ error: IpcError; format: CsvFormat }>();

  async function exportAs(format: CsvFormat) {
    setExporting(format);
    setError(undefined);
    const result = await call(api().export.csv({ kind: 'portability', format, path: { idcliente: cpf }, query }));
    setExporting(undefined);
    if (result.ok) {
      notifications.show({
        title: t('done'),
        message: <ExportDoneMessage result={result.data} />,
        color: 'teal',
        autoClose: 15_000,
      });
    } else if (result.error.code !== 'cancelled') {
      setError({ error: result.error, format });
    }
  }

  return (
    <>
      <Group gap="sm">
        <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
          <Menu.Target>
            <Button variant="default" disabled={exporting !== undefined}>
              {t('export')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => void exportAs('excel-br')}>
              <Text size="sm">{t('excel')}</Text>
              <Text size="xs" c="dimmed">
                {t('excelHint')}
              </Text>
            </Menu.Item>
            <Menu.Item onClick={() => void exportAs('rfc4180')}>
              <Text size="sm">{t('standard')}</Text>
              <Text size="xs" c="dimmed">
                {t('standardHint')}
              </Text>
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
        {exporting ? (
          <Group gap={6} role="status">
            <Loader size="xs" />
            <Text size="sm">{t('exporting')}</Text>
          </Group>
        ) : null}
      </Group>
      {error ? <ErrorAlert error={error.error} onRetry={() => void exportAs(error.format)} /> : null}
    </>
  );
}
