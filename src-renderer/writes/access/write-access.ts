/**
 * Renderer. Whether write actions are on for the user at the counter, and
 * why not (D100): after the service refused a write for lack of privilege,
 * every write button of the session is off, with this reason.
 */
import { useT } from '../../i18n/i18n';
import { useAppStore } from '../../state/store';
import { writeAccessMessages } from './messages';

/** The reason write actions are off, in the active language; undefined while they are on. */
export function useWritesOffReason(): string | undefined {
  const refusal = useAppStore((s) => s.writeRefusal);
  const t = useT(writeAccessMessages);
  return refusal ? t('reason') : undefined;
}
