/** Renderer. The user and password fields of both login forms; `focus` says which one the form opens on. */
import { PasswordInput, TextInput } from '@mantine/core';
import type { Ref } from 'react';

export interface CredentialFieldsProps {
  labels: { user: string; password: string };
  username: string;
  onUsername?: (value: string) => void;
  password: string;
  onPassword: (value: string) => void;
  focus: 'user' | 'password';
  /** The password field, for a form that gives it the focus back after a refusal. */
  passwordRef?: Ref<HTMLInputElement>;
}

export function CredentialFields({
  labels,
  username,
  onUsername,
  password,
  onPassword,
  focus,
  passwordRef,
}: CredentialFieldsProps) {
  const fixed = onUsername === undefined;
  return (
    <>
      <TextInput
        label={labels.user}
        value={username}
        onChange={(e) => onUsername?.(e.currentTarget.value)}
        readOnly={fixed}
        variant={fixed ? 'filled' : 'default'}
        autoComplete="username"
        required
        data-autofocus={focus === 'user' || undefined}
        autoFocus={focus === 'user'}
      />
      <PasswordInput
        label={labels.password}
        value={password}
        onChange={(e) => onPassword(e.currentTarget.value)}
        autoComplete="current-password"
        required
        data-autofocus={focus === 'password' || undefined}
        ref={passwordRef}
      />
    </>
  );
}
