/**
 * Renderer. The discreet note under data the service sent incomplete:
 * "Alguns dados não foram informados pelo serviço", with the fields behind a
 * tooltip for whoever needs them (IT, the API team). Nothing when complete.
 */
import { Group, Text, Tooltip } from '@mantine/core';
import type { DriftReport } from '../../src-shared/contract';
import { useT } from '../i18n/i18n';
import { driftNoteMessages as messages } from './messages';
import { incompleteFields } from './drift-note';
import { InfoGlyph } from '../components/InfoGlyph';

const LISTED = 8;

export function DriftNote({ drift }: { drift: DriftReport | ReadonlyArray<DriftReport | undefined> }) {
  const t = useT(messages);
  const reports = Array.isArray(drift) ? (drift as ReadonlyArray<DriftReport | undefined>) : [drift as DriftReport];
  const fields = [...new Set(incompleteFields(...reports).map((e) => e.path))];
  if (fields.length === 0) return null;
  const listed =
    fields.slice(0, LISTED).join(', ') + (fields.length > LISTED ? ` ${t('more', { n: fields.length - LISTED })}` : '');
  return (
    <Group gap={4} data-testid="drift-note">
      <Tooltip label={t('fields', { fields: listed })} multiline maw={480} withArrow>
        <Text size="xs" c="dimmed" role="note" tabIndex={0} style={{ cursor: 'help' }}>
          <InfoGlyph /> {t('note')}
        </Text>
      </Tooltip>
    </Group>
  );
}
