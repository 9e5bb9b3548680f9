/**
 * Renderer. The signer's CPF of Op2/Op6. Filled in from the record, it is the customer's: masked as everywhere
 * else in the app (***.456.789-**), with the same "Mostrar CPF" as the customer card, which records the reveal
 * in the journal before the CPF is shown (useCpfReveal, D181). The CPF sent is whole; only the screen masks it.
 * "Outra pessoa assinou" empties the field for the signer's own CPF, typed as usual.
 */
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { cpfDigits, formatCpf, maskCpf } from '../../src-shared/cpf';
import { ErrorAlert } from '../components/ErrorAlert';
import { useCpfReveal } from '../data/use-cpf-reveal';
import { useT } from '../i18n/i18n';
import { revealableCpfMessages } from '../screens/customer/card/messages';
import { signerCpfMessages as messages } from './messages';

interface SignerCpfFieldProps {
  label: string;
  /** The CPF as typed, with the mask. */
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  error?: ReactNode;
  /** The customer's CPF (11 digits) when the record was read. */
  customerCpf: string | undefined;
}

export function SignerCpfField({ label, value, onChange, onBlur, error, customerCpf }: SignerCpfFieldProps) {
  const t = useT(messages);
  const tr = useT(revealableCpfMessages);
  const isCustomer = customerCpf !== undefined && cpfDigits(value) === customerCpf;
  const { revealed, recording, error: revealError, reveal, hide } = useCpfReveal(isCustomer ? customerCpf : '');
  const input = useRef<HTMLInputElement>(null);
  const [typingOther, setTypingOther] = useState(false);
  useEffect(() => {
    if (typingOther) input.current?.focus();
  }, [typingOther]);

  const masked = isCustomer && !revealed;
  return (
    <Stack gap={4}>
      <TextInput
        ref={input}
        label={label}
        inputMode="numeric"
        placeholder="000.000.000-00"
        autoComplete="off"
        maxLength={14}
        value={masked ? maskCpf(value) : value}
        readOnly={masked}
        description={isCustomer ? t('customer') : undefined}
        error={error}
        onBlur={onBlur}
        onChange={(event) => {
          if (!masked) onChange(formatCpf(event.currentTarget.value));
        }}
      />
      {isCustomer ? (
        <Group gap={4} wrap="wrap">
          {revealed ? (
            <Button size="compact-xs" variant="subtle" onClick={hide}>
              {tr('hide')}
            </Button>
          ) : (
            <Button size="compact-xs" variant="subtle" loading={recording} onClick={() => void reveal()}>
              {tr('show')}
            </Button>
          )}
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => {
              onChange('');
              setTypingOther(true);
            }}
          >
            {t('other')}
          </Button>
        </Group>
      ) : null}
      {revealError ? <ErrorAlert error={revealError} onRetry={() => void reveal()} /> : null}
    </Stack>
  );
}
