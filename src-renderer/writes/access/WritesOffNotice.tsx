/** Renderer. The reason write actions are off (D100), on top of every screen while they are. */
import { Alert, Text } from '@mantine/core';
import { useT } from '../../i18n/i18n';
import { useAppStore } from '../../state/store';
import { writeAccessMessages, writesOffNoticeMessages } from './messages';

export function WritesOffNotice() {
  const refusal = useAppStore((s) => s.writeRefusal);
  const t = useT(writeAccessMessages);
  const tn = useT(writesOffNoticeMessages);
  if (!refusal) return null;
  const words = refusal.serviceSaid.join(' ');
  return (
    <Alert color="gray" variant="light" title={t('title')} aria-label={tn('label')} mb="md" data-testid="writes-off">
      <Text size="sm">{t('reason')}</Text>
      {words ? (
        <Text size="xs" c="dimmed" mt={4}>
          {t('serviceSaid', { words })}
        </Text>
      ) : null}
    </Alert>
  );
}
