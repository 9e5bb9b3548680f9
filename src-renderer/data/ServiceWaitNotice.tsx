/**
 * Renderer. Says so while a read waits because the service asked it to (429, 503 with Retry-After, D216): the main
 * process answers `serviceStatus.waits` when its list of waits changes, and this asks again at once, so the notice
 * comes and goes with the waits. Nothing to do for the employee: the read is sent again by itself.
 */
import { Alert } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { ServiceWaitsView } from '../../src-shared/ipc/views';
import { useT } from '../i18n/i18n';
import { serviceWaitMessages as messages } from './messages';

/** After a failed ask, before the next (the main process is busy, or going away). */
const PAUSE_AFTER_FAILURE_MS = 2000;

function useServiceWaits(): ServiceWaitsView['waits'] {
  const [waits, setWaits] = useState<ServiceWaitsView['waits']>([]);
  useEffect(() => {
    // A host without the channel (a test's stand-in api) has no waits to tell.
    const ask = (window.api as Partial<typeof window.api> | undefined)?.serviceStatus?.waits;
    if (!ask) return;
    let live = true;
    let version = 0;
    void (async () => {
      while (live) {
        const result = await ask({ after: version }).catch(() => undefined);
        if (!live) return;
        if (!result?.ok) {
          await new Promise((resolve) => setTimeout(resolve, PAUSE_AFTER_FAILURE_MS));
          continue;
        }
        version = result.data.version;
        setWaits(result.data.waits);
      }
    })();
    return () => {
      live = false;
    };
  }, []);
  return waits;
}

export function ServiceWaitNotice() {
  const t = useT(messages);
  const waits = useServiceWaits();
  if (waits.length === 0) return null;
  const seconds = Math.max(...waits.map((w) => w.seconds));
  const rateLimited = waits.some((w) => w.reason === 'rate-limited');
  return (
    <Alert color="yellow" title={t('title')} role="status" aria-live="polite" mb="sm" data-testid="service-wait">
      {t(rateLimited ? 'rateLimited' : 'unavailable', { seconds })}
    </Alert>
  );
}
