/**
 * Renderer. The Mantine theme and provider, in the employee's language: the
 * close buttons Mantine draws itself (dialogs, drawers, notifications) and
 * the password field's eye button are named in the active language, and the colours are readable in both schemes
 * (./readable-colors.ts).
 */
import { createTheme, MantineProvider } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { defineMessages } from '../i18n/i18n';
import { useAppStore } from '../state/store';
import { readableColorsResolver } from './readable-colors';

// The × says what it closes: a dialog's own "Fechar" button (the result step) stays the only "Fechar" in it.
const messages = defineMessages(
  { closeWindow: 'Fechar janela', closeNotice: 'Fechar aviso', passwordToggle: 'Mostrar ou ocultar os caracteres digitados' },
  { closeWindow: 'Close window', closeNotice: 'Close notice', passwordToggle: 'Show or hide the typed characters' },
);

export function ThemedProvider({ children }: { children: ReactNode }) {
  const language = useAppStore((s) => s.language);
  const theme = useMemo(() => {
    const closeButtonProps = { 'aria-label': messages[language].closeWindow };
    const noticeCloseButtonProps = { 'aria-label': messages[language].closeNotice };
    return createTheme({
      primaryColor: 'teal',
      defaultRadius: 'sm',
      components: {
        Modal: { defaultProps: { closeButtonProps } },
        Drawer: { defaultProps: { closeButtonProps } },
        // Its description is grey-6 in the light scheme whatever `dimmed` is: the readable dimmed instead.
        Notification: { defaultProps: { closeButtonProps: noticeCloseButtonProps, styles: { description: { color: 'var(--mantine-color-dimmed)' } } } },
        // Mantine names the eye button "Toggle password visibility" in any language.
        PasswordInput: { defaultProps: { visibilityToggleButtonProps: { 'aria-label': messages[language].passwordToggle } } },
      },
    });
  }, [language]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" cssVariablesResolver={readableColorsResolver}>
      {children}
    </MantineProvider>
  );
}
