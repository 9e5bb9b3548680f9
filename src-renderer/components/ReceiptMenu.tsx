/**
 * Renderer. "Comprovante" of one write (D360): a menu with "Salvar PDF" and "Imprimir", on the write dialog's
 * outcome and on the write's History entry. The main process builds the receipt from the journal's record of
 * the write; the screen only says which entry and, when it knows, whose CPF it is (taken only if it is the
 * entry's; in full only when revealed on screen and on record, D181). A cancelled dialog is not an error. The
 * receipt is pt-BR; "… em inglês" makes this one in English (D571), nothing remembered.
 */
import { Button, Menu, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { DocumentLanguage, ReceiptRequest } from '../../src-shared/ipc/inputs';
import type { IpcError } from '../../src-shared/ipc/ipc-result';
import type { JournalWarning } from '../../src-shared/ipc/views';
import { errorText } from '../i18n/error-text';
import { useT } from '../i18n/i18n';
import { api, call } from '../ipc/use-ipc';
import { useAppStore } from '../state/store';
import { FileMenu, MenuChoice, openFolderOf } from './file-menu-parts';
import { receiptMenuMessages as messages } from './messages';

type Action = 'pdf' | 'print';
/** What the employee chose: save or print, and the receipt's language when English (D571). */
interface Choice {
  action: Action;
  language?: DocumentLanguage;
}

export interface ReceiptMenuProps {
  /** The write's journal entry. */
  journalEntryId: string;
  /** The customer's CPF as the screen knows it (11 digits), if it does. */
  customerCpf?: string | undefined;
  /** After a receipt was saved or printed (History reloads: the receipt is now an entry). */
  onIssued?: () => void;
}

export function ReceiptMenu({ journalEntryId, customerCpf, onIssued }: ReceiptMenuProps) {
  const t = useT(messages);
  const [running, setRunning] = useState<Action>();
  const [error, setError] = useState<{ error: IpcError; choice: Choice }>();

  function request(language: DocumentLanguage | undefined): ReceiptRequest {
    const inLanguage = language === 'en' ? { language } : {};
    if (customerCpf === undefined) return { journalEntryId, ...inLanguage };
    const cpfRevealed = useAppStore.getState().revealedCpfs.includes(customerCpf);
    return {
      journalEntryId,
      customer: { cpf: customerCpf, ...(cpfRevealed ? { cpfRevealed } : {}) },
      ...inLanguage,
    };
  }

  async function run(choice: Choice) {
    const { action, language } = choice;
    setError(undefined);
    setRunning(action);
    const sent = request(language);
    const result = action === 'pdf' ? await call(api().receipt.pdf(sent)) : await call(api().receipt.print(sent));
    setRunning(undefined);
    if (!result.ok) {
      if (result.error.code !== 'cancelled') setError({ error: result.error, choice });
      return;
    }
    if (result.data.cpfRevealRefused && customerCpf !== undefined) useAppStore.getState().cpfHidden(customerCpf);
    onIssued?.();
    if ('fileName' in result.data) {
      const { fileName, journalEntryId: receiptId } = result.data;
      notify(t('savedTitle'), t('saved', { file: fileName }), result.data.journalWarning, receiptId);
    } else if (result.data.outcome === 'sent') notify(t('printedTitle'), t('printed'), result.data.journalWarning);
  }

  function notify(title: string, done: string, warning: JournalWarning | undefined, savedEntry?: string) {
    const language = useAppStore.getState().language;
    notifications.show({
      color: warning ? 'orange' : 'teal',
      title: warning ? t('notRecordedTitle') : title,
      autoClose: warning ? false : 15_000,
      message: (
        <Stack gap={6} align="flex-start">
          <Text size="sm">{done}</Text>
          {warning ? <Text size="sm">{errorText(warning, language)}</Text> : null}
          {savedEntry ? (
            <Button size="xs" variant="light" onClick={() => void openFolderOf(savedEntry, t('openFolderFailed'))}>
              {t('openFolder')}
            </Button>
          ) : null}
        </Stack>
      ),
    });
  }

  const item = (action: Action, name: string, hint: string, language?: DocumentLanguage) => (
    <MenuChoice
      name={name}
      hint={hint}
      hintWidth={300}
      onChoose={() => void run(language ? { action, language } : { action })}
    />
  );

  return (
    <FileMenu
      label={t('receipt')}
      position="bottom-start"
      working={running ? t('working') : undefined}
      error={error?.error}
      onRetry={() => {
        if (error) void run(error.choice);
      }}
      testId="receipt-menu"
    >
      <Menu.Label>{t('menuLabel')}</Menu.Label>
      {item('pdf', t('pdf'), t('pdfHint'))}
      {item('print', t('print'), t('printHint'))}
      {item('pdf', t('pdfEnglish'), t('englishHint'), 'en')}
      {item('print', t('printEnglish'), t('englishHint'), 'en')}
    </FileMenu>
  );
}
