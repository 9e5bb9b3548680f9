/**
 * Renderer. When an overlay closes, the focus goes back to what opened it, never to the page's body.
 * Mounted once, by the shell.
 *
 * Why here and not in each overlay: Mantine returns the focus when a Modal's `opened` turns false, but the write
 * dialogs, the session dialogs and other overlays are unmounted instead of closed, and a focused element that
 * leaves the DOM leaves the focus on <body> (Chromium fires no blur for it): after Esc, Tab started over from the
 * top of the page. This watches for exactly that — the focus on <body>, the element that had it gone or inside
 * an overlay — and gives the focus back to the last element the employee used outside any overlay, if it is
 * still on screen; if it went with the old screen (Ctrl+K opened a customer), to the new screen's title. A click
 * on the page's background is left alone.
 *
 * It also keeps what is under an open modal dialog out of reach: every layer below the topmost modal (the app's
 * #root, the dialogs under a question, the notifications) is made `inert` while it is open, so neither Tab, a
 * click nor a screen reader reaches the page beneath (Mantine traps Tab only while the focus is inside, and sets
 * nothing on the page). A focus that falls while a modal is open (its step changed, a question over it closed)
 * goes back into the topmost one, never to the page.
 */
import { useEffect } from 'react';
import { focusScreenTitleIfLost } from './screen-title-focus';

/** What counts as an overlay: dialogs (Mantine's Modal, Spotlight), menus, listboxes, popovers. */
const OVERLAY = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], .mantine-Popover-dropdown';

const insideOverlay = (element: Element): boolean => element.closest(OVERLAY) !== null;

/** An open modal dialog (Mantine's Modal and Spotlight draw this). */
const MODAL = '[role="dialog"][aria-modal="true"]';
/** Set by this hook on the layers it made inert, so it undoes only its own. */
const INERT_MARK = 'data-inert-under-modal';
/** On a layer that stays usable over any modal: the session's notice ("Renovar sessão" must work over a dialog). */
const ABOVE_MODALS = 'data-above-modals';

/** The page's layers in stacking order: #root, then each portal's content (Mantine shares one portal node by default). */
function layers(): HTMLElement[] {
  const result: HTMLElement[] = [];
  for (const child of Array.from(document.body.children)) {
    if (!(child instanceof HTMLElement) || child.tagName === 'SCRIPT') continue;
    if (child.hasAttribute('data-mantine-shared-portal-node'))
      result.push(...Array.from(child.children).filter((c): c is HTMLElement => c instanceof HTMLElement));
    else result.push(child);
  }
  return result;
}

/** How high a modal is drawn: Mantine's z-index for it (its `--mb-z-index`); 0 when unknown. */
function stackLevel(modal: Element): number {
  return Number.parseInt(getComputedStyle(modal).getPropertyValue('--mb-z-index'), 10) || 0;
}

/**
 * Makes every layer under the topmost modal inert (none when no modal is open); returns the topmost modal. The
 * topmost is the one drawn highest (the CPF spotlight, mounted early, is drawn over a dialog opened later); among
 * equals, the last in the page.
 */
function keepUnderModalsInert(): HTMLElement | undefined {
  const all = layers();
  let top: { index: number; modal: HTMLElement; level: number } | undefined;
  all.forEach((layer, index) => {
    // The app's own tree never holds a modal (Mantine portals them): not searched, it may be a large table.
    if (layer.id === 'root') return;
    const modal = layer.matches(MODAL) ? layer : layer.querySelector<HTMLElement>(MODAL);
    if (!modal) return;
    const level = stackLevel(modal);
    if (!top || level >= top.level) top = { index, modal, level };
  });
  all.forEach((layer, index) => {
    // Under the top modal: everything before it, and any other modal after it (a popover of the top one stays usable).
    const below =
      top !== undefined &&
      index !== top.index &&
      !layer.hasAttribute(ABOVE_MODALS) &&
      (index < top.index || layer.matches(MODAL) || layer.querySelector(MODAL) !== null);
    if (below && !layer.inert) {
      layer.inert = true;
      layer.setAttribute(INERT_MARK, '');
    } else if (!below && layer.hasAttribute(INERT_MARK)) {
      layer.inert = false;
      layer.removeAttribute(INERT_MARK);
    }
  });
  return top?.modal;
}

/** Into an open modal: its main action (`data-autofocus`), else its first field or button, else the dialog itself. */
function focusInto(modal: HTMLElement): void {
  const target =
    modal.querySelector<HTMLElement>('[data-autofocus]') ??
    modal.querySelector<HTMLElement>(
      'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [href], [tabindex="0"]',
    ) ??
    modal;
  target.focus();
}

export function useFocusReturnToOpener(): void {
  useEffect(() => {
    /** The last element focused outside any overlay: what opened the overlay that has the focus now. */
    let opener: HTMLElement | undefined;
    /** The last element focused anywhere. */
    let lastFocused: HTMLElement | undefined;
    let lastWasInOverlay = false;

    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || target === document.body) return;
      lastFocused = target;
      lastWasInOverlay = insideOverlay(target);
      if (!lastWasInOverlay) opener = target;
    };

    const restore = () => {
      const topModal = keepUnderModalsInert();
      const active = document.activeElement;
      if (active !== null && active !== document.body) return;
      // A modal is open: what had the focus in it is gone, so the focus goes back into it (a blur alone is left
      // alone: the CPF spotlight clears the focus on purpose as it opens).
      if (topModal) {
        if (lastFocused && !lastFocused.isConnected) focusInto(topModal);
        return;
      }
      // The focus fell only if what had it is gone, or was in an overlay (that is now closing).
      if (!lastFocused || (lastFocused.isConnected && !lastWasInOverlay)) return;
      if (!opener?.isConnected) {
        focusScreenTitleIfLost();
        return;
      }
      if (opener === lastFocused) return;
      // Hidden by another overlay still open (aria-hidden / inert): that one keeps the focus its own way.
      if (opener.closest('[inert], [aria-hidden="true"]')) return;
      opener.focus();
    };

    // A removal (an overlay unmounted) and a focus leaving to nowhere (an overlay that hides itself) are the two ways it falls.
    const observer = new MutationObserver((records) => {
      if (records.some((r) => r.removedNodes.length > 0)) restore();
      else if (records.some((r) => r.addedNodes.length > 0)) keepUnderModalsInert();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget === null) window.setTimeout(restore, 0);
    };

    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, []);
}
