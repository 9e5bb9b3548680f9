/** A titled part of a tab, with its actions on the right of the title. */
import { Group, Stack, Title } from '@mantine/core';
import { useId } from 'react';

export function TabSection({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <Stack component="section" aria-labelledby={id} gap="sm">
      <Group justify="space-between" align="center">
        <Title order={3} size="h4" id={id}>
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}
