import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { normalizeEmail } from '@margin/core';
import { useTRPC } from '@margin/ui';
import { useState } from 'react';
import { activeLocale } from '../../i18n/language';
import { forgotPasswordFailureMessage } from './login-errors';
import { DIALOG_PROPS } from '../shell/dialog-props';
import { EmailField } from './EmailField';

export interface ForgotPasswordDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The e-mail typed in the sign-in dialog, so the seller does not type it twice. */
  initialEmail?: string;
}

/** The reset-request dialog opened by 'Forgot Password' (core spec §2.3, §8). */
export function ForgotPasswordDialog({ opened, onClose, initialEmail = '' }: ForgotPasswordDialogProps) {
  const { t } = useLingui();
  return (
    <Modal {...DIALOG_PROPS} opened={opened} onClose={onClose} title={t`Reset your password`}>
      {/* Mounted per opening, so each starts from the sign-in dialog's e-mail with no old message. */}
      {opened && <ForgotPasswordForm initialEmail={initialEmail} onClose={onClose} />}
    </Modal>
  );
}

function ForgotPasswordForm({ initialEmail, onClose }: { initialEmail: string; onClose: () => void }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const request = useMutation(trpc.auth.forgotPassword.mutationOptions());
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: initialEmail },
    validate: { email: (value) => (value.trim() ? null : t`Please enter your email address`) },
  });

  const submit = async ({ email }: { email: string }) => {
    setError(null);
    try {
      const { message } = await request.mutateAsync({
        email: normalizeEmail(email),
        origin_url: window.location.origin,
        // For an account without a language of its own, the reset e-mail is in the app's.
        locale: activeLocale(),
      });
      setSent(message);
    } catch (failure) {
      setError(forgotPasswordFailureMessage(failure));
    }
  };

  if (sent) {
    return (
      <Stack gap="md">
        <Alert color="margin" variant="light" icon={<IconMailCheck size={18} />} role="status">
          {sent}
        </Alert>
        <Button onClick={onClose} fullWidth size="md">
          <Trans>Back to Sign In</Trans>
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          <Trans>
            Enter the email of your Pro account and we will send you a link to choose a new password.
          </Trans>
        </Text>
        <EmailField {...form.getInputProps('email')} />
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {error}
          </Alert>
        )}
        <Button type="submit" size="md" fullWidth loading={request.isPending} disabled={!form.values.email}>
          <Trans>Send Reset Link</Trans>
        </Button>
        <Button variant="subtle" color="gray" onClick={onClose}>
          <Trans>Back to Sign In</Trans>
        </Button>
      </Stack>
    </form>
  );
}
