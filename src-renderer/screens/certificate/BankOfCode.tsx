/**
 * Renderer. A bank code the service sent, with the bank's name next to it (bank-of-code.ts): the name the service
 * gave with it, else the app's COMPE list's. A code the list does not hold shows as sent, and says so.
 */
import { Text } from '@mantine/core';
import { EMPTY } from '../../../src-shared/format/display';
import { useT } from '../../i18n/i18n';
import { bankOfCodeText } from './bank-of-code';
import { bankOfCodeMessages as messages } from './messages';

export function BankOfCode({
  code,
  serviceName,
}: {
  code: string | null | undefined;
  serviceName?: string | null | undefined;
}) {
  const t = useT(messages);
  const bank = bankOfCodeText(code, serviceName);
  if (bank.kind === 'none') return <>{EMPTY}</>;
  if (bank.kind === 'named') return <>{`${bank.code} · ${bank.name}`}</>;
  return (
    <>
      {bank.code}{' '}
      <Text span size="xs" c="dimmed" data-testid="bank-not-listed">
        ({t('notListed')})
      </Text>
    </>
  );
}
