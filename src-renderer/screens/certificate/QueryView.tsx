/** Loading, error and empty states shared by the certificate's tabs, and a label/value list. */
import { Box, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorAlert } from '../../components/ErrorAlert';
import { defineMessages, useT } from '../../i18n/i18n';
import type { Query } from '../../ipc/use-ipc';

const messages = defineMessages({ loading: 'Carregando…' }, { loading: 'Loading…' });

/** Skeleton bars while nothing has arrived yet. */
export function LoadingBlock({ lines = 4, height = 28 }: { lines?: number; height?: number }) {
  const t = useT(messages);
  return (
    <Stack gap="xs" aria-busy="true" aria-label={t('loading')} role="status">
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} height={height} radius="sm" />
      ))}
    </Stack>
  );
}

/**
 * What a query shows: skeleton until the first answer, the error with
 * "Tentar novamente" when it failed, else `children(data)` (a failed reload
 * keeps the data on screen under the error).
 */
export function QueryView<T>({ query, skeleton, children }: { query: Query<T>; skeleton?: ReactNode; children: (data: T) => ReactNode }) {
  if (query.data === undefined) {
    if (query.error) return <ErrorAlert error={query.error} onRetry={query.reload} />;
    return <>{skeleton ?? <LoadingBlock />}</>;
  }
  return (
    <>
      {query.error ? <ErrorAlert error={query.error} onRetry={query.reload} /> : null}
      {children(query.data)}
    </>
  );
}

export function EmptyText({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" size="sm" py="md" role="status">
      {children}
    </Text>
  );
}

export interface FieldItem {
  label: string;
  value: ReactNode;
}

/** Label above value, in a responsive grid: a description list for assistive technology. */
export function Fields({ items, cols = 3 }: { items: readonly FieldItem[]; cols?: number }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2, md: cols }} spacing="md" verticalSpacing="sm" m={0}>
      {items.map((item) => (
        <Box key={item.label}>
          <Text component="dt" size="xs" c="dimmed" fw={500}>
            {item.label}
          </Text>
          <Text component="dd" size="sm" m={0}>
            {item.value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
