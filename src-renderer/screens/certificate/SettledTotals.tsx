/**
 * Renderer. The movements' totals that mean something (D410): the processed
 * movements' amounts per type, never one sum of signed values of different
 * types (which a customer reads as a balance), and the pending, cancelled,
 * reversed and status-less ones counted apart, with the rule in words. The
 * figures come from main's one pass over the view (MovementSummary); the
 * documents write the same ones.
 */
import { Text } from '@mantine/core';
import { formatMoney } from '../../../src-shared/format/display';
import { type MovementTotals, NOT_INFORMED } from '../../../src-shared/statements/movement-view';
import { compareMovementTypes, NO_STATUS } from '../../../src-shared/statements/settlement';
import { MOVEMENT_STATUS_WORDS, MOVEMENT_TYPE_WORDS, wordForCode } from '../../../src-shared/words/code-words';
import { useCount } from '../../i18n/count';
import { useT } from '../../i18n/i18n';
import { useAppStore } from '../../state/store';
import { movementsTabMessages as messages } from './messages';

export function SettledTotals({ totals }: { totals: MovementTotals }) {
  const t = useT(messages);
  const countText = useCount();
  const language = useAppStore((s) => s.language);
  const { settled, unsettled } = totals;
  const types = Object.keys(settled.byTipo).sort(compareMovementTypes);
  return (
    <>
      <Text size="sm" data-testid="settled-count">
        {settled.count === 1 ? t('settledOne') : t('settled', { n: countText(settled.count) })}
      </Text>
      {types.map((tipo) => {
        const type = settled.byTipo[tipo]!;
        const word = tipo === NOT_INFORMED ? t('notInformed') : wordForCode(MOVEMENT_TYPE_WORDS, language, tipo);
        return (
          <Text size="sm" key={`type-${tipo}`} data-testid="settled-type">
            {word}:{' '}
            <Text span fw={600} c={type.sumValor < 0 ? 'red' : undefined}>
              {formatMoney(type.sumValor)}
            </Text>{' '}
            <Text span c="dimmed" size="sm">
              ({type.count === 1 ? t('countOne') : t('count', { n: countText(type.count) })})
            </Text>
          </Text>
        );
      })}
      {settled.noValor > 0 ? (
        <Text span c="dimmed" size="sm">
          {settled.noValor === 1 ? t('valueMissingOne') : t('valueMissing', { n: countText(settled.noValor) })}
        </Text>
      ) : null}
      {Object.keys(unsettled)
        .sort()
        .map((status) => {
          const word = status === NO_STATUS ? t('noStatus') : wordForCode(MOVEMENT_STATUS_WORDS, language, status);
          const apart = unsettled[status]!;
          return (
            <Text size="sm" c="dimmed" key={`status-${status}`} data-testid="unsettled">
              {t('apart', { status: word, n: countText(apart.count) })} ({formatMoney(apart.sumValor)})
            </Text>
          );
        })}
      <Text size="xs" c="dimmed" w="100%">
        {settled.count === 0 ? `${t('noneSettled')} ` : ''}
        {t('settledRule')}
      </Text>
    </>
  );
}
