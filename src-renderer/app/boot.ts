/**
 * The two answers the first screen waits for (settings, session), asked for
 * the moment the bundle starts running: main.tsx imports this module first,
 * so the IPC round trip overlaps the evaluation of React, Mantine and the
 * shell and React's first render, instead of starting after them (from an
 * effect in App). The answers land in the store; App renders the first
 * screen once both are there. A refused answer is shown with its
 * message and a way to ask again (App). It also ties the write dialogs to
 * the open work's owner (./session/close-previous-dialogs.ts).
 */
import { api, call } from '../ipc/use-ipc';
import { useAppStore } from '../state/store';
import { closeDialogsOfDroppedWork } from './session/close-previous-dialogs';

/** Asks for settings and session; a refusal (say, an unreadable settings.json) is shown instead of the loader. */
export function boot(): void {
  const { setSettings, setSession, setBootError } = useAppStore.getState();
  setBootError(undefined);
  void call(api().settings.get()).then((r) => (r.ok ? setSettings(r.data) : setBootError(r.error)));
  void call(api().session.current()).then((r) => (r.ok ? setSession(r.data) : setBootError(r.error)));
}

performance.mark('balcao:boot');
// Before any session arrives: from the first login on, another user's login closes the previous user's dialogs.
closeDialogsOfDroppedWork();
boot();
