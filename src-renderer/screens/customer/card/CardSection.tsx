/** One titled block of the customer card (a landmark screen readers can jump to). */
import { Box, Title } from '@mantine/core';
import { useId } from 'react';

export function CardSection({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Title order={3} size="h5" id={id} mb={6}>
        {title}
      </Title>
      {children}
    </Box>
  );
}
