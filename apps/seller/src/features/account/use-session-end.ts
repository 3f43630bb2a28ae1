import type { ApiRuntime } from '@margin/ui';
import { useEffect } from 'react';
import { apiFailure } from './api-error';
import type { SessionStore, StoredSession } from './session-store';

/** Calls whose 401 is about the credentials they carry (a wrong password), not about a stored session. */
const SIGN_IN_CALLS = new Set([
  'auth.login',
  'auth.checkUser',
  'auth.redeemSignInLink',
  'auth.forgotPassword',
  'auth.resetPassword',
  'auth.logout',
]);

/** 'subscription.status' from a tRPC query or mutation key (`[['subscription', 'status'], ...]`). */
function procedureOf(key: readonly unknown[] | undefined): string {
  const path = key?.[0];
  return Array.isArray(path) ? path.join('.') : '';
}

/**
 * Calls `onEnd` with the stored session when the server refuses any call with 401 while it is stored: the session
 * has ended elsewhere (revoked, expired, a password reset, 'Sign out everywhere'). Sign-in calls are not counted,
 * their 401 is a wrong password. Every call goes through the data layer, and this watches its calls from the
 * moment it is here: the wait starts at the first render, before the start-up check asks for the layer and before
 * any seller's action can, and a promise calls back in the order it was asked. `onEnd` must be stable.
 */
export function useSessionEnd(
  store: SessionStore,
  ready: () => Promise<ApiRuntime>,
  onEnd: (ended: StoredSession, api: ApiRuntime) => void,
): void {
  useEffect(() => {
    let active = true;
    let unwatch = () => {};
    const watch = (api: ApiRuntime) => {
      const { queryClient } = api;
      const onFailure = (key: readonly unknown[] | undefined, error: unknown) => {
        const ended = store.get();
        if (!ended || apiFailure(error).status !== 401 || SIGN_IN_CALLS.has(procedureOf(key))) return;
        onEnd(ended, api);
      };
      const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'error') {
          onFailure(event.query.queryKey as readonly unknown[], event.action.error);
        }
      });
      const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'error') {
          onFailure(event.mutation.options.mutationKey, event.action.error);
        }
      });
      unwatch = () => {
        unsubscribeQueries();
        unsubscribeMutations();
      };
    };
    ready().then(
      (api) => active && watch(api),
      () => undefined, // no data layer, no calls
    );
    return () => {
      active = false;
      unwatch();
    };
  }, [ready, store, onEnd]);
}
