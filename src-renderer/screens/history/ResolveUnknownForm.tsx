/**
 * Renderer. "Registrar verificação" of an unknown outcome (D103): how it ended
 * (it was concluded / it was not) and how the employee knows. Recorded in the
 * journal with who and when; the duplicate warning follows it from then on.
 */
import { Button, Group, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { IpcError } from '../../../src-shared/ipc/ipc-result';
import type { JournalEntryView } from '../../../src-shared/ipc/views';
import { ErrorAlert } from '../../components/ErrorAlert';
import { useT } from '../../i18n/i18n';
import { api, call } from '../../ipc/use-ipc';
import { resolveUnknownFormMessages as messages } from './messages';

export function ResolveUnknownForm({ entry, onResolved }: { entry: JournalEntryView; onResolved(): void }) {
  const t = useT(messages);
  const [outcome, setOutcome] = useState<string>('');
  const [note, setNote] = useState('');
  const [protocol, setProtocol] = useState('');
  const [problems, setProblems] = useState<{ outcome?: string; note?: string }>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<IpcError>();

  async function save() {
    const next = {
      ...(outcome ? {} : { outcome: t('outcomeMissing') }),
      ...(note.trim() ? {} : { note: t('noteMissing') }),
    };
    setProblems(next);
    if (next.outcome || next.note) return;
    setBusy(true);
    setError(undefined);
    const found = protocol.trim();
    const result = await call(
      api().journal.resolveUnknown({
        id: entry.id,
        outcome: outcome as 'concluded' | 'not-concluded',
        note: note.trim(),
        ...(found ? { protocol: found } : {}),
      }),
    );
    setBusy(false);
    if (result.ok) onResolved();
    else setError(result.error);
  }

  return (
    <Stack gap="xs" maw={640} role="group" aria-label={t('legend')}>
      <Text size="sm" fw={600}>
        {t('legend')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('intro')}
      </Text>
      <Radio.Group label={t('outcome')} value={outcome} onChange={setOutcome} error={problems.outcome}>
        <Group gap="lg" mt={4}>
          <Radio value="concluded" label={t('concluded')} />
          <Radio value="not-concluded" label={t('notConcluded')} />
        </Group>
      </Radio.Group>
      <Textarea
        label={t('note')}
        description={t('noteHint')}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
        maxLength={500}
        autosize
        minRows={2}
        error={problems.note}
      />
      <TextInput
        label={t('protocol')}
        description={t('protocolHint')}
        value={protocol}
        onChange={(e) => setProtocol(e.currentTarget.value)}
        maxLength={40}
        maw={320}
      />
      {error ? <ErrorAlert error={error} /> : null}
      <Group>
        <Button size="xs" onClick={() => void save()} loading={busy}>
          {t('save')}
        </Button>
      </Group>
    </Stack>
  );
}
