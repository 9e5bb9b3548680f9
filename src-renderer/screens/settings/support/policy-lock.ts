/**
 * Renderer. Fields the IT policy fixes (D133): disabled, with "definido pela
 * TI" under them. Spread into a Mantine input after the form's props.
 */
import type { SettingsView } from '../../../../src-shared/ipc/views';
import type { Language } from '../../../i18n/i18n';
import { policyLockMessages } from './messages';

export function isLocked(settings: SettingsView | undefined, path: string): boolean {
  return settings?.policy?.locked.includes(path) ?? false;
}

export function lockedInputProps(
  settings: SettingsView | undefined,
  path: string,
  language: Language,
): { disabled?: true; description?: string } {
  return isLocked(settings, path) ? { disabled: true, description: policyLockMessages[language].locked } : {};
}
