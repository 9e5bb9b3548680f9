/**
 * Renderer. A reference look-up: its fields in a row, the button that asks, then (once asked) the answer drawn
 * by OperationView. The caller checks the fields with the contract's schemas before it asks.
 */
import { Button, Group, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { OperationView } from '../../data/OperationView';
import type { OperationQuery } from '../../data/use-operation';
import { useT } from '../../i18n/i18n';
import { lookupFormMessages as messages } from './messages';

export interface LookupFormProps<T> {
  /** What `useLookup` gives. */
  lookup: { query: OperationQuery<T>; submitted: boolean };
  onLookUp: () => void;
  /** The fields, in order. */
  children: ReactNode;
  /** The answer, as the service sent it. */
  answer: (data: T) => ReactNode;
}

export function LookupForm<T>({ lookup, onLookUp, children, answer }: LookupFormProps<T>) {
  const t = useT(messages);
  function submit(event: FormEvent) {
    event.preventDefault();
    onLookUp();
  }
  return (
    <Stack gap="sm">
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="sm">
          {children}
          <Button type="submit" mt={25} loading={lookup.query.loading}>
            {t('lookUp')}
          </Button>
        </Group>
      </form>
      {lookup.submitted ? <OperationView query={lookup.query}>{answer}</OperationView> : null}
    </Stack>
  );
}
