/**
 * Renderer. "Exportar …" button of every exporting screen: a menu of formats
 * (Excel .xlsx first, then the two CSVs), and, for the statements the
 * customer takes home (movements, balance), "Salvar PDF" and "Imprimir". The
 * main process asks where to save (the save dialog offers the formats, the
 * file name says which) and writes the file; meanwhile a progress line, then
 * a notification with "Abrir pasta" (orange, with the main process's warning,
 * when the file was saved or the statement printed but the journal could not
 * record it: D60, export-notice.ts). A cancelled dialog is not an error. A customer CPF
 * revealed on screen goes out in full in the heading (D181). The statement is
 * pt-BR; "… em inglês" makes this one in English (D571; the .xlsx too, D625), nothing remembered.
 */
import { Button, Menu, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import type { DocumentLanguage, ExportFormat, ExportRequest, PrintRequest } from '../../src-shared/ipc/inputs';
import type { IpcError } from '../../src-shared/ipc/ipc-result';
import type { ExportResult } from '../../src-shared/ipc/views';
import { FileMenu, MenuChoice, openFolderOf } from './file-menu-parts';
import { exportNotice, printNotice } from './export-notice';
import { useT } from '../i18n/i18n';
import { exportMenuMessages as messages } from './messages';
import { api, call } from '../ipc/use-ipc';
import { useAppStore } from '../state/store';
import { followCpfAnswer, withRevealedCpf } from './revealed-cpf-heading';
import { useCount } from '../i18n/count';

export interface ExportMenuProps {
  /** Button text, e.g. "Exportar". */
  label: string;
  /** Rows the file will hold (for the progress line); 0 when the screen does not know. */
  rows: number;
  disabled?: boolean;
  /** Builds the request at click time, with what the screen shows then. */
  request: (format: ExportFormat) => ExportRequest;
  /** Movements and balance: the printable statement ("Salvar PDF", "Imprimir"). */
  printRequest?: () => PrintRequest;
  /** After a file was saved (e.g. History reloads: the export is now an entry). */
  onExported?: () => void;
}

type Action = ExportFormat | 'print';
/** What the employee chose: the format (or print) and, for the customer's statement, its language (D571). */
interface Choice {
  action: Action;
  language?: DocumentLanguage;
}

/** The request in the chosen language: only English is said (absent = pt-BR). */
function inLanguage<R extends ExportRequest | PrintRequest>(request: R, language: DocumentLanguage | undefined): R {
  return language === 'en' ? { ...request, language } : request;
}

/** A notification's lines, then its action (if any). */
function noticeLines(lines: string[], action?: ReactNode) {
  return (
    <Stack gap={6} align="flex-start">
      {lines.map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ))}
      {action}
    </Stack>
  );
}

export function ExportMenu({ label, rows, disabled, request, printRequest, onExported }: ExportMenuProps) {
  const t = useT(messages);
  const count = useCount();
  const [running, setRunning] = useState<{ action: Action; rows: number }>();
  const [error, setError] = useState<{ error: IpcError; choice: Choice }>();

  async function run(choice: Choice) {
    const { action, language } = choice;
    setError(undefined);
    setRunning({ action, rows });
    const { revealedCpfs } = useAppStore.getState();
    if (action === 'print' && printRequest) {
      const sent = withRevealedCpf(inLanguage(printRequest(), language), revealedCpfs);
      const result = await call(api().export.print(sent));
      setRunning(undefined);
      if (result.ok) {
        followCpfAnswer(sent, result.data);
        if (result.data.outcome === 'sent') {
          const notice = printNotice(result.data, t, useAppStore.getState().language);
          notifications.show({
            id: `print-${result.data.journalEntryId}`,
            color: notice.color,
            title: notice.title,
            autoClose: notice.autoClose,
            message: noticeLines(notice.lines),
          });
        }
      } else if (result.error.code !== 'cancelled') setError({ error: result.error, choice });
      return;
    }
    const sent = withRevealedCpf(inLanguage(request(action as ExportFormat), language), revealedCpfs);
    const result = await call(api().export.file(sent));
    setRunning(undefined);
    if (result.ok) {
      followCpfAnswer(sent, result.data);
      notifyDone(result.data);
      onExported?.();
      return;
    }
    if (result.error.code !== 'cancelled') setError({ error: result.error, choice });
  }

  function notifyDone(data: ExportResult) {
    const notice = exportNotice(data, t, useAppStore.getState().language);
    notifications.show({
      id: `export-${data.journalEntryId}`,
      color: notice.color,
      title: notice.title,
      autoClose: notice.autoClose,
      message: noticeLines(
        notice.lines,
        <Button size="xs" variant="light" onClick={() => void openFolderOf(data.journalEntryId, t('openFolderFailed'))}>
          {t('openFolder')}
        </Button>,
      ),
    });
  }

  const item = (action: Action, name: string, hint: string, language?: DocumentLanguage) => (
    <MenuChoice
      name={name}
      hint={hint}
      hintWidth={320}
      onChoose={() => void run(language ? { action, language } : { action })}
    />
  );

  const busy = running !== undefined;
  // Screens that do not know the file's row count (every page of a paged list) pass 0: no number is shown then.
  const progress =
    running?.action === 'print'
      ? t('printing')
      : !running?.rows
        ? t('exporting')
        : running.rows === 1
          ? t('runningOne')
          : t('running', { n: count(running.rows) });
  return (
    <FileMenu
      label={label}
      position="bottom-end"
      disabled={disabled}
      working={busy ? progress : undefined}
      error={error?.error}
      onRetry={() => {
        if (error) void run(error.choice);
      }}
    >
      <Menu.Label>{t('format')}</Menu.Label>
      {item('xlsx', t('xlsx'), t('xlsxHint'))}
      {item('excel-br', t('excel'), t('excelHint'))}
      {item('rfc4180', t('standard'), t('standardHint'))}
      {printRequest ? (
        <>
          <Menu.Divider />
          <Menu.Label>{t('statement')}</Menu.Label>
          {item('pdf', t('pdf'), t('pdfHint'))}
          {item('print', t('print'), t('printHint'))}
          {item('pdf', t('pdfEnglish'), t('englishHint'), 'en')}
          {item('print', t('printEnglish'), t('englishHint'), 'en')}
          {item('xlsx', t('xlsxEnglish'), t('xlsxEnglishHint'), 'en')}
        </>
      ) : null}
    </FileMenu>
  );
}
