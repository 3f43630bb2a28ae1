import { Alert, Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type TAdminLoginResponse } from '@margin/core';
import { useTRPC } from '@margin/ui';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { AuthCard } from '../shared/AuthCard';
import { ErrorAlert } from '../shared/ErrorAlert';
import { sessionFromLogin, sessionStore } from '../session/session-store';
import { LoginForm, type LoginValues } from './LoginForm';
import { isExpiredChallenge, loginErrorMessage } from './login-errors';
import { MfaCodeForm } from './MfaCodeForm';

export interface LoginScreenProps {
  /** Why the last session ended (expired, logged out), shown above the form. */
  notice?: string | null;
}

function startSession(answer: TAdminLoginResponse) {
  sessionStore.start(sessionFromLogin(answer.access_token, answer.admin_info.username, answer.expires_in));
}

/** Username and password, then the second factor's code when the server asks for it. */
export function LoginScreen({ notice = null }: LoginScreenProps) {
  const trpc = useTRPC();
  const login = useMutation(trpc.admin.login.mutationOptions());
  const mfaLogin = useMutation(trpc.admin.mfaLogin.mutationOptions());
  const [mfaToken, setMfaToken] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(notice);

  const submitPassword = async (values: LoginValues) => {
    setError(null);
    setInfo(null);
    try {
      const answer = await login.mutateAsync(values);
      if (answer.mfa_required) setMfaToken(answer.mfa_token);
      else startSession(answer);
    } catch (failure) {
      setError(loginErrorMessage(failure, 'password'));
    }
  };

  const backToPassword = (message: string | null) => {
    setMfaToken(null);
    setError(message);
  };

  const submitCode = async (code: string) => {
    if (!mfaToken) return;
    setError(null);
    try {
      startSession(await mfaLogin.mutateAsync({ mfa_token: mfaToken, code }));
    } catch (failure) {
      const message = loginErrorMessage(failure, 'code');
      if (isExpiredChallenge(failure)) backToPassword(message);
      else setError(message);
    }
  };

  const infoAlert = info && (
    <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
      {info}
    </Alert>
  );

  if (mfaToken) {
    return (
      <AuthCard title="Two-factor authentication" subtitle="Your password was right. One more step.">
        <ErrorAlert message={error} />
        <MfaCodeForm
          onSubmit={submitCode}
          submitLabel="Verify"
          busy={mfaLogin.isPending}
          allowRecoveryCode
          secondary={
            <Button variant="subtle" onClick={() => backToPassword(null)}>
              Back to login
            </Button>
          }
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Admin login" subtitle="For the operators of Margin.">
      {infoAlert}
      <ErrorAlert message={error} />
      <LoginForm onSubmit={submitPassword} busy={login.isPending} />
    </AuthCard>
  );
}
