/**
 * The review step: exactly what will be sent, as a readable summary and as
 * the JSON body behind "Detalhes técnicos" (CPFs masked there as in the summary). A probable duplicate
 * comes first, with its "Enviar mesmo assim", before anything to scroll past.
 */
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import type { IpcError } from '../../src-shared/ipc/ipc-result';
import { useT } from '../i18n/i18n';
import { WriteActionButton } from './access/WriteActionButton';
import { DuplicateWarning } from './DuplicateWarning';
import { reviewStepMessages as messages } from './messages';
import { ReviewTechnicalDetails } from './ReviewTechnicalDetails';
import type { PreparedWrite } from './write-flow';

interface ReviewStepProps {
  prepared: PreparedWrite<unknown>;
  duplicate: IpcError | undefined;
  onBack(): void;
  onConfirm(): void;
  onSendAnyway(): void;
  onOpenHistory(): void;
}

export function ReviewStep({ prepared, duplicate, onBack, onConfirm, onSendAnyway, onOpenHistory }: ReviewStepProps) {
  const t = useT(messages);
  return (
    <Stack gap="sm">
      {duplicate ? <DuplicateWarning error={duplicate} onSendAnyway={onSendAnyway} onBack={onBack} onOpenHistory={onOpenHistory} /> : null}
      <Text size="sm">{t('intro')}</Text>
      <Table aria-label={t('summary')} withTableBorder variant="vertical" layout="fixed">
        <Table.Tbody>
          {prepared.summary.map((row, i) => (
            <Table.Tr key={i}>
              <Table.Th w="40%">{row.label}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <ReviewTechnicalDetails body={prepared.bodyForDisplay ?? prepared.body} note={prepared.bodyNote} />
      {duplicate ? null : (
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onBack}>
            {t('back')}
          </Button>
          <WriteActionButton onClick={onConfirm} data-autofocus>
            {t('confirm')}
          </WriteActionButton>
        </Group>
      )}
    </Stack>
  );
}
