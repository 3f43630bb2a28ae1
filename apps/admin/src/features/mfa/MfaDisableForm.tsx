import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { ZAdminMfaDisableInputSchema, type TAdminMfaDisableInput } from '@margin/core';
import { useTRPC } from '@margin/ui';
import { useState } from 'react';
import { ErrorAlert } from '../shared/ErrorAlert';
import { failureSentence } from '../shared/failure-sentence';
import { useRefreshVerify } from './use-refresh-verify';

/** Turning the second factor off takes the password and a current code, so a session left open cannot. */
export function MfaDisableForm({ onDone }: { onDone?: () => void }) {
  const trpc = useTRPC();
  const refreshVerify = useRefreshVerify();
  const disable = useMutation(trpc.admin.mfaDisable.mutationOptions());
  const [error, setError] = useState<string | null>(null);
  const form = useForm<TAdminMfaDisableInput>({
    initialValues: { current_password: '', code: '' },
    validate: schemaResolver(ZAdminMfaDisableInputSchema, { sync: true }),
  });

  const submit = async (values: TAdminMfaDisableInput) => {
    setError(null);
    try {
      const { message } = await disable.mutateAsync(values);
      notifications.show({ color: 'teal', message });
      await refreshVerify();
      onDone?.();
    } catch (failure) {
      setError(failureSentence('Could not turn off two-factor authentication', failure));
    }
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label="Turn off two-factor authentication">
      <Stack gap="md">
        <ErrorAlert message={error} />
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          required
          {...form.getInputProps('current_password')}
        />
        <TextInput
          label="Authentication code"
          description="The 6-digit code from your authenticator app, or one of your recovery codes."
          autoComplete="one-time-code"
          required
          {...form.getInputProps('code')}
        />
        <Button type="submit" color="red" variant="light" loading={disable.isPending}>
          Turn off two-factor authentication
        </Button>
      </Stack>
    </form>
  );
}
