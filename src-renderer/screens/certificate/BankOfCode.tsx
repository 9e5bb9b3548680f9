/**
 * Renderer. A bank code the service sent, with the bank's name next to it: the name the service gave with it, else
 * the one of the app's COMPE list (src-shared/banks). A code the list does not hold shows as sent, and says so.
 */
import { Text } from '@mantine/core';
import { compeBankOfText } from '../../../src-shared/banks/compe';
import { formatText } from '../../../src-shared/format/display';
import { useT } from '../../i18n/i18n';
import { bankOfCodeMessages as messages } from './messages';

export function BankOfCode({ code, serviceName }: { code: string | null | undefined; serviceName?: string | null | undefined }) {
  const t = useT(messages);
  const given = serviceName?.trim();
  const bank = compeBankOfText(code);
  if (code === null || code === undefined || code.trim() === '') return <>{formatText(code)}</>;
  return (
    <>
      {code.trim()}
      {given ? ` · ${given}` : bank ? ` · ${bank.name}` : null}
      {!given && !bank ? (
        <Text span size="xs" c="dimmed" data-testid="bank-not-listed">
          {' '}
          ({t('notListed')})
        </Text>
      ) : null}
    </>
  );
}
