/**
 * Renderer. One operation in the contract diagnostics: how many answers were
 * read, how many strayed from the contract, and the deviating fields (path ×
 * kind × count), the ones the app cannot work without flagged.
 */
import { Badge, Card, Group, Table, Text } from '@mantine/core';
import type { OperationDriftView } from '../../../../src-shared/ipc/views';
import { useT } from '../../../i18n/i18n';
import { useAppStore } from '../../../state/store';
import { driftKindLabel, operationNumber } from './drift-words';
import { operationDriftCardMessages as messages } from './messages';

export function OperationDriftCard({ operation }: { operation: OperationDriftView }) {
  const t = useT(messages);
  const language = useAppStore((s) => s.language);
  const name = `${operationNumber(operation.operation)} · ${operation.title}`;
  const drifted = operation.answersWithDrift > 0;
  return (
    <Card withBorder padding="sm" component="article" aria-label={name} data-operation={operation.operation}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={600} size="sm">
          {name}
        </Text>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {operation.answers === 1 ? t('answersOne') : t('answers', { n: operation.answers })}
          </Text>
          <Badge color={drifted ? 'orange' : 'teal'} variant="light" data-testid="answers-with-drift">
            {t('withDrift', { n: operation.answersWithDrift })}
          </Badge>
        </Group>
      </Group>
      {operation.fields.length > 0 ? (
        <Table
          aria-label={t('fields', { operation: operationNumber(operation.operation) })}
          mt="xs"
          striped
          verticalSpacing={4}
          fz="sm"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('field')}</Table.Th>
              <Table.Th w={180}>{t('kind')}</Table.Th>
              <Table.Th w={120} ta="right">
                {t('count')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {operation.fields.map((field) => (
              <Table.Tr key={`${field.kind} ${field.path}`} data-kind={field.kind}>
                <Table.Td ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                  {field.path}{' '}
                  {field.essential ? (
                    <Badge size="xs" color="red" variant="outline" title={t('essentialHint')}>
                      {t('essential')}
                    </Badge>
                  ) : null}
                </Table.Td>
                <Table.Td>{driftKindLabel(field.kind, language)}</Table.Td>
                <Table.Td ta="right">{field.count}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </Card>
  );
}
