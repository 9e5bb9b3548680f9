/**
 * Renderer. The data of one identifier (a life certificate's assistances, a plan's billing) in a titled panel,
 * with "Campos" (FieldsSelect) to choose which fields to ask the service for: all of them at first, kept while
 * the panel stays; the result is drawn only while at least one is chosen (the field says why otherwise).
 */
import { Paper, Stack, Title } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { FieldsSelect } from './FieldsSelect';

interface FieldsPanelProps<F extends string> {
  title: string;
  /** Every field, in the contract's order. */
  fields: readonly F[];
  labels: Record<F, string>;
  maw?: number;
  /** The result for the chosen fields. */
  children(chosen: F[]): ReactNode;
}

export function FieldsPanel<F extends string>({ title, fields, labels, maw, children }: FieldsPanelProps<F>) {
  const titleId = useId();
  const [chosen, setChosen] = useState<F[]>(() => [...fields]);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId} maw={maw}>
      <Stack gap="sm">
        <Title order={4} id={titleId}>
          {title}
        </Title>
        <FieldsSelect fields={fields} labels={labels} value={chosen} onChange={setChosen} />
        {chosen.length > 0 ? children(chosen) : null}
      </Stack>
    </Paper>
  );
}
