/**
 * Renderer. One History entry opened: what was sent (D102, masked by the main
 * process), the service's messages in full, how an unknown outcome was
 * checked (D103) or the form to record it, and when it finished.
 */
import { Alert, Group, Stack, Table, Text } from '@mantine/core';
import { formatDateTime } from '../../../src-shared/format/display';
import type { JournalEntryView } from '../../../src-shared/ipc/views';
import { useT } from '../../i18n/i18n';
import { useAppStore } from '../../state/store';
import { journalDetailLabel, journalDetailValue } from '../../../src-shared/ipc/journal-detail-words';
import { historyEntryDetailsMessages as messages } from './messages';
import { ResolveUnknownForm } from './ResolveUnknownForm';
import { ReceiptMenu } from '../../components/ReceiptMenu';
import { maskCpf } from '../../../src-shared/cpf';
import { sayWords } from '../../../src-shared/words/error-words';
import type { RecentCustomer } from '../../state/store';

/** The full CPF of a recent customer whose masked CPF is the entry's (the main process checks it is really theirs). */
function customerCpfOf(masked: string | undefined, recent: readonly RecentCustomer[]): string | undefined {
  return masked === undefined ? undefined : recent.find((c) => maskCpf(c.cpf) === masked)?.cpf;
}

export function HistoryEntryDetails({ entry, onChanged }: { entry: JournalEntryView; onChanged(): void }) {
  const t = useT(messages);
  const language = useAppStore((s) => s.language);
  const details = Object.entries(entry.details ?? {});
  const resolution = entry.resolution;
  const isWrite = /^op\d+$/.test(entry.action);
  const recent = useAppStore((s) => s.recentCustomers);
  const serviceSaid = entry.result?.messages ?? [];
  const balcaoSaid = (entry.result?.said ?? []).map((said) => sayWords(said, language));
  return (
    <Stack gap="sm" py="xs">
      {isWrite ? (
        details.length > 0 ? (
          <Stack gap={4}>
            <Text size="sm" fw={600} id={`sent-${entry.id}`}>
              {t('sent')}
            </Text>
            <Table
              aria-labelledby={`sent-${entry.id}`}
              withTableBorder
              variant="vertical"
              maw={720}
              verticalSpacing={4}
            >
              <Table.Tbody>
                {details.map(([path, value]) => (
                  <Table.Tr key={path}>
                    <Table.Th w="40%" fw={500}>
                      {journalDetailLabel(path, language)}
                    </Table.Th>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{journalDetailValue(path, value)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Text size="xs" c="dimmed">
              {t('masked')}
            </Text>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('nothingSent')}
          </Text>
        )
      ) : null}
      <SaidLine label={t('serviceSaid')} texts={serviceSaid} />
      <SaidLine label={t('balcaoSaid')} texts={balcaoSaid} />
      {entry.finishedAt ? (
        <Text size="xs" c="dimmed">
          {t('finished', { at: formatDateTime(entry.finishedAt) })}
        </Text>
      ) : null}
      {resolution ? (
        <Alert
          color={resolution.outcome === 'concluded' ? 'teal' : 'gray'}
          variant="light"
          title={resolution.outcome === 'concluded' ? t('checkedConcluded') : t('checkedNotConcluded')}
        >
          <Text size="sm">
            {t('checkedBy', { by: resolution.by, at: formatDateTime(resolution.at), note: resolution.note })}
          </Text>
          {resolution.protocol ? (
            <Text size="sm">{t('checkedProtocol', { protocol: resolution.protocol })}</Text>
          ) : null}
        </Alert>
      ) : null}
      {/* A write that ended (sent, refused or unknown) has its receipt for the customer (D360). */}
      {isWrite && entry.status !== 'pending' ? (
        <ReceiptMenu
          journalEntryId={entry.id}
          customerCpf={customerCpfOf(entry.customerCpfMasked, recent)}
          onIssued={onChanged}
        />
      ) : null}
      {entry.status === 'unknown' && !resolution ? (
        <Group align="flex-start">
          <Stack gap="xs">
            <Text size="sm" fw={600} c="orange.9">
              {t('whatToDo')}
            </Text>
            <ResolveUnknownForm entry={entry} onResolved={onChanged} />
          </Stack>
        </Group>
      ) : null}
    </Stack>
  );
}

/** Who said why the entry ended as it did, then what they said; nothing when they said nothing. */
function SaidLine({ label, texts }: { label: string; texts: readonly string[] }) {
  if (texts.length === 0) return null;
  return (
    <Text size="sm">
      <Text span fw={600} inherit>
        {label}:
      </Text>{' '}
      {texts.join(' · ')}
    </Text>
  );
}
