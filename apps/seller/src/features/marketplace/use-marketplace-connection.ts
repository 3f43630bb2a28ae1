import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocalStorage } from '@mantine/hooks';
import type { TMarketplaceStatus } from '@margin/core';
import { useTRPC } from '@margin/ui';
import { apiFailure } from '../account/api-error';
import { serverSentence } from '../account/server-sentences';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MARKETPLACE_TEXTS } from './marketplace-texts';
import {
  clearPendingAuthorization,
  OAUTH_POPUP_FEATURES,
  OAUTH_POPUP_NAME,
  OAUTH_POPUP_POLL_MS,
  onOAuthResult,
  savePendingAuthorization,
} from './oauth-handoff';

/**
 * Where the connection stands for the screens: 'unknown' while the first status is on its way (the banner stays
 * as it was), 'not_configured' while the app key is not set (or the status could not be read: nothing to offer).
 */
export type ConnectionState =
  'unknown' | 'not_configured' | 'not_connected' | 'connected' | 'needs_reconnect';

export interface ConnectionNotice {
  tone: 'success' | 'error';
  text: string;
}

/** spec §8: a failed status call gives the server's detail, or 'Network error', or 'Failed to check capabilities'. */
export function statusFailureText(error: unknown): string {
  const failure = apiFailure(error);
  if (failure.network) return MARKETPLACE_TEXTS.networkError;
  return failure.detail ?? MARKETPLACE_TEXTS.statusFailed;
}

export function connectionState(status: TMarketplaceStatus | undefined, failed: boolean): ConnectionState {
  if (failed) return 'not_configured';
  if (!status) return 'unknown';
  if (!status.configured) return 'not_configured';
  if (status.connected) return 'connected';
  return status.shop_data_status === 'needs_reconnect' ? 'needs_reconnect' : 'not_connected';
}

/** The seller's 'Use live marketplace data' choice, kept on the device and shared by every component using it. */
const LIVE_DATA_KEY = 'margin.etsy.live';

