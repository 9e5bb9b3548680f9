/**
 * Renderer. Said on a write form until the service has answered a write of this session (D100, D245): nothing
 * before that tells a read-only profile (Op1 and its token carry no profile; only writes are refused), so the
 * employee is told the first send may be refused, and that what was typed is kept.
 */
import { Text } from '@mantine/core';
import { useT } from '../../i18n/i18n';
import { useAppStore } from '../../state/store';
import { profileUnknownMessages as messages } from './messages';

export function ProfileUnknownNote() {
  const t = useT(messages);
  const unknown = useAppStore((s) => !s.writeAccepted && !s.writeRefusal);
  if (!unknown) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="profile-unknown">
      {t('note')}
    </Text>
  );
}
