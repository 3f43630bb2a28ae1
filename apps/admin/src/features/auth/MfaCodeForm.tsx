import { Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ZAdminMfaEnableInputSchema } from '@margin/core';
import type { ReactNode } from 'react';

export interface MfaCodeFormProps {
  /** The code trimmed, as the API reads it. */
  onSubmit: (code: string) => void;
  submitLabel: string;
  busy?: boolean;
  /** Recovery codes are accepted at login only, not when confirming a new set-up. */
  allowRecoveryCode?: boolean;
  /** A secondary button beside the submit one (back to the password, cancel the set-up). */
  secondary?: ReactNode;
}

/** The authenticator's 6 digits (or, at login, a one-time recovery code). */
export function MfaCodeForm({
  onSubmit,
  submitLabel,
  busy = false,
  allowRecoveryCode = false,
  secondary,
}: MfaCodeFormProps) {
  const form = useForm({
    initialValues: { code: '' },
    validate: schemaResolver(ZAdminMfaEnableInputSchema, { sync: true }),
  });

  return (
    <form onSubmit={form.onSubmit(({ code }) => onSubmit(code.trim()))} noValidate>
      <Stack gap="md">
        <TextInput
          label="Authentication code"
          description={
            allowRecoveryCode
              ? 'The 6-digit code from your authenticator app, or one of your recovery codes.'
              : 'The 6-digit code your authenticator app shows for Margin Admin.'
          }
          autoComplete="one-time-code"
          inputMode={allowRecoveryCode ? 'text' : 'numeric'}
          autoCapitalize="none"
          spellCheck={false}
          required
          autoFocus
          {...form.getInputProps('code')}
        />
        <Button type="submit" fullWidth loading={busy}>
          {submitLabel}
        </Button>
        {secondary}
      </Stack>
    </form>
  );
}
