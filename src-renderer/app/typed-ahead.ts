/**
 * Renderer. Keystrokes typed while the field they are meant for is still arriving: the search screen (its chunk,
 * its mount) after the menu was clicked, the Ctrl+K spotlight (drawn, then focused a tick later). Between
 * `holdTypedKeys(place)` and the field taking them (`takeTypedKeys(place)`), the characters and Enter typed with the
 * focus outside any editable field are kept, in order, instead of reaching the page: there they would be lost, or
 * press the button the click left focused. Backspace takes back the last one held.
 *
 * The employee moving on ends the hold and gives the keys to no one: a click, Escape, Tab, a shortcut, or the focus
 * going into an editable field (which then receives what is typed next, as usual). Keys after Enter are not held:
 * Enter is the end of what the place was asked for.
 */

export type TypeAheadPlace = 'search' | 'spotlight';

export interface TypedKeys {
  /** The characters typed, as typed. */
  text: string;
  /** Enter came after them: the employee asked for the search. */
  enter: boolean;
}

interface Hold {
  place: TypeAheadPlace;
  text: string;
  enter: boolean;
}

let hold: Hold | undefined;

/** Starts keeping what is typed for `place` (keeps what an earlier hold still has, for the newest place). */
export function holdTypedKeys(place: TypeAheadPlace): void {
  if (typeof window === 'undefined') return;
  if (hold) {
    hold.place = place;
    return;
  }
  hold = { place, text: '', enter: false };
  window.addEventListener('keydown', onKeyDown, true);
  window.addEventListener('pointerdown', endHold, true);
  window.addEventListener('focusin', onFocusIn, true);
}

/** Whether keys are being kept for `place` (another field arriving must not take the focus from it). */
export function isHoldingFor(place: TypeAheadPlace): boolean {
  return hold?.place === place;
}

/** What was typed for `place` while it arrived, and the end of the hold; nothing when the hold is someone else's. */
export function takeTypedKeys(place: TypeAheadPlace): TypedKeys {
  if (!hold || hold.place !== place) return { text: '', enter: false };
  const typed = { text: hold.text, enter: hold.enter };
  endHold();
  return typed;
}

function endHold(): void {
  hold = undefined;
  window.removeEventListener('keydown', onKeyDown, true);
  window.removeEventListener('pointerdown', endHold, true);
  window.removeEventListener('focusin', onFocusIn, true);
}

function onKeyDown(event: KeyboardEvent): void {
  if (!hold || event.isComposing || isEditableField(document.activeElement)) return;
  if (hold.enter) return;
  const plain = !event.ctrlKey && !event.metaKey && !event.altKey;
  if (plain && event.key.length === 1) hold.text += event.key;
  else if (plain && event.key === 'Backspace') hold.text = [...hold.text].slice(0, -1).join('');
  else if (plain && (event.key === 'Enter' || event.key === 'NumpadEnter')) hold.enter = true;
  else if (event.key === 'Shift' || event.key === 'CapsLock') return;
  else {
    endHold();
    return;
  }
  event.preventDefault();
  event.stopPropagation();
}

function onFocusIn(event: FocusEvent): void {
  // The field being waited for takes the keys itself as it gets the focus; any other field means the employee moved on.
  if (
    isEditableField(event.target) &&
    !(event.target instanceof HTMLElement && event.target.dataset.typeAhead === hold?.place)
  )
    endHold();
}

/** A place that takes typed text (an input that is not a button or a box to tick, a text area, a select, an editable element). */
export function isEditableField(element: EventTarget | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  if (element.isContentEditable || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement)
    return true;
  return (
    element instanceof HTMLInputElement &&
    !['button', 'checkbox', 'radio', 'submit', 'reset', 'file', 'range', 'color'].includes(element.type)
  );
}
