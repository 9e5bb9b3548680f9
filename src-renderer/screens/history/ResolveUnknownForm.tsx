/**
 * Renderer. "Registrar verificação" of an unknown outcome (D103): how it ended
 * (it was concluded / it was not) and how the employee knows. Recorded in the
 * journal with who and when; the duplicate warning follows it from then on.
 */
import { Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { IpcError } from '../../../src-shared/ipc/ipc-result';
import type { JournalEntryView } from '../../../src-shared/ipc/views';
import { ErrorAlert } from '../../components/ErrorAlert';
import { defineMessages, useT } from '../../i18n/i18n';
import { api, call } from '../../ipc/use-ipc';

const messages = defineMessages(
  {
    legend: 'Registrar verificação',
    intro: 'Confirmou com o serviço ou com o cliente se esta operação aconteceu? Registre aqui: o Histórico e o aviso de duplicidade passam a considerar o que você verificou.',
    outcome: 'O que você verificou',
    concluded: 'A operação foi concluída',
    notConcluded: 'A operação não foi concluída',
    note: 'Como verificou',
    noteHint: 'Ex.: consultei as movimentações no Balcão; o cliente confirmou o recebimento. Não escreva dados pessoais.',
    noteMissing: 'Diga como verificou.',
    outcomeMissing: 'Escolha o que verificou.',
    save: 'Registrar verificação',
  },
  {
    legend: 'Record a check',
    intro: 'Did you check with the service or the customer whether this operation happened? Record it here: the History and the duplicate warning then follow what you checked.',
    outcome: 'What you found',
    concluded: 'The operation was completed',
    notConcluded: 'The operation was not completed',
    note: 'How you checked',
    noteHint: 'E.g. I looked at the movements in Balcão; the customer confirmed it. Do not write personal data.',
    noteMissing: 'Say how you checked.',
    outcomeMissing: 'Choose what you found.',
    save: 'Record check',
  },
);

export function ResolveUnknownForm({ entry, onResolved }: { entry: JournalEntryView; onResolved(): void }) {
  const t = useT(messages);
  const [outcome, setOutcome] = useState<string>('');
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<{ outcome?: string; note?: string }>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<IpcError>();

  async function save() {
    const next = { ...(outcome ? {} : { outcome: t('outcomeMissing') }), ...(note.trim() ? {} : { note: t('noteMissing') }) };
    setProblems(next);
    if (next.outcome || next.note) return;
    setBusy(true);
    setError(undefined);
    const result = await call(api().journal.resolveUnknown({ id: entry.id, outcome: outcome as 'concluded' | 'not-concluded', note: note.trim() }));
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
      <Textarea label={t('note')} description={t('noteHint')} value={note} onChange={(e) => setNote(e.currentTarget.value)} maxLength={500} autosize minRows={2} error={problems.note} />
      {error ? <ErrorAlert error={error} /> : null}
      <Group>
        <Button size="xs" onClick={() => void save()} loading={busy}>
          {t('save')}
        </Button>
      </Group>
    </Stack>
  );
}
