/**
 * Renderer. Small pieces the certificate's tabs share: the empty-state line
 * and a label/value list (a description list for assistive technology).
 * Values arrive formatted (src-shared/format/display.ts gives "—" for
 * anything missing).
 */
import { Box, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

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

/** Label above value, in a responsive grid. */
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
