import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCheck, IconKey } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { normalizePassword } from '@margin/core';
import { NEW_PASSWORD_TEXTS, newPasswordForm } from '../features/account/new-password';
import { useTRPC } from '@margin/ui';
import { useEffect, useState } from 'react';
import { RESET_PASSWORD_ERRORS, resetPasswordFailureMessage } from '../features/account/login-errors';
import { serverSentence } from '../features/account/server-sentences';
import { StatusPage } from '../features/shell/StatusPage';

/** The success view goes home on its own after this long (advanced spec §4). */
export const RESET_REDIRECT_MS = 3000;

export interface ResetPasswordPageProps {
  token: string | null;
  navigate?: (url: string) => void;
}

const browserNavigate = (url: string) => window.location.assign(url);

/** The password reset page (advanced spec, password reset page): new password twice, then home. */
export function ResetPasswordPage({ token, navigate = browserNavigate }: ResetPasswordPageProps) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const reset = useMutation(trpc.auth.resetPassword.mutationOptions());
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(token ? null : RESET_PASSWORD_ERRORS.missingToken);
  const form = useForm(newPasswordForm);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/'), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const submit = async ({ password }: { password: string }) => {
    if (!token) return setError(RESET_PASSWORD_ERRORS.missingToken);
    setError(null);
    try {
      const { message } = await reset.mutateAsync({ token, password: normalizePassword(password) });
      setDone(serverSentence(message));
    } catch (failure) {
      setError(resetPasswordFailureMessage(failure));
    }
  };

  if (done) {
    return (
      <StatusPage
        icon={<IconCheck size={34} stroke={2.5} />}
        title={t`Password updated`}
        actions={
          <Button size="md" onClick={() => navigate('/')}>
            <Trans>Sign In</Trans>
          </Button>
        }
      >
        <Text c="dimmed">{done}</Text>
        <Text size="sm" c="dimmed">
          <Trans>Taking you to sign in…</Trans>
        </Text>
      </StatusPage>
    );
  }

  const firstError = form.errors.password ?? form.errors.confirm ?? error;
  return (
    <StatusPage icon={<IconKey size={30} />} title={t`Choose a new password`}>
      <form onSubmit={form.onSubmit(submit)} noValidate style={{ width: '100%', textAlign: 'left' }}>
        <Stack gap="md">
          <PasswordInput
            label={t`New Password`}
            autoComplete="new-password"
            size="md"
            disabled={!token}
            {...form.getInputProps('password', { withError: false })}
            error={Boolean(form.errors.password)}
          />
          <PasswordInput
            label={t`Confirm Password`}
            autoComplete="new-password"
            size="md"
            disabled={!token}
            {...form.getInputProps('confirm', { withError: false })}
            error={Boolean(form.errors.confirm)}
          />
          <Text size="xs" c="dimmed" mt={-6}>
            {NEW_PASSWORD_TEXTS.hint}
          </Text>
          {firstError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {firstError}
            </Alert>
          )}
          <Button
            type="submit"
            size="md"
            fullWidth
            loading={reset.isPending}
            disabled={!token || !form.values.password || !form.values.confirm}
          >
            <Trans>Reset Password</Trans>
          </Button>
          <Anchor href="/" size="sm" c="dimmed" ta="center">
            <Trans>Close</Trans>
          </Anchor>
        </Stack>
      </form>
    </StatusPage>
  );
}
