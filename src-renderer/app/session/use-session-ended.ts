/**
 * Renderer. Whether the session's expected end has passed on this renderer's clock (./session-warning-schedule.ts):
 * the notice says "Sua sessão terminou", and a write must not be confirmed then (it would be refused, or worse,
 * reach the service with the answer lost). Re-renders when the end comes; a new session moves it.
 */
import { useEffect, useState } from 'react';
import { useAppStore } from '../../state/store';
import { RECHECK_MS, sessionDeadline } from './session-warning-schedule';

export function useSessionEnded(): boolean {
  const session = useAppStore((s) => s.session);
  const receivedAt = useAppStore((s) => s.sessionReceivedAt);
  const [now, setNow] = useState(() => Date.now());
  const deadline = sessionDeadline(session, receivedAt);
  // A session that just arrived is newer than the last look at the clock.
  const left = deadline ? deadline.deadlineMs - Math.max(now, receivedAt ?? 0) : undefined;
  const ended = left !== undefined && left <= 0;
  // Wakes only to look again (a long timer in a suspended laptop fires late), not every second.
  const delay = left === undefined || ended ? undefined : Math.min(left, RECHECK_MS);

  useEffect(() => {
    if (delay === undefined) return;
    const id = setTimeout(() => setNow(Date.now()), delay);
    return () => clearTimeout(id);
  }, [delay, now, receivedAt]);

  return ended;
}
