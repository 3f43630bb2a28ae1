import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_MESSAGES,
  ZAdminChangePasswordInputSchema,
  type TAdminChangePasswordInput,
} from '@margin/core';
import { useTRPC } from '@margin/ui';
import { useState, type ReactNode } from 'react';
import { ErrorAlert } from '../shared/ErrorAlert';
import { failureSentence } from '../shared/failure-sentence';
import { PasswordRules } from './PasswordRules';

export interface ChangePasswordFormProps {
  username: string;
  /** After the server accepted the new password. */
  onChanged?: () => void;
  /** A button beside Change Password (Cancel in the modal, Logout on the expired-password screen). */
  secondary?: ReactNode;
}

/** Current, new and confirmed password under the policy of spec §5; the server checks the history too. */
export function ChangePasswordForm({ username, onChanged, secondary }: ChangePasswordFormProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const changePassword = useMutation(trpc.admin.changePassword.mutationOptions());
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Required<TAdminChangePasswordInput>>({
    initialValues: { current_password: '', new_password: '', confirm_password: '' },
    validate: schemaResolver(ZAdminChangePasswordInputSchema, { sync: true }),
  });

  const submit = async (values: Required<TAdminChangePasswordInput>) => {
    setError(null);
    try {
      const answer = await changePassword.mutateAsync(values);
      notifications.show({ color: 'teal', message: answer.message ?? ADMIN_MESSAGES.passwordChanged });
      // The expiry banner and an expired-password screen read verify: it answers the new dates now.
      await queryClient.invalidateQueries({ queryKey: trpc.admin.verify.queryKey() });
      onChanged?.();
    } catch (failure) {
      setError(failureSentence(ADMIN_MESSAGES.changePasswordFailed, failure));
    }
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label="Change Password">
      <Stack gap="md">
        <ErrorAlert message={error} />
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          required
          {...form.getInputProps('current_password')}
        />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          required
          {...form.getInputProps('new_password')}
        />
        <PasswordRules password={form.values.new_password} username={username} />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          required
          {...form.getInputProps('confirm_password')}
        />
        <Group justify="flex-end" gap="sm">
          {secondary}
          <Button type="submit" loading={changePassword.isPending}>
            Change Password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
