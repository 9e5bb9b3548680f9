/** Renderer. Op4 fund distribution: one row per fund (code + percentage), add/remove, and the live total. */
import { Autocomplete, Button, CloseButton, Group, List, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useEffect, useState } from 'react';
import { useT } from '../i18n/i18n';
import { useAppStore } from '../state/store';
import {
  type ContributionValues,
  fundListProblems,
  fundsOfferedTo,
  newFundRow,
  percentagesAddUp,
  totalPercent,
} from './contribution-form';
import { fundRowsMessages as messages } from './messages';
import { formatShare } from '../../src-shared/format/display';

const fundFieldId = (rowKey: string) => `contribution-fund-${rowKey}`;

export function FundRows({ form, funds }: { form: UseFormReturnType<ContributionValues>; funds: readonly string[] }) {
  const t = useT(messages);
  const language = useAppStore((s) => s.language);
  const values = form.getValues();
  const rows = values.fundos;
  const problems = fundListProblems(values, language);
  const total = totalPercent(values);
  const addsUp = percentagesAddUp(values);
  // A row just added: its fund field takes the focus, where the employee types next.
  const [added, setAdded] = useState<string>();
  useEffect(() => {
    if (added) document.getElementById(fundFieldId(added))?.focus();
  }, [added]);

  function add() {
    const row = newFundRow();
    form.insertListItem('fundos', row);
    setAdded(row.key);
  }

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
            id={fundFieldId(row.key)}
            label={t('fund', { n: i + 1 })}
            data={fundsOfferedTo(funds, rows, i)}
            style={{ flex: 2 }}
            autoComplete="off"
            {...form.getInputProps(`fundos.${i}.codigo`)}
          />
          <TextInput
            label={t('percent', { n: i + 1 })}
            inputMode="decimal"
            style={{ flex: 1 }}
            autoComplete="off"
            {...form.getInputProps(`fundos.${i}.percentualDistribuicao`)}
          />
          <CloseButton
            mt={28}
            size="lg"
            aria-label={t('remove', { n: i + 1 })}
            disabled={rows.length === 1}
            onClick={() => form.removeListItem('fundos', i)}
          />
        </Group>
      ))}
      <Group justify="space-between">
        <Button variant="light" size="xs" onClick={add}>
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
