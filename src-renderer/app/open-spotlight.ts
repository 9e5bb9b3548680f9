/**
 * Opens the CPF spotlight (Ctrl+K and the header button). Only the spotlight's
 * store, so the shell can open it before the lazily loaded CpfSpotlight has
 * arrived: it opens as soon as it mounts.
 */
import { spotlight } from '@mantine/spotlight';
import { holdTypedKeys } from './typed-ahead';

export function openSpotlight(): void {
  // Left focused, the search screen's CPF field took keystrokes back from the spotlight while a fast typist was still typing.
  (document.activeElement as HTMLElement | null)?.blur();
  // What is typed before its field is drawn and focused is kept for it.
  holdTypedKeys('spotlight');
  spotlight.open();
}
