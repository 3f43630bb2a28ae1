import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Loader, Text } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconPlugConnected } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { MARKETPLACE_MESSAGES } from '@margin/core';
import { apiFailure, useTRPC } from '@margin/ui';
import { useEffect, useRef, useState } from 'react';
import { serverSentence } from '../features/account/server-sentences';
import { advancedHref } from '../features/advanced/advanced-address';
import { MARKETPLACE_TEXTS } from '../features/marketplace/marketplace-texts';
import {
  announceOAuthResult,
  clearPendingAuthorization,
  oauthFailure,
  oauthSuccess,
  readPendingAuthorization,
  type OAuthResultMessage,
} from '../features/marketplace/oauth-handoff';
import { StatusPage } from '../features/shell/StatusPage';

export interface OAuthCallbackPageProps {
  /** The address' query: what the marketplace sent back (code and state, or error and error_description). */
  search: string;
}

/**
 * /oauth/callback (advanced spec §2, §4, §8): the marketplace's return page. It completes the exchange through
 * etsy.callback, tells the app's windows how it went and closes itself. Opened in a tab of its own instead,
 * it shows the outcome with the way back to Advanced mode.
 */
export function OAuthCallbackPage({ search }: OAuthCallbackPageProps) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const { mutateAsync } = useMutation(trpc.etsy.callback.mutationOptions());
  const [outcome, setOutcome] = useState<OAuthResultMessage | null>(null);
  // An authorization code is single-use: the exchange runs once, even when React mounts the page twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const query = new URLSearchParams(search);
    const exchange = async (): Promise<OAuthResultMessage> => {
      const error = query.get('error');
      if (error) return oauthFailure(query.get('error_description') || error);
      const code = query.get('code');
      const state = query.get('state');
      if (!code || !state) return oauthFailure(MARKETPLACE_MESSAGES.missingParameters);
      try {
        const verifier = readPendingAuthorization()?.code_verifier;
        await mutateAsync({
          authorization_code: code,
          state,
          ...(verifier ? { code_verifier: verifier } : {}),
        });
        return oauthSuccess();
      } catch (failure) {
        return oauthFailure(apiFailure(failure).detail ?? MARKETPLACE_MESSAGES.connectFailed);
      }
    };
    void exchange().then((result) => {
      // Used or refused, the state and verifier are spent.
      clearPendingAuthorization();
      setOutcome(result);
      announceOAuthResult(result);
      // A popup closes itself; a page the seller opened in a tab of their own stays (browsers ignore close()
      // there) and shows the outcome with the way back.
      window.close();
    });
  }, [search, mutateAsync]);

  // The spec's words for this page, English word for word, in the seller's language elsewhere.
  const processing = t`Processing Etsy connection...`;
  if (!outcome) {
    return (
      <StatusPage icon={<IconPlugConnected size={30} />} title={processing}>
        <Loader size="sm" aria-label={processing} />
      </StatusPage>
    );
  }

  const back = (
    <Button component="a" href={advancedHref('dashboard', new URL('/', window.location.href))} size="md">
      {MARKETPLACE_TEXTS.backToAdvanced}
    </Button>
  );
  // The opener is told the failure in English, the spec's words; this page says it in the seller's language.
  const failure = outcome.ok ? '' : serverSentence(outcome.error);
  return outcome.ok ? (
    <StatusPage
      icon={<IconCheck size={34} stroke={2.5} />}
      title={MARKETPLACE_TEXTS.connected}
      actions={back}
    >
      <Text c="dimmed" role="status">
        {MARKETPLACE_TEXTS.connected}
      </Text>
    </StatusPage>
  ) : (
    <StatusPage
      icon={<IconAlertCircle size={30} />}
      color="red"
      title={MARKETPLACE_TEXTS.connectTitle}
      actions={back}
    >
      <Alert color="red" variant="light" role="alert" w="100%">
        {t`Etsy connection failed: ${failure}`}
      </Alert>
    </StatusPage>
  );
}
