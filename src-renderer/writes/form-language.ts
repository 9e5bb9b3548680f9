/**
 * Renderer. The write forms speak the language the employee chose: their
 * validation reads it when it runs (a form's rules are set once, when it is
 * made), and the errors already on screen are said again after a switch.
 */
import { useEffect, useEffectEvent } from 'react';
import type { Language } from '../i18n/i18n';
import { useAppStore } from '../state/store';

/** The language now, for validation functions that run outside render. */
export function currentLanguage(): Language {
  return useAppStore.getState().language;
}

/** After a language switch, the errors shown are validated again, so they read in the new language. */
export function useErrorsFollowLanguage(form: { errors: Record<string, unknown>; validate(): unknown }): void {
  const language = useAppStore((s) => s.language);
  const revalidate = useEffectEvent(() => {
    if (Object.keys(form.errors).length > 0) form.validate();
  });
  useEffect(() => {
    revalidate();
  }, [language]);
}
