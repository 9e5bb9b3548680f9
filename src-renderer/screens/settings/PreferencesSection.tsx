/**
 * Language and theme apply at once (like the header's switches, which change
 * the same settings): keeping them in the save form would let one undo the
 * other.
 */
import { Group, Select, useMantineColorScheme } from '@mantine/core';
import { useT } from '../../i18n/i18n';
import { api, call } from '../../ipc/use-ipc';
import { useAppStore } from '../../state/store';
import { preferencesSectionMessages as messages } from './messages';

type Theme = 'light' | 'dark' | 'auto';

export function PreferencesSection() {
  const t = useT(messages);
  const language = useAppStore((s) => s.language);
  const theme = useAppStore((s) => s.settings?.theme ?? 'auto');
  const setLanguage = useAppStore((s) => s.setLanguage);
  const setSettings = useAppStore((s) => s.setSettings);
  const { setColorScheme } = useMantineColorScheme();

  async function save(patch: { language?: 'pt-BR' | 'en'; theme?: Theme }) {
    const result = await call(api().settings.update(patch));
    if (result.ok) setSettings(result.data);
  }

  return (
    <Group gap="md" align="flex-end">
      <Select
        label={t('language')}
        data={[
          { value: 'pt-BR', label: 'Português (Brasil)' },
          { value: 'en', label: 'English' },
        ]}
        value={language}
        allowDeselect={false}
        onChange={(value) => {
          const next = value === 'en' ? 'en' : 'pt-BR';
          setLanguage(next);
          void save({ language: next });
        }}
        w={220}
      />
      <Select
        label={t('theme')}
        data={(['auto', 'light', 'dark'] as const).map((value) => ({ value, label: t(value) }))}
        value={theme}
        allowDeselect={false}
        onChange={(value) => {
          const next = (value ?? 'auto') as Theme;
          setColorScheme(next);
          void save({ theme: next });
        }}
        w={260}
      />
    </Group>
  );
}
