/** Placeholder of the customer card while Op8 answers. */
import { Group, Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useT } from '../../i18n/i18n';
import { customerSkeletonMessages as messages } from './messages';

export function CustomerSkeleton() {
  const t = useT(messages);
  return (
    <Paper withBorder p="md" role="status" aria-busy="true" aria-label={t('loading')}>
      <Group mb="md">
        <Skeleton height={30} width={320} />
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="lg">
        {[0, 1, 2].map((column) => (
          <Stack key={column} gap="xs">
            {[0, 1, 2, 3, 4].map((line) => (
              <Skeleton key={line} height={14} width={line % 2 === 0 ? '90%' : '70%'} />
            ))}
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
