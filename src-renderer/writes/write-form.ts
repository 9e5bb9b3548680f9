/**
 * Renderer. The form of every write dialog: checked as each field is left,
 * with the contract's schema and rules (the dialog's `validate`), and its
 * errors said again in the new language after a switch (form-language.ts).
 */
import { type FormErrors, type LooseKeys, useForm } from '@mantine/form';
import { useErrorsFollowLanguage } from './form-language';

interface WriteFormInput<V> {
  initialValues: V;
  validate(values: V): FormErrors;
  /** Fields also checked as the employee types (Op5's short, strict formats). */
  validateInputOnChange?: LooseKeys<V>[];
}

export function useWriteForm<V extends Record<string, unknown>>({
  initialValues,
  validate,
  validateInputOnChange,
}: WriteFormInput<V>) {
  const form = useForm<V>({
    initialValues,
    validate,
    validateInputOnBlur: true,
    ...(validateInputOnChange ? { validateInputOnChange } : {}),
  });
  useErrorsFollowLanguage(form);
  return form;
}
