/**
 * Renderer. What the list of pension certificates says of one: its current contribution, how often and how it is
 * billed (Op13), each only if the service said it; the service's own words when it refused (a cancelled
 * certificate has no active collection); "Lendo…" while reading.
 */
import { Text } from '@mantine/core';
import { formatMoney } from '../../../../src-shared/format/display';
import { errorText } from '../../../i18n/error-text';
import { PAYMENT_METHOD_WORDS, PERIODICITY_WORDS, wordForCode } from '../../../../src-shared/words/code-words';
import { useT } from '../../../i18n/i18n';
import { useAppStore } from '../../../state/store';
import { pensionTabMessages as messages } from './messages';
import type { CollectionSummary } from './use-collection-summaries';

export function CollectionSummaryCell({
  summary,
  loading,
}: {
  summary: CollectionSummary | undefined;
  loading: boolean;
}) {
  const t = useT(messages);
  const language = useAppStore((s) => s.language);
  if (!summary)
    return (
      <Text span size="sm" c="dimmed">
        {loading ? t('reading') : '—'}
      </Text>
    );
  if (summary.error) {
    // A business refusal is the service describing the certificate: its own words; other failures say what failed.
    const said =
      summary.error.code === 'business-rule' && summary.error.details.length > 0
        ? summary.error.details.join(' ')
        : errorText(summary.error, language);
    return (
      <Text span size="sm" c="orange" data-testid="collection-summary-refused">
        {t('collectionSaid', { text: said })}
      </Text>
    );
  }
  const c = summary.channels;
  const parts = [
    c.valorTotalAtualContribuicao !== null ? formatMoney(c.valorTotalAtualContribuicao) : undefined,
    c.periodicidadeCobranca ? wordForCode(PERIODICITY_WORDS, language, c.periodicidadeCobranca) : undefined,
    c.formaCobranca ? wordForCode(PAYMENT_METHOD_WORDS, language, c.formaCobranca) : undefined,
  ].filter((part): part is string => part !== undefined);
  return (
    <Text span size="sm" data-testid="collection-summary">
      {parts.length > 0 ? (
        parts.join(' · ')
      ) : (
        <Text span c="dimmed" inherit>
          {t('collectionEmpty')}
        </Text>
      )}
    </Text>
  );
}
