/**
 * Renderer. What the two file menus (ExportMenu, ReceiptMenu) share: the button and its menu, the working line
 * beside it, the error with "Tentar novamente" below it, a menu item with its hint, and "Abrir pasta" on a saved
 * file's notification.
 */
import { Button, Group, Loader, Menu, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import type { IpcError } from '../../src-shared/ipc/ipc-result';
import { errorText } from '../i18n/error-text';
import { api, call } from '../ipc/use-ipc';
import { useAppStore } from '../state/store';
import { ErrorAlert } from './ErrorAlert';

export interface FileMenuProps {
  label: string;
  position: 'bottom-start' | 'bottom-end';
  disabled?: boolean | undefined;
  /** What is being done, while it is; the menu is closed meanwhile. */
  working: string | undefined;
  error: IpcError | undefined;
  onRetry: () => void;
  testId?: string;
  /** The menu's labels and items. */
  children: ReactNode;
}

export function FileMenu({ label, position, disabled, working, error, onRetry, testId, children }: FileMenuProps) {
  const busy = working !== undefined;
  return (
    <Stack gap="xs" align="flex-start">
      <Group gap="sm" wrap="nowrap">
        <Menu
          position={position}
          withinPortal
          shadow="md"
          disabled={disabled || busy}
          withInitialFocusPlaceholder={false}
        >
          <Menu.Target>
            <Button variant="default" loading={busy} disabled={disabled} aria-haspopup="menu" data-testid={testId}>
              {label}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>{children}</Menu.Dropdown>
        </Menu>
        {busy ? <WorkingLine text={working} /> : null}
      </Group>
      {error ? <ErrorAlert error={error} onRetry={onRetry} /> : null}
    </Stack>
  );
}

export function MenuChoice({
  name,
  hint,
  hintWidth,
  onChoose,
}: {
  name: string;
  hint: string;
  hintWidth: number;
  onChoose: () => void;
}) {
  return (
    <Menu.Item onClick={onChoose}>
      <Text size="sm">{name}</Text>
      <Text size="xs" c="dimmed" maw={hintWidth}>
        {hint}
      </Text>
    </Menu.Item>
  );
}

/** A status line while a file is made or printed. */
function WorkingLine({ text }: { text: string }) {
  return (
    <Group gap={6} role="status" wrap="nowrap">
      <Loader size="xs" />
      <Text size="sm">{text}</Text>
    </Group>
  );
}

/** Opens the folder of the file a journal entry saved; a refusal is a red notification titled `failedTitle`. */
export async function openFolderOf(journalEntryId: string, failedTitle: string): Promise<void> {
  const result = await call(api().app.showInFolder({ journalEntryId }));
  if (!result.ok) {
    const language = useAppStore.getState().language;
    notifications.show({ color: 'red', title: failedTitle, message: errorText(result.error, language) });
  }
}
