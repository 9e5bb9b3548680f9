/**
 * Renderer. Fields the IT policy fixes (D133): disabled, with "definido pela
 * TI" under them. Spread into a Mantine input after the form's props.
 */
import type { SettingsView } from '../../../../src-shared/ipc/views';

const LOCKED = { 'pt-BR': 'Definido pela TI', en: 'Set by IT' } as const;

export function isLocked(settings: SettingsView | undefined, path: string): boolean {
  return settings?.policy?.locked.includes(path) ?? false;
}

export function lockedInputProps(settings: SettingsView | undefined, path: string, language: 'pt-BR' | 'en'): { disabled?: true; description?: string } {
  return isLocked(settings, path) ? { disabled: true, description: LOCKED[language] } : {};
}
