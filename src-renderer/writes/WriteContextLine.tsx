/** What the dialog acts on (customer, certificate, title…), read-only above the fields. */
import { Group, Text } from '@mantine/core';
import type { SummaryRow } from './write-flow';

export function WriteContextLine({ items }: { items: SummaryRow[] }) {
  if (items.length === 0) return null;
  return (
    <Group gap="lg" wrap="wrap">
      {items.map((item) => (
        <Text key={item.label} size="sm">
          <Text span c="dimmed">
            {item.label}:
          </Text>{' '}
          <Text span fw={500}>
            {item.value}
          </Text>
        </Text>
      ))}
    </Group>
  );
}
