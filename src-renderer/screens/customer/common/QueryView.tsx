/**
 * The states of a read, alike on every tab: an error with "Tentar novamente",
 * a skeleton until the first answer, then the data, dimmed with a loader
 * while a newer request (another page, other fields) is on its way.
 */
import { Box, LoadingOverlay, Skeleton, Stack } from '@mantine/core';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { defineMessages, useT } from '../../../i18n/i18n';
import type { Query } from '../../../ipc/use-ipc';

const messages = defineMessages({ loading: 'Carregando…' }, { loading: 'Loading…' });

export function QueryView<T>({ query, children }: { query: Query<T>; children: (data: T) => React.ReactNode }) {
  const t = useT(messages);
  if (query.error) return <ErrorAlert error={query.error} onRetry={query.reload} />;
  if (query.data === undefined) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label={t('loading')} role="status">
        <Skeleton height={28} />
        <Skeleton height={28} />
        <Skeleton height={28} width="70%" />
      </Stack>
    );
  }
  return (
    <Box pos="relative" aria-busy={query.loading}>
      <LoadingOverlay visible={query.loading} zIndex={2} overlayProps={{ blur: 1 }} loaderProps={{ size: 'sm', 'aria-label': t('loading') }} />
      {children(query.data)}
    </Box>
  );
}
