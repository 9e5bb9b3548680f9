/**
 * Renderer. Where the focus goes when a write dialog's step appears: the step's main action, never the page
 * under the dialog (the element that had the focus left with the previous step). A step marks a target that
 * must be read first (`data-step-focus`: the error, the duplicate warning, "Enviando…") and its main button
 * (`data-autofocus`, as Mantine's focus trap reads it on opening).
 */
import type { WriteStep } from './write-flow';

/** A field the employee can type in or choose with. */
const FIELD =
  'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled]), [role="combobox"]';

const TARGETS: Record<WriteStep, readonly string[]> = {
  // Back on the form: the first field the service or the check refused, else the error, else the first field.
  form: ['[aria-invalid="true"]', '[data-step-focus]', FIELD],
  review: ['[data-step-focus]', '[data-autofocus]'],
  sending: ['[data-step-focus]'],
  result: ['[data-step-focus]', '[data-autofocus]'],
};

export function focusStepAction(container: HTMLElement, step: WriteStep): void {
  for (const selector of TARGETS[step]) {
    const target = container.querySelector<HTMLElement>(selector);
    if (target) {
      target.focus({ preventScroll: false });
      return;
    }
  }
}
