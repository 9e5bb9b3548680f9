/**
 * Renderer. Fields the customer record fills in for the employee: set only
 * while still empty, so nothing typed is ever overwritten, and again when a
 * record read by the dialog arrives after the form was made.
 */
import type { UseFormReturnType } from '@mantine/form';
import { useEffect, useEffectEvent } from 'react';

/** Form path ('responsavel.nome') → value to fill in; empty values fill nothing. */
export type Prefill = Readonly<Record<string, string | null | undefined>>;

function valueAt(values: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, part) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      values,
    );
}

/** Applies `fill` to the fields of `form` that are still empty. */
export function fillEmptyFields<V>(form: UseFormReturnType<V>, fill: Prefill): void {
  // What the record filled in is not the employee's typing: an untouched form stays untouched (closing it asks nothing).
  const untouched = !form.isDirty();
  for (const [path, value] of Object.entries(fill)) {
    if (value && valueAt(form.getValues(), path) === '')
      (form as unknown as UseFormReturnType<Record<string, unknown>>).setFieldValue(path, value);
  }
  if (untouched) form.resetDirty();
}

/** Fills in again whenever `fill` changes (the record arrived): still only empty fields. */
export function usePrefill<V>(form: UseFormReturnType<V>, fill: Prefill | undefined): void {
  const apply = useEffectEvent((next: Prefill) => fillEmptyFields(form, next));
  useEffect(() => {
    if (fill) apply(fill);
  }, [fill]);
}
