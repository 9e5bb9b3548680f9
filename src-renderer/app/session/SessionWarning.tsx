/**
 * Renderer. The notice that the session is about to end: shown ahead of the
 * expected end (./session-warning-schedule.ts), not blocking, with the time
 * left and "Renovar sessão", which asks for the password over the current
 * screen and keeps everything on it. A renewed session moves the deadline,
 * so the notice goes away and the next one waits for the new end. Loaded
 * lazily by App once the employee is logged in.
 */
import { Alert, Button, Group, Modal, Paper, Portal, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/i18n';
import { useAppStore } from '../../state/store';
import { sessionWarningMessages as messages } from './messages';
import { LAYERS } from '../../components/layers';
import { SessionLoginForm } from './SessionLoginForm';
import { formatTimeLeft, sessionDeadline, warningPhase } from './session-warning-schedule';

export default function SessionWarning() {
  const t = useT(messages);
  const session = useAppStore((s) => s.session);
  const receivedAt = useAppStore((s) => s.sessionReceivedAt);
  const [now, setNow] = useState(() => Date.now());
  const [renewing, setRenewing] = useState(false);
  const deadline = sessionDeadline(session, receivedAt);
  // A session that just arrived is newer than the last look at the clock.
  const effectiveNow = Math.max(now, receivedAt ?? 0);
  const phase = deadline ? warningPhase(deadline, effectiveNow) : undefined;
  const delay = phase?.phase === 'quiet' ? phase.wakeInMs : phase?.phase === 'warning' ? phase.nextTickInMs : undefined;

  useEffect(() => {
    if (delay === undefined) return;
    const id = setTimeout(() => setNow(Date.now()), delay);
    return () => clearTimeout(id);
  }, [delay, effectiveNow]);

  const login = session?.user?.login;
  if (!phase || !login) return null;
  const showNotice = phase.phase !== 'quiet' && !renewing;

  return (
    <>
      {showNotice ? (
        // Bottom left, over the navigation: clear of a centered dialog's buttons (bottom right) and of the notifications (top right).
        // Opaque under the light alert: it sits over the screen and over a dialog's dimmed overlay.
        // Portaled and marked above the modals: the page under an open dialog is inert, this notice never is.
        <Portal>
          <Paper
            withBorder
            shadow="md"
            radius="md"
            style={{ position: 'fixed', left: 16, bottom: 16, zIndex: LAYERS.session, maxWidth: 340 }}
            data-above-modals
          >
            <Alert
              color={phase.phase === 'expired' ? 'red' : 'yellow'}
              variant="light"
              role="status"
              title={phase.phase === 'expired' ? t('endedTitle') : t('title')}
            >
              {/* The countdown changes every second: read once with the title, not at each tick. */}
              <Text size="sm" aria-live="off">
                {phase.phase === 'warning' ? t('timeLeft', { time: formatTimeLeft(phase.remainingMs) }) : t('ended')}
              </Text>
              <Group justify="flex-end" mt="xs">
                <Button size="xs" onClick={() => setRenewing(true)}>
                  {t('renew')}
                </Button>
              </Group>
            </Alert>
          </Paper>
        </Portal>
      ) : null}
      {renewing ? (
        <Modal opened onClose={() => setRenewing(false)} title={t('renewTitle')} centered zIndex={LAYERS.session}>
          <SessionLoginForm username={login} fixedUsername onLoggedIn={() => setRenewing(false)} />
        </Modal>
      ) : null}
    </>
  );
}
