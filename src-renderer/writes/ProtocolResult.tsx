/** Op3's protocol number: big, to be read to the customer, with a copy button. */
import { ActionIcon, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useT } from '../i18n/i18n';
import { CheckIcon, CopyIcon } from './CopyIcons';
import { protocolResultMessages as messages } from './messages';

export function ProtocolResult({ protocol }: { protocol: string }) {
  const t = useT(messages);
  return (
    <Stack gap={4} align="center">
      <Text size="sm" c="dimmed" id="write-result-protocol">
        {t('protocol')}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Text fz={32} fw={700} ff="monospace" aria-labelledby="write-result-protocol" data-testid="protocolo">
          {protocol}
        </Text>
        <CopyButton value={protocol} timeout={1500}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('copied') : t('copy')} withArrow>
              <ActionIcon
                variant={copied ? 'filled' : 'light'}
                color={copied ? 'teal' : undefined}
                size="lg"
                onClick={copy}
                aria-label={t('copy')}
                data-autofocus
              >
                {copied ? <CheckIcon /> : <CopyIcon />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
