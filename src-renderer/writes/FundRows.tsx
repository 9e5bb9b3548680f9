/** Renderer. Op4 fund distribution: one row per fund (code + percentage), add/remove, and the live total. */
import { Autocomplete, Button, CloseButton, Group, List, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useT } from '../i18n/i18n';
import { useAppStore } from '../state/store';
import { type ContributionValues, fundListProblems, newFundRow, percentagesAddUp, totalPercent } from './contribution-form';
import { fundRowsMessages as messages } from './messages';
import { formatShare } from '../../src-shared/format/display';


export function FundRows({ form, funds }: { form: UseFormReturnType<ContributionValues>; funds: readonly string[] }) {
  const t = useT(messages);
  const language = useAppStore((s) => s.language);
  const values = form.getValues();
  const rows = values.fundos;
  const problems = fundListProblems(values, language);
  const total = totalPercent(values);
  const addsUp = percentagesAddUp(values);

  return (
    <Stack gap="xs" role="group" aria-labelledby="contribution-funds-legend">
      <Text size="sm" fw={500} id="contribution-funds-legend">
        {t('legend')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('fundHint')}
      </Text>
      {rows.map((row, i) => (
        <Group key={row.key} align="flex-start" gap="xs" wrap="nowrap">
          <Autocomplete
            label={t('fund', { n: i + 1 })}
            data={[...funds]}
            style={{ flex: 2 }}
            autoComplete="off"
            {...form.getInputProps(`fundos.${i}.codigo`)}
          />
          <TextInput label={t('percent', { n: i + 1 })} inputMode="decimal" style={{ flex: 1 }} autoComplete="off" {...form.getInputProps(`fundos.${i}.percentualDistribuicao`)} />
          <CloseButton mt={28} size="lg" aria-label={t('remove', { n: i + 1 })} disabled={rows.length === 1} onClick={() => form.removeListItem('fundos', i)} />
        </Group>
      ))}
      <Group justify="space-between">
        <Button variant="light" size="xs" onClick={() => form.insertListItem('fundos', newFundRow())}>
          {t('add')}
        </Button>
        <Text fw={700} c={addsUp ? 'teal' : 'red'} role="status" aria-live="polite" data-testid="total-percentual">
          {t('total', { total: formatShare(total) })}
        </Text>
      </Group>
      {problems.length > 0 ? (
        // The same problems block "Revisar envio" (form error 'fundos'); shown here live, once.
        <List size="sm" c="red">
          {problems.map((p) => (
            <List.Item key={p}>{p}</List.Item>
          ))}
        </List>
      ) : null}
    </Stack>
  );
}
