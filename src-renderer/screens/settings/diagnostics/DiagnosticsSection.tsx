/**
 * Renderer. Settings → "Diagnóstico do contrato", for the branch's IT: how
 * the service's answers strayed from the API contract since Balcão was
 * opened (main process: diagnostics.contractDrift), per operation and field,
 * with a plain-text copy for the API team. Paths, kinds and counts only: the
 * view never holds a customer's data.
 */
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ContractDriftView } from '../../../../src-shared/ipc/views';
import { formatDateTime } from '../../../../src-shared/format/display';
import { LoadingBlock, OperationView } from '../../../data/OperationView';
import { useChannelQuery } from '../../../data/use-channel-query';
import { useT } from '../../../i18n/i18n';
import { api } from '../../../ipc/use-ipc';
import { useAppStore } from '../../../state/store';
import { environmentName } from '../environment-labels';
import { CopyDriftReport } from './CopyDriftReport';
import { withoutDrift } from './drift-report';
import { diagnosticsSectionMessages as messages } from './messages';
import { OperationDriftCard } from './OperationDriftCard';

const TITLE_ID = 'contract-diagnostics-title';

export function DiagnosticsSection() {
  const t = useT(messages);
  const query = useChannelQuery(['contract-drift'], () => api().diagnostics.contractDrift());
  return (
    <Stack gap="sm" component="section" aria-labelledby={TITLE_ID}>
      <Title order={3} id={TITLE_ID}>
        {t('title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      <Group gap="xs">
        <Button size="xs" variant="default" onClick={query.reload} loading={query.loading}>
          {t('refresh')}
        </Button>
        {query.data ? <CopyDriftReport view={query.data} /> : null}
      </Group>
      <OperationView query={query} skeleton={<LoadingBlock lines={2} />}>
        {(view) => <DriftOverview view={view} />}
      </OperationView>
    </Stack>
  );
}

function DriftOverview({ view }: { view: ContractDriftView }) {
  const t = useT(messages);
  const language = useAppStore((s) => s.language);
  return (
    <Stack gap="xs">
      <Text size="xs" c="dimmed">
        {t('since', { since: formatDateTime(view.since), env: environmentName(view.environment, language) })}
      </Text>
      {withoutDrift(view) ? (
        <Text size="sm" role="status">
          {t('none')}
        </Text>
      ) : null}
      {view.operations.map((operation) => (
        <OperationDriftCard key={operation.operation} operation={operation} />
      ))}
    </Stack>
  );
}
