/** Body of the "export finished" notification: the file, its rows, and "Abrir pasta". */
import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatInteger } from '../../../../src-shared/format/display';
import type { ExportResult } from '../../../../src-shared/ipc/views';
import { defineMessages, useT } from '../../../i18n/i18n';
import { api, call } from '../../../ipc/use-ipc';
import { useAppStore } from '../../../state/store';

const messages = defineMessages(
  { summary: '{file}: {rows} linha(s).', openFolder: 'Abrir pasta', cannotOpen: 'Não foi possível abrir a pasta.' },
  { summary: '{file}: {rows} row(s).', openFolder: 'Open folder', cannotOpen: 'Could not open the folder.' },
);

export function ExportDoneMessage({ result }: { result: ExportResult }) {
  const t = useT(messages);
  const language = useAppStore((s) => s.language);
  const [problem, setProblem] = useState<string>();

  async function openFolder() {
    const opened = await call(api().app.showInFolder({ journalEntryId: result.journalEntryId }));
    if (!opened.ok) setProblem(language === 'en' ? opened.error.messageEn : opened.error.message);
  }

  return (
    <Stack gap={6} align="flex-start">
      <Text size="sm">{t('summary', { file: result.fileName, rows: formatInteger(result.rows) })}</Text>
      <Button size="compact-sm" variant="light" onClick={() => void openFolder()}>
        {t('openFolder')}
      </Button>
      {problem ? (
        <Text size="sm" c="red" role="alert">
          {t('cannotOpen')} {problem}
        </Text>
      ) : null}
    </Stack>
  );
}
