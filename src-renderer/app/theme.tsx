/**
 * Renderer. The Mantine theme and provider, in the employee's language: the
 * close buttons Mantine draws itself (dialogs, drawers, notifications) and
 * the password field's eye button are named in the active language, and the colours are readable in both schemes
 * (./readable-colors.ts).
 */
import { createTheme, MantineProvider, type TabsProps, type CollapseProps } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { useAppStore } from '../state/store';
import { themeMessages as messages } from './messages';
import { readableColorsResolver } from './readable-colors';

export function ThemedProvider({ children }: { children: ReactNode }) {
  const language = useAppStore((s) => s.language);
  const theme = useMemo(() => {
    const closeButtonProps = { 'aria-label': messages[language].closeWindow };
    const noticeCloseButtonProps = { 'aria-label': messages[language].closeNotice };
    return createTheme({
      primaryColor: 'teal',
      defaultRadius: 'sm',
      // An employee who asked the OS for less motion gets dialogs, menus and panels without their slide or fade.
      respectReducedMotion: true,
      components: {
        // What is kept mounted while hidden (a tab left for another, a closed panel) is hidden with display:none,
        // never with React's Activity: Activity runs a hidden subtree's effect clean-ups as if it were gone, so its
        // reads lose their last observer, the query client drops their answers (gcTime 0), and the hidden subtree's
        // next render asks for a load no effect will start: a skeleton for as long as it stays hidden (D440).
        // Plain objects, not Tabs.extend(): the theme renders no tab, and importing the component would pull its
        // styles into the first screen's stylesheet (tests/budgets/mantine-css.test.ts).
        Tabs: { defaultProps: { keepMountedMode: 'display-none' } satisfies Partial<TabsProps> },
        Collapse: { defaultProps: { keepMountedMode: 'display-none' } satisfies Partial<CollapseProps> },
        Modal: { defaultProps: { closeButtonProps } },
        Drawer: { defaultProps: { closeButtonProps } },
        // Its description is grey-6 in the light scheme whatever `dimmed` is: the readable dimmed instead.
        Notification: {
          defaultProps: {
            closeButtonProps: noticeCloseButtonProps,
            styles: { description: { color: 'var(--mantine-color-dimmed)' } },
          },
        },
        // Mantine names the eye button "Toggle password visibility" in any language.
        PasswordInput: {
          defaultProps: { visibilityToggleButtonProps: { 'aria-label': messages[language].passwordToggle } },
        },
      },
    });
  }, [language]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" cssVariablesResolver={readableColorsResolver}>
      {children}
    </MantineProvider>
  );
}
