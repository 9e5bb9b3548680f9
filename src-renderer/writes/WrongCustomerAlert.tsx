/** The send refused because the screen shows another customer than the dialog's: nothing left, and why. */
import { Alert, Text } from '@mantine/core';
import { useT } from '../i18n/i18n';
import { useAppStore } from '../state/store';
import { customerLabel } from './dialog-customer';
import { wrongCustomerMessages as messages } from './messages';

/** `whose`: the dialog's customer in words (undefined: it has none); `onScreen`: the CPF on screen (null: none). */
export function WrongCustomerAlert({ whose, onScreen }: { whose: string | undefined; onScreen: string | null }) {
  const t = useT(messages);
  const recent = useAppStore((s) => s.recentCustomers);
  const none = t('noCustomer');
  return (
    <Alert color="red" title={t('title')} role="alert" tabIndex={-1} data-step-focus>
      <Text size="sm">
        {t('body', { whose: whose ?? none, onScreen: onScreen ? customerLabel(onScreen, recent) : none })}
      </Text>
    </Alert>
  );
}
