/**
 * The review step: whose it is, then exactly what will be sent, as a readable summary and as
 * the JSON body behind "Detalhes técnicos" (CPFs masked there as in the summary). A probable duplicate
 * comes first, with its "Enviar mesmo assim", before anything to scroll past.
 * A session that has ended (its notice says so) cannot confirm: the employee signs in again first.
 */
import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { IpcError } from '../../src-shared/ipc/ipc-result';
import { useAppStore } from '../state/store';
import { useT } from '../i18n/i18n';
import { WriteActionButton } from './access/WriteActionButton';
import { DuplicateWarning } from './DuplicateWarning';
import { reviewStepMessages as messages } from './messages';
import { ReviewTechnicalDetails } from './ReviewTechnicalDetails';
import type { PreparedWrite } from './write-flow';

interface ReviewStepProps {
  prepared: PreparedWrite<unknown>;
  /** Whose the write is, in words (name and masked CPF); undefined when it is about no customer. */
  customer: string | undefined;
  /** Why the last "Confirmar" was refused here, shown first. */
  refusal: ReactNode;
  /** The session's expected end has passed: no confirming until the employee signs in again. */
  sessionEnded: boolean;
  duplicate: IpcError | undefined;
  onBack(): void;
  onConfirm(): void;
  onSendAnyway(): void;
  onOpenHistory(): void;
}

export function ReviewStep({
  prepared,
  customer,
  refusal,
  sessionEnded,
  duplicate,
  onBack,
  onConfirm,
  onSendAnyway,
  onOpenHistory,
}: ReviewStepProps) {
  const t = useT(messages);
  const markSessionExpired = useAppStore((s) => s.markSessionExpired);
  return (
    <Stack gap="sm">
      {refusal}
      {sessionEnded ? (
        <Alert color="red" title={t('sessionEndedTitle')} role="alert">
          <Text size="sm">{t('sessionEnded')}</Text>
          <Button size="xs" mt="xs" onClick={markSessionExpired} data-step-focus>
            {t('signIn')}
          </Button>
        </Alert>
      ) : null}
      {duplicate ? (
        <DuplicateWarning
          error={duplicate}
          onSendAnyway={sessionEnded ? markSessionExpired : onSendAnyway}
          onBack={onBack}
          onOpenHistory={onOpenHistory}
        />
      ) : null}
      <Text size="sm">{t('intro')}</Text>
      <Table aria-label={t('summary')} withTableBorder variant="vertical" layout="fixed">
        <Table.Tbody>
          {customer ? (
            <Table.Tr>
              <Table.Th w="40%">{t('customer')}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }} fw={600}>
                {customer}
              </Table.Td>
            </Table.Tr>
          ) : null}
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
          <WriteActionButton onClick={onConfirm} disabled={sessionEnded} data-autofocus>
            {t('confirm')}
          </WriteActionButton>
        </Group>
      )}
    </Stack>
  );
}
