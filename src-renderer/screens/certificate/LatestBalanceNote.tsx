/**
 * Renderer. What a fund's final balance rests on when the dates alone could not say it (D250): uncertain, and why;
 * or taken from an undated latest entry by the service's order. Nothing when the dates said it.
 */
import { Text } from '@mantine/core';
import type { FundBalance } from '../../../src-shared/statements/fund-balance';
import { InfoGlyph } from '../../components/InfoGlyph';
import { useT } from '../../i18n/i18n';
import { latestBalanceMessages as messages } from './messages';

export function latestBalanceWords(
  balance: FundBalance | undefined,
): 'undated' | 'sameDate' | 'latestUndated' | undefined {
  if (balance?.gap === 'uncertain-latest') return balance.uncertainty === 'same-date' ? 'sameDate' : 'undated';
  return balance?.latestUndated ? 'latestUndated' : undefined;
}

export function LatestBalanceNote({ balance, prefix }: { balance: FundBalance | undefined; prefix?: string }) {
  const t = useT(messages);
  const words = latestBalanceWords(balance);
  if (!words) return null;
  const uncertain = words !== 'latestUndated';
  return (
    <Text size="xs" c={uncertain ? 'orange' : 'dimmed'} role="note" data-testid="latest-balance-note">
      <InfoGlyph /> {prefix ? `${prefix}: ` : ''}
      {t(words)}
    </Text>
  );
}
