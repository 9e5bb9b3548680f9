/**
 * Renderer. Language and theme, changed from the header's switches or from Settings: one way to change them.
 * The change shows at once, then is saved; a refused save (the IT policy fixes it, the disk is full) puts the
 * screen back as it was and says why, so what the employee sees is what the next start shows. A field the
 * policy fixes is not offered at all (`languageLocked`, `themeLocked`: D133).
 */
import { useMantineColorScheme } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { SettingsPatch } from '../../../src-shared/settings-schema';
import { errorText } from '../../i18n/error-text';
import { useT, type Language } from '../../i18n/i18n';
import { api, call } from '../../ipc/use-ipc';
import { useAppStore } from '../../state/store';
import { preferencesSectionMessages as messages } from './messages';
import { isLocked } from './support/policy-lock';

export type Theme = 'light' | 'dark' | 'auto';

export function usePreferences() {
  const t = useT(messages);
  const language = useAppStore((s) => s.language);
  const settings = useAppStore((s) => s.settings);
  const theme: Theme = settings?.theme ?? 'auto';
  const { setColorScheme } = useMantineColorScheme();

  async function save(patch: SettingsPatch, undo: () => void) {
    const result = await call(api().settings.update(patch));
    if (result.ok) {
      useAppStore.getState().setSettings(result.data);
      return;
    }
    undo();
    notifications.show({
      color: 'red',
      title: t('notSaved'),
      message: errorText(result.error, useAppStore.getState().language),
    });
  }

  return {
    language,
    theme,
    languageLocked: isLocked(settings, 'language'),
    themeLocked: isLocked(settings, 'theme'),
    changeLanguage(next: Language) {
      if (next === language) return;
      const { setLanguage } = useAppStore.getState();
      setLanguage(next);
      void save({ language: next }, () => setLanguage(language));
    },
    changeTheme(next: Theme) {
      if (next === theme) return;
      setColorScheme(next);
      void save({ theme: next }, () => setColorScheme(theme));
    },
  };
}
