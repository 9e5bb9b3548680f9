/** A protocol number with its copy button (History table). */
import { ActionIcon, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { EMPTY } from '../../../src-shared/format/display';
import { useT } from '../../i18n/i18n';
import { CheckIcon, CopyIcon } from '../../writes/CopyIcons';
import { protocolCellMessages as messages } from './messages';

export function ProtocolCell({ protocol }: { protocol: string | undefined }) {
  const t = useT(messages);
  if (!protocol) return <>{EMPTY}</>;
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="sm" ff="monospace">
        {protocol}
      </Text>
      <CopyButton value={protocol} timeout={1500}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('copied') : t('copy', { protocol })} withArrow>
            <ActionIcon
              size="sm"
              variant={copied ? 'filled' : 'subtle'}
              color={copied ? 'teal' : 'gray'}
              onClick={copy}
              aria-label={t('copy', { protocol })}
            >
              {copied ? <CheckIcon /> : <CopyIcon />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
