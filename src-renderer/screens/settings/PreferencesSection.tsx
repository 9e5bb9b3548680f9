/**
 * Language and theme apply at once (like the header's switches, which change
 * the same settings through the same hook, ./use-preferences.ts): keeping them
 * in the save form would let one undo the other. A field the IT policy fixes
 * is disabled, "Definido pela TI".
 */
import { Group, Select } from '@mantine/core';
import { useT } from '../../i18n/i18n';
import { useAppStore } from '../../state/store';
import { preferencesSectionMessages as messages } from './messages';
import { lockedInputProps } from './support/policy-lock';
import { type Theme, usePreferences } from './use-preferences';

export function PreferencesSection() {
  const t = useT(messages);
  const settings = useAppStore((s) => s.settings);
  const { language, theme, changeLanguage, changeTheme } = usePreferences();

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
        onChange={(value) => changeLanguage(value === 'en' ? 'en' : 'pt-BR')}
        w={220}
        {...lockedInputProps(settings, 'language', language)}
      />
      <Select
        label={t('theme')}
        data={(['auto', 'light', 'dark'] as const).map((value) => ({ value, label: t(value) }))}
        value={theme}
        allowDeselect={false}
        onChange={(value) => changeTheme((value ?? 'auto') as Theme)}
        w={260}
        {...lockedInputProps(settings, 'theme', language)}
      />
    </Group>
  );
}
