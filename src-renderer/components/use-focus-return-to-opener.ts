/**
 * Renderer. When an overlay closes, the focus goes back to what opened it, never to the page's body (issue 13
 * item 6). Mounted once, by the shell.
 *
 * Why here and not in each overlay: Mantine returns the focus when a Modal's `opened` turns false, but the write
 * dialogs, the session dialogs and other overlays are unmounted instead of closed, and a focused element that
 * leaves the DOM leaves the focus on <body> (Chromium fires no blur for it): after Esc, Tab started over from the
 * top of the page. This watches for exactly that — the focus on <body>, the element that had it gone or inside
 * an overlay — and gives the focus back to the last element the employee used outside any overlay, if it is
 * still on screen. Anything else (a click on the page's background, a screen change that removed the opener)
 * is left alone.
 */
import { useEffect } from 'react';

/** What counts as an overlay: dialogs (Mantine's Modal, Spotlight), menus, listboxes, popovers. */
const OVERLAY = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], .mantine-Popover-dropdown';

const insideOverlay = (element: Element): boolean => element.closest(OVERLAY) !== null;

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
      const active = document.activeElement;
      if (active !== null && active !== document.body) return;
      // The focus fell only if what had it is gone, or was in an overlay (that is now closing).
      if (!lastFocused || (lastFocused.isConnected && !lastWasInOverlay)) return;
      if (!opener || !opener.isConnected || opener === lastFocused) return;
      // Hidden by another overlay still open (aria-hidden / inert): that one keeps the focus its own way.
      if (opener.closest('[inert], [aria-hidden="true"]')) return;
      opener.focus();
    };

    // A removal (an overlay unmounted) and a focus leaving to nowhere (an overlay that hides itself) are the two ways it falls.
    const observer = new MutationObserver((records) => {
      if (records.some((r) => r.removedNodes.length > 0)) restore();
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
