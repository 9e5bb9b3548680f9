/** The inputs Op2 and Op6 share: document, hash, signing moment, IP, signer and platform user. */
import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useT } from '../i18n/i18n';
import type { SignatureValues } from './signature-form';
import { SignerCpfField } from './SignerCpfField';
import { SigningMomentInput } from './SigningMomentInput';
import { signatureMessages } from './signature-messages';

interface SignatureFieldsProps<V extends SignatureValues> {
  form: UseFormReturnType<V>;
  hashOptional: boolean;
  /** The customer's CPF (11 digits) when the record was read: as the signer, it is shown masked. */
  customerCpf: string | undefined;
}

export function SignatureFields<V extends SignatureValues>({
  form,
  hashOptional,
  customerCpf,
}: SignatureFieldsProps<V>) {
  const t = useT(signatureMessages);
  // The form is generic over the dialog's own values; the shared paths exist in all of them.
  const f = form as unknown as UseFormReturnType<SignatureValues>;
  return (
    <>
      <TextInput label={t('idDocumento')} autoComplete="off" {...f.getInputProps('idDocumento')} />
      <TextInput
        label={hashOptional ? t('hashOptional') : t('hash')}
        autoComplete="off"
        ff="monospace"
        {...f.getInputProps('hash')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SigningMomentInput
          dateLabel={t('dataDate')}
          timeLabel={t('dataTime')}
          timeHint={t('dataHint')}
          {...f.getInputProps('data')}
          value={f.getValues().data}
        />
        <TextInput
          label={t('enderecoIP')}
          description={t('enderecoIPHint')}
          autoComplete="off"
          {...f.getInputProps('enderecoIP')}
        />
      </SimpleGrid>
      <Fieldset legend={t('responsavel')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <SignerCpfField
            label={t('responsavelCpf')}
            value={f.getValues().responsavel.cpf}
            onChange={(cpf) => f.setFieldValue('responsavel.cpf', cpf)}
            onBlur={() => f.validateField('responsavel.cpf')}
            error={f.errors['responsavel.cpf']}
            customerCpf={customerCpf}
          />
          <TextInput label={t('responsavelNome')} autoComplete="off" {...f.getInputProps('responsavel.nome')} />
          <TextInput
            label={t('responsavelEmail')}
            type="email"
            autoComplete="off"
            {...f.getInputProps('responsavel.email')}
          />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('usuario')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('usuarioLogin')} autoComplete="off" {...f.getInputProps('usuario.login')} />
          <TextInput label={t('usuarioEmail')} type="email" autoComplete="off" {...f.getInputProps('usuario.email')} />
        </SimpleGrid>
      </Fieldset>
    </>
  );
}
