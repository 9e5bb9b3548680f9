/**
 * Renderer. The states of a read, alike on every screen: a skeleton until the
 * first answer; the error with "Tentar novamente" (a failed reload keeps the
 * data under it); the data, dimmed while a newer request is on its way; and
 * the drift note when the service left something out.
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
  children,
}: {
  query: QueryState<T> & { drift?: DriftReport };
  skeleton?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const t = useT(messages);
  if (query.data === undefined) {
    if (query.error) return <ErrorAlert error={query.error} onRetry={query.reload} />;
    return <>{skeleton ?? <LoadingBlock />}</>;
  }
  return (
    <Stack gap="xs">
      {query.error ? <ErrorAlert error={query.error} onRetry={query.reload} /> : null}
      <Box pos="relative" aria-busy={query.loading}>
        <LoadingOverlay
          visible={query.loading}
          zIndex={2}
          overlayProps={{ blur: 1 }}
          loaderProps={{ size: 'sm', 'aria-label': t('loading') }}
        />
        {children(query.data)}
      </Box>
      <DriftNote drift={query.drift ?? NO_DRIFT} />
    </Stack>
  );
}
