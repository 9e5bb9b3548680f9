/**
 * Renderer. Puts a field's own state into its IMask mask. react-imask's `setValue`/`setUnmaskedValue` compare with
 * the last value the mask reported, which can be stale, so a value set from outside (a form's reset) was not shown:
 * the mask is set directly instead, and only when it shows something else (its own edits come back unchanged).
 */
import type { useIMask } from 'react-imask';

type FieldMask = ReturnType<typeof useIMask>['maskRef']['current'];

/** `digits`: the mask's unmasked value (the field's digits). */
export function showInMask(mask: FieldMask, digits: string): void {
  if (mask && mask.unmaskedValue !== digits) mask.unmaskedValue = digits;
}
