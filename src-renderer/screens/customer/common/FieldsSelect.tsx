/**
 * "Campos": which fields to ask the service for (Op10 `_attributes`, Op18
 * `_atributos`). All by default; at least one. Kept in the contract's order
 * whatever order they were picked in, so columns never jump around.
 */
import { Button, Group, MultiSelect } from '@mantine/core';
import { useT } from '../../../i18n/i18n';
import { fieldsSelectMessages as messages } from './messages';

interface FieldsSelectProps<F extends string> {
  fields: readonly F[];
  labels: Record<F, string>;
  value: readonly F[];
  onChange(value: F[]): void;
}

export function FieldsSelect<F extends string>({ fields, labels, value, onChange }: FieldsSelectProps<F>) {
  const t = useT(messages);
  const allChosen = value.length === fields.length;
  return (
    <MultiSelect
      label={t('label')}
      description={t('description')}
      data={fields.map((field) => ({ value: field, label: labels[field] }))}
      value={[...value]}
      onChange={(picked) => onChange(fields.filter((field) => picked.includes(field)))}
      error={value.length === 0 ? t('atLeastOne') : undefined}
      maw={720}
      inputContainer={(input) => (
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <div style={{ flex: 1 }}>{input}</div>
          <Button variant="default" disabled={allChosen} onClick={() => onChange([...fields])}>
            {t('all')}
          </Button>
        </Group>
      )}
    />
  );
}

/** The query value: nothing when every field is chosen (the service then answers with all of them), else "a,b,c". */
export function fieldsParam<F extends string>(chosen: readonly F[], fields: readonly F[]): string | undefined {
  return chosen.length === fields.length ? undefined : chosen.join(',');
}