export function useLiveDataToggle() {
  return useLocalStorage<boolean>({
    key: LIVE_DATA_KEY,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
}

/** The status query (spec §7: never cached, so asked again whenever a screen that needs it opens). */
function useConnectionStatus(enabled: boolean) {
  const trpc = useTRPC();
  return useQuery(trpc.etsy.status.queryOptions(undefined, { enabled, staleTime: 0, retry: 1 }));
}

/**
 * `use_etsy` for the analytics and market insights (spec §4): the seller's toggle and a live connection both on.
 * The flag is part of the queries' input, so either changing reloads their data. With the toggle on, `settled`
 * holds the queries until the status is known, so a live seller's figures are not first fetched without it.
 */
export function useLiveMarketplaceData(enabled: boolean): { useEtsy: boolean; settled: boolean } {
  const [toggle] = useLiveDataToggle();
  const wanted = enabled && toggle;
  // Nothing to ask while the seller has not turned live data on.
  const status = useConnectionStatus(wanted);
  return {
    useEtsy: wanted && connectionState(status.data, status.isError) === 'connected',
    settled: !wanted || !status.isPending,
  };
}

/**
 * The marketplace connection (advanced spec §4, §8): its status, and connect (the OAuth popup), sync and
 * disconnect. `enabled` is false for a visitor or an expired seller, who are offered none of it.
 */
export function useMarketplaceConnection({ enabled = true }: { enabled?: boolean } = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const status = useConnectionStatus(enabled);
  const authorize = useMutation(trpc.etsy.authorize.mutationOptions());
  const syncMutation = useMutation(trpc.etsy.sync.mutationOptions());
  const disconnectMutation = useMutation(trpc.etsy.disconnect.mutationOptions());
  const [connecting, setConnecting] = useState(false);
  const [notice, setNotice] = useState<ConnectionNotice | null>(null);
  // The popup being watched: its poll and message listener, removed on any outcome and on unmount.
  const watching = useRef<(() => void) | null>(null);

  const refreshStatus = useCallback(
    () => queryClient.invalidateQueries({ queryKey: trpc.etsy.status.queryKey() }),
    [queryClient, trpc],
  );

  const stopWatching = useCallback(() => {
    watching.current?.();
    watching.current = null;
  }, []);
  useEffect(() => stopWatching, [stopWatching]);

  const connect = useCallback(async () => {
    stopWatching();
    setNotice(null);
    setConnecting(true);
    // Opened in the click itself, blank: browsers (Safari first) block a popup opened after an await. It is sent
    // to the marketplace once the server has answered the authorization.
    const popup = window.open('', OAUTH_POPUP_NAME, OAUTH_POPUP_FEATURES);
    try {
      if (!popup) throw new Error('The popup was blocked');
      const authorization = await authorize.mutateAsync({});
      savePendingAuthorization({ state: authorization.state, code_verifier: authorization.code_verifier });
      popup.location.href = authorization.authorization_url;

      const finish = (next: ConnectionNotice) => {
        stopWatching();
        clearPendingAuthorization();
        setConnecting(false);
        setNotice(next);
        void refreshStatus();
      };
      const stopListening = onOAuthResult((result) =>
        finish(
          result.ok
            ? { tone: 'success', text: MARKETPLACE_TEXTS.connected }
            : { tone: 'error', text: MARKETPLACE_TEXTS.popupFailed(serverSentence(result.error)) },
        ),
      );
      // Closed (or cut from us by the marketplace's opener policy, which looks the same from here): the stored
      // state and verifier go and the status is asked again. The result is still listened for until the
      // authorization lapses, since a popup cut from us may yet finish and report on the channel.
      const poll = window.setInterval(() => {
        if (!popup.closed) return;
        window.clearInterval(poll);
        clearPendingAuthorization();
        setConnecting(false);
        void refreshStatus();
      }, OAUTH_POPUP_POLL_MS);
      const lapse = window.setTimeout(() => stopWatching(), authorization.expires_in * 1000);
      watching.current = () => {
        window.clearInterval(poll);
        window.clearTimeout(lapse);
        stopListening();
      };
    } catch {
      popup?.close();
      clearPendingAuthorization();
      setConnecting(false);
      setNotice({ tone: 'error', text: MARKETPLACE_TEXTS.connectFailed });
    }
  }, [authorize, refreshStatus, stopWatching]);

  const sync = useCallback(async () => {
    setNotice(null);
    try {
      await syncMutation.mutateAsync();
    } catch (error) {
      setNotice({ tone: 'error', text: apiFailure(error).detail ?? MARKETPLACE_TEXTS.unreachable });
    }
    await refreshStatus();
  }, [syncMutation, refreshStatus]);

  const disconnect = useCallback(async () => {
    setNotice(null);
    try {
      await disconnectMutation.mutateAsync();
      setNotice({ tone: 'success', text: MARKETPLACE_TEXTS.disconnected });
    } catch (error) {
      setNotice({ tone: 'error', text: apiFailure(error).detail ?? MARKETPLACE_TEXTS.unreachable });
    }
    await refreshStatus();
  }, [disconnectMutation, refreshStatus]);

  const state = connectionState(status.data, status.isError);
  return {
    status: status.data,
    state,
    configured: status.data?.configured === true && !status.isError,
    connected: state === 'connected',
    /** The status call's failure (spec §8), or the server's own error about the connection. */
    error: status.isError
      ? statusFailureText(status.error)
      : status.data?.error
        ? serverSentence(status.data.error)
        : null,
    connecting,
    syncing: syncMutation.isPending,
    disconnecting: disconnectMutation.isPending,
    notice,
    connect,
    sync,
    disconnect,
  };
}

export type MarketplaceConnection = ReturnType<typeof useMarketplaceConnection>;
