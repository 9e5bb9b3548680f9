/**
 * Renderer. The states of a read, alike on every screen: a skeleton until the
 * first answer; the error with "Tentar novamente" (a failed reload keeps the
 * data under it); the data, dimmed while a newer request is on its way; and
 * the drift note when the service left something out.
 *
 * With a `placeholder`, the data's view is also drawn, hidden (display:none),
 * while the first answer is on its way: its first render, its elements, its refs
 * and its effects are made then, and with the answer what is memoized and
 * unchanged is not rendered again (D680, D723).
 * Only the skeleton shows until the answer is there; the view is revealed in the
 * commit that gives it the answer, so nothing drawn from the placeholder is seen.
 * Hidden with display:none, not React's Activity, whose hidden subtree mounts no
 * effect until revealed: they all ran in the answer's frame. So the hidden view's
 * effects run with the placeholder: a read inside it would start while hidden.
 */
import { Box, LoadingOverlay, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { type DriftReport, NO_DRIFT } from '../../src-shared/contract';
import { ErrorAlert } from '../components/ErrorAlert';
import { useT } from '../i18n/i18n';
import { operationViewMessages as messages } from './messages';
import { DriftNote } from './DriftNote';
import type { QueryState } from './use-read';

/** Skeleton bars while nothing has arrived yet. */
export function LoadingBlock({ lines = 3, height = 28 }: { lines?: number; height?: number }) {
  const t = useT(messages);
  return (
    <Stack gap="xs" aria-busy="true" aria-label={t('loading')} role="status">
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} height={height} radius="sm" width={i === lines - 1 && lines > 1 ? '70%' : undefined} />
      ))}
    </Stack>
  );
}

export function OperationView<T>({
  query,
  skeleton,
  placeholder,
  children,
}: {
  query: QueryState<T> & { drift?: DriftReport };
  skeleton?: ReactNode;
  /** The data the view is drawn with, hidden, until the first answer (nothing of it is shown). */
  placeholder?: T;
  children: (data: T) => ReactNode;
}) {
  const t = useT(messages);
  const waiting = query.data === undefined;
  if (waiting && (query.error || placeholder === undefined)) {
    if (query.error) return <ErrorAlert error={query.error} onRetry={query.reload} />;
    return <>{skeleton ?? <LoadingBlock />}</>;
  }
  const view = (
    <Stack gap="xs">
      {query.error ? <ErrorAlert error={query.error} onRetry={query.reload} /> : null}
      <Box pos="relative" aria-busy={query.loading}>
        {/* Not over the hidden view: it would fade out over the answer once revealed. */}
        <LoadingOverlay
          visible={query.loading && !waiting}
          zIndex={2}
          overlayProps={{ blur: 1 }}
          loaderProps={{ size: 'sm', 'aria-label': t('loading') }}
        />
        {children(waiting ? placeholder! : query.data!)}
      </Box>
      <DriftNote drift={query.drift ?? NO_DRIFT} />
    </Stack>
  );
  if (placeholder === undefined) return view;
  return (
    <>
      {waiting ? (skeleton ?? <LoadingBlock />) : null}
      {/* `contents`: once shown, the wrapper leaves no box of its own in the layout. */}
      <div style={{ display: waiting ? 'none' : 'contents' }}>{view}</div>
    </>
  );
}
