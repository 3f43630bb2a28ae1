import { Trans } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { localized } from '../i18n/localized';
import { Button, Loader, Text } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEarlierData } from '@margin/core';
import { useTRPC } from '@margin/ui';
import { useEffect, useRef, useState } from 'react';
import { apiFailure } from '../features/account/api-error';
import { EarlierDataChoice } from '../features/account/EarlierDataChoice';
import { LOGIN_ERRORS, loginFailureMessage } from '../features/account/login-errors';
import { sessionFromSignIn, type SessionStore } from '../features/account/session-store';
import { StatusPage } from '../features/shell/StatusPage';

export const SIGN_IN_LINK_TEXTS = localized({
  working: msg`Signing you in...`,
  failedTitle: msg`This sign-in link did not work`,
  missing: msg`The sign-in link is incomplete.`,
  back: msg`Back to Calculator`,
});

export interface SignInLinkPageProps {
  token: string | null;
  store: SessionStore;
  navigate?: (url: string) => void;
}

const browserReplace = (url: string) => window.location.replace(url);

/** Opens a session from a one-time sign-in link e-mailed to a returning trial account (/sign-in?token=). */
export function SignInLinkPage({ token, store, navigate = browserReplace }: SignInLinkPageProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const redeem = useMutation(trpc.auth.redeemSignInLink.mutationOptions());
  const [error, setError] = useState<string | null>(token ? null : SIGN_IN_LINK_TEXTS.missing);
  const [earlier, setEarlier] = useState<TEarlierData | null>(null);
  // The link works once: React's development double effect must not spend it twice.
  const started = useRef(false);
  const { mutateAsync } = redeem;

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    mutateAsync({ token, remember_me: true }).then(
      (answer) => {
        if (!answer.user_id || !answer.token) return setError(LOGIN_ERRORS.invalidUserData);
        store.save(sessionFromSignIn(answer));
        // The link proved the address: what was in the account before (someone may have started it with this
        // e-mail) waits for the owner to keep or delete it. Asked with the new session; if the question cannot
        // be fetched, it stays on the server and nothing is deleted.
        queryClient.fetchQuery(trpc.auth.earlierData.queryOptions(undefined, { staleTime: 0 })).then(
          (data) => (data.pending ? setEarlier(data) : navigate('/')),
          () => navigate('/'),
        );
      },
      (failure: unknown) => {
        // A link refused as invalid or expired says so in the server's words; other failures use the catalogue.
        const { status, detail } = apiFailure(failure);
        setError(status === 400 && detail ? detail : loginFailureMessage(failure));
      },
    );
  }, [mutateAsync, navigate, queryClient, store, token, trpc]);

  if (earlier) return <EarlierDataChoice data={earlier} onDone={() => navigate('/')} />;
  if (!error) {
    return (
      <StatusPage icon={<Loader size="md" />} title={SIGN_IN_LINK_TEXTS.working}>
        <Text c="dimmed">
          <Trans>One moment while we open your account on this device.</Trans>
        </Text>
      </StatusPage>
    );
  }
  return (
    <StatusPage
      icon={<IconLinkOff size={32} />}
      color="red"
      title={SIGN_IN_LINK_TEXTS.failedTitle}
      actions={
        <Button size="md" onClick={() => navigate('/')}>
          {SIGN_IN_LINK_TEXTS.back}
        </Button>
      }
    >
      <Text c="dimmed">{error}</Text>
    </StatusPage>
  );
}
