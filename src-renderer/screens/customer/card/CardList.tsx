/** Renderer. A titled list of the customer card (addresses, phones, documents…): its items, or the words for none. */
import { List, type ListProps, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { CardSection } from './CardSection';

interface CardListProps<T> {
  title: string;
  items: readonly T[];
  /** Said when the registration lists none. */
  none: string;
  spacing?: ListProps['spacing'];
  /** One item, as a keyed List.Item. */
  children(item: T, index: number): ReactNode;
}

export function CardList<T>({ title, items, none, spacing = 'xs', children }: CardListProps<T>) {
  return (
    <CardSection title={title}>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {none}
        </Text>
      ) : (
        <List size="sm" listStyleType="none" spacing={spacing}>
          {items.map(children)}
        </List>
      )}
    </CardSection>
  );
}
