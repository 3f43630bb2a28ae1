import { Button, Code, Image, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '@margin/ui';
import { useState } from 'react';
import { MfaCodeForm } from '../auth/MfaCodeForm';
import { ErrorAlert } from '../shared/ErrorAlert';
import { failureSentence } from '../shared/failure-sentence';
import { RecoveryCodes } from './RecoveryCodes';
import { useRefreshVerify } from './use-refresh-verify';

const SETUP_FAILED = 'Could not set up two-factor authentication';

/**
 * Turning the second factor on: a new secret from the server (QR code and typed key), a code from it to confirm,
 * then the one-time recovery codes. Logins change only once the code is confirmed.
 */
export function MfaSetup({ onDone }: { onDone?: () => void }) {
  const trpc = useTRPC();
  const refreshVerify = useRefreshVerify();
  const setup = useMutation(trpc.admin.mfaSetup.mutationOptions());
  const enable = useMutation(trpc.admin.mfaEnable.mutationOptions());
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    setError(null);
    try {
      await setup.mutateAsync();
    } catch (failure) {
      setError(failureSentence(SETUP_FAILED, failure));
    }
  };

  const confirm = async (code: string) => {
    setError(null);
    try {
      await enable.mutateAsync({ code });
    } catch (failure) {
      setError(failureSentence(SETUP_FAILED, failure));
    }
  };

  const finish = () => {
    void refreshVerify();
    onDone?.();
  };

  if (enable.data) return <RecoveryCodes codes={enable.data.recovery_codes} onDone={finish} />;

  if (!setup.data) {
    return (
      <Stack gap="md">
        <Text size="sm">
          A stolen password alone will not open the portal: after your password you also enter a 6-digit code
          from an authenticator app on your phone (Google Authenticator, 1Password, Authy and the like).
        </Text>
        <ErrorAlert message={error} />
        <Button onClick={start} loading={setup.isPending}>
          Set up two-factor authentication
        </Button>
      </Stack>
    );
  }

  const { qr_code_data_url, secret } = setup.data;
  return (
    <Stack gap="md">
      <Text size="sm">1. Scan this QR code with your authenticator app.</Text>
      <Image
        src={qr_code_data_url}
        alt="QR code that adds Margin Admin to your authenticator app"
        w={200}
        h={200}
        mx="auto"
      />
      <Text size="sm">
        Cannot scan it? Enter this key instead:{' '}
        <Code fz="sm" style={{ wordBreak: 'break-all' }}>
          {secret}
        </Code>
      </Text>
      <Text size="sm">2. Enter the code the app shows to confirm.</Text>
      <ErrorAlert message={error} />
      <MfaCodeForm
        onSubmit={confirm}
        submitLabel="Turn on two-factor authentication"
        busy={enable.isPending}
      />
    </Stack>
  );
}
