/**
 * Renderer. When the open work is dropped (another user logged in, or the
 * employee signed out: state/store.ts grows `workGeneration`), the write
 * dialog that was open closes in the same update, before anything renders:
 * a dialog filled in for the previous user, with their login in it, must
 * never be sent by the next one.
 */
import { useAppStore } from '../../state/store';
import { useWriteDialogs } from '../../writes/write-dialogs';

/** Follows the store for the life of the page (boot.ts calls it once); returns how to stop. */
export function closeDialogsOfDroppedWork(): () => void {
  return useAppStore.subscribe((state, previous) => {
    if (state.workGeneration !== previous.workGeneration) useWriteDialogs.getState().close();
  });
}
