/**
 * Renderer. A screen's title takes the focus when the focus is nowhere: the control that had it went with the old
 * screen (a search field, a certificate's "Abrir", the control that opened Ctrl+K), and a focus left on the page's
 * body would make the next Tab start again from the header. A focus held anywhere else is the employee's, and is
 * never taken (D565).
 */
import { useEffect, useRef, type CSSProperties, type RefObject } from 'react';

const SCREEN_TITLE = 'data-screen-title';

function focusIsLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body;
}

/** Gives the current screen's title the focus if nothing holds it. */
export function focusScreenTitleIfLost(): void {
  if (!focusIsLost()) return;
  document.querySelector<HTMLElement>(`[${SCREEN_TITLE}]`)?.focus({ preventScroll: true });
}

/** A focusable title that takes the focus as its screen arrives, if the focus is nowhere. */
export function useScreenTitleFocus<T extends HTMLElement>(): {
  ref: RefObject<T | null>;
  tabIndex: -1;
  [SCREEN_TITLE]: true;
  style: CSSProperties;
} {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (focusIsLost()) ref.current?.focus({ preventScroll: true });
  }, []);
  return { ref, tabIndex: -1, [SCREEN_TITLE]: true, style: { outline: 'none' } };
}
