import { notifications } from '@mantine/notifications';
import { hasAccess, type SubscriptionState, type TAccountLocale } from '@margin/core';
import { useApi, useApiQuery, type ApiRuntime } from '@margin/ui';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { consumePaymentReturn } from '../subscription/payment-return';
import { settleAccountLanguage, useAccountLanguage } from './account-language';
import { isSessionRejected } from './api-error';
import { SESSION_TEXTS } from './session-texts';
import {
  sessionFromSignIn,
  userOf,
  type CurrentUser,
  type SessionStore,
  type StoredSession,
} from './session-store';
import { useSessionEnd } from './use-session-end';

/**
 * What a successful sign-in answers (auth.login, auth.redeemSignInLink): the fields of a stored session, and the
 * account's language (null when it has none).
 */
export type SignedInAnswer = StoredSession & { locale?: TAccountLocale | null };

export interface AccountContextValue {
  /** 'verifying' while a stored sign-in is checked with the server at start-up (core spec §4). */
  phase: 'verifying' | 'ready';
  user: CurrentUser | null;
  /** Trial and subscription of the signed-in seller; undefined while loading or after a failed fetch. */
  subscription: SubscriptionState | undefined;
  subscriptionLoading: boolean;
  /** Signed in, trial over, no subscription: advanced features locked, upgrade prompted. */
  expired: boolean;
  signInOpened: boolean;
  /**
   * The account whose session the server ended while the app was open: the sign-in dialog offers to sign
   * back into it (its e-mail filled in) rather than to start a trial. Null once someone signs in or logs out.
   */
  returningAccount: ReturningAccount | null;
  openSignIn: () => void;
  closeSignIn: () => void;
  /** Keeps a successful sign-in on this device and closes the dialog. */
  completeSignIn: (answer: SignedInAnswer) => void;
  /** Changes the remembered account facts (the upgrade makes a trial account 'full'). */
  updateUser: (patch: Partial<CurrentUser>) => void;
  refreshSubscription: () => Promise<void>;
  /** Ends the session here and on the server; the caller asks for confirmation first. */
  logout: () => Promise<void>;
}

export interface ReturningAccount {
  email: string;
  hasPassword: boolean;
}

const AccountContext = createContext<AccountContextValue | null>(null);

export function useAccount(): AccountContextValue {
  const value = useContext(AccountContext);
  if (!value) throw new Error('useAccount() needs an <AccountProvider> above it');
  return value;
}

/**
 * How long start-up waits for the server to confirm a stored session. A connection that hangs (weak signal, a
 * captive portal) must not keep a seller on 'Authenticating...' away from a calculator that works offline.
 */
export const VERIFY_TIMEOUT_MS = 8000;

export interface AccountProviderProps {
  store: SessionStore;
  children: ReactNode;
  /** Tests shorten it; the app uses VERIFY_TIMEOUT_MS. */
  verifyTimeoutMs?: number;
}

/**
 * The seller's session for the whole app: start-up verification, the sign-in dialog's visibility, the
 * subscription status (never cached) and logout.
 */
export function AccountProvider({
  store,
  children,
  verifyTimeoutMs = VERIFY_TIMEOUT_MS,
}: AccountProviderProps) {
  // The first screen's: the API's data layer comes after the first paint (useApi in @margin/ui).
  const { runtime, ready } = useApi();
  const session = useSyncExternalStore(store.subscribe, store.get, store.get);
  const user = useMemo(() => userOf(session), [session]);

  // Verification only ever concerns the session found at start-up; later sign-ins come from the server itself.
  const [startupSession] = useState(() => store.get());
  const [phase, setPhase] = useState<'verifying' | 'ready'>(startupSession ? 'verifying' : 'ready');
  // 'auto' shows the sign-in dialog whenever no one is signed in (start-up, logout, a session the server
  // dropped); a visitor who closes it keeps using the basic calculator until they ask for it again.
  const [signInRequest, setSignInRequest] = useState<'auto' | 'open' | 'closed'>('auto');
  const signInOpened =
    signInRequest === 'open' || (signInRequest === 'auto' && user === null && phase === 'ready');
  const [returningAccount, setReturningAccount] = useState<ReturningAccount | null>(null);
  useAccountLanguage(store, ready);

  // A session the server has ended elsewhere signs the app out cleanly and offers sign-in at once, instead of
  // showing a signed-in header whose next action fails. The seller's inputs stay as they are.
  const onSessionEnd = useCallback(
    (ended: StoredSession, { queryClient, trpc }: ApiRuntime) => {
      setReturningAccount({ email: ended.email, hasPassword: ended.has_password });
      store.clear();
      queryClient.removeQueries(trpc.subscription.pathFilter());
      setSignInRequest('open');
      notifications.show({ id: 'session-ended', color: 'yellow', message: SESSION_TEXTS.ended });
    },
    [store],
  );
  useSessionEnd(store, ready, onSessionEnd);

  useEffect(() => {
    if (!startupSession) return;
    let cancelled = false;
    // No answer in time counts as no network: the session is kept and the app opens. A late refusal from the
    // server still signs the seller out below.
    const giveUp = setTimeout(() => {
      if (!cancelled) setPhase('ready');
    }, verifyTimeoutMs);
    ready()
      .then((api) =>
        api.queryClient.fetchQuery(
          api.trpc.auth.verify.queryOptions(
            { user_id: startupSession.user_id },
            { staleTime: 0, retry: false },
          ),
        ),
      )
      .then(
        (account) => {
          clearTimeout(giveUp);
          if (cancelled) return;
          if (store.get()?.user_id === account.user_id) {
            store.update({
              email: account.email,
              account_type: account.account_type,
              has_password: account.has_password,
            });
            settleAccountLanguage(ready, account.locale);
          }
          setPhase('ready');
        },
        (error: unknown) => {
          clearTimeout(giveUp);
          if (cancelled) return;
          // The server said no: the stored sign-in is gone (core spec §4). No answer at all (offline, an
          // outage) keeps it, so a seller is not made to sign in again because of a dropped connection.
          if (isSessionRejected(error)) store.clear();
          setPhase('ready');
        },
      );
    return () => {
      cancelled = true;
      clearTimeout(giveUp);
    };
  }, [ready, startupSession, store, verifyTimeoutMs]);

  const statusQuery = useApiQuery(
    (trpc) =>
      trpc.subscription.status.queryOptions(user ? { user_id: user.user_id } : undefined, {
        staleTime: 0,
        // One more try for a dropped connection; a refused session is an answer, not a glitch.
        retry: (failures, error) => failures < 1 && !isSessionRejected(error),
      }),
    phase === 'ready' && user !== null,
  );
  // A fetch error clears the subscription data and the expired flag (core spec §4): it is only logged.
  const subscription = user && !statusQuery.isError ? statusQuery.data : undefined;
  useEffect(() => {
    if (!statusQuery.error) return;
    // A refused session (401) is handled with every other call's, above.
    console.error('Subscription status failed', statusQuery.error);
  }, [statusQuery.error]);

  const openSignIn = useCallback(() => setSignInRequest('open'), []);
  const closeSignIn = useCallback(() => setSignInRequest('closed'), []);

  const completeSignIn = useCallback(
    (answer: SignedInAnswer) => {
      store.save(sessionFromSignIn(answer));
      settleAccountLanguage(ready, answer.locale);
      setReturningAccount(null);
      setPhase('ready');
      setSignInRequest('auto');
    },
    [ready, store],
  );

  // Before the data layer is here nothing is cached: the status is fetched fresh when it comes.
  const refreshSubscription = useCallback(
    async () => runtime?.queryClient.invalidateQueries(runtime.trpc.subscription.status.pathFilter()),
    [runtime],
  );

  // Back from the payment pages: the flag and the query parameter go, and the status is fetched fresh.
  useEffect(() => {
    if (consumePaymentReturn()) void refreshSubscription();
  }, [refreshSubscription]);

  const logout = useCallback(async () => {
    let api: ApiRuntime | null = null;
    try {
      api = await ready();
      await api.mutate(api.trpc.auth.logout.mutationOptions(), undefined);
    } catch (error) {
      // The device forgets the session either way; the server's copy expires on its own.
      console.error('Logout call failed', error);
    }
    store.clear();
    setReturningAccount(null);
    api?.queryClient.removeQueries(api.trpc.subscription.pathFilter());
    api?.queryClient.removeQueries(api.trpc.calc.usage.pathFilter());
    setSignInRequest('auto');
  }, [ready, store]);

  const value = useMemo<AccountContextValue>(
    () => ({
      phase,
      user,
      subscription,
      subscriptionLoading: statusQuery.isLoading,
      expired: subscription !== undefined && !hasAccess(subscription),
      signInOpened,
      returningAccount,
      openSignIn,
      closeSignIn,
      completeSignIn,
      updateUser: store.update,
      refreshSubscription,
      logout,
    }),
    [
      phase,
      user,
      subscription,
      statusQuery.isLoading,
      signInOpened,
      returningAccount,
      openSignIn,
      closeSignIn,
      completeSignIn,
      store,
      refreshSubscription,
      logout,
    ],
  );

  return <AccountContext.Provider value={value}>{children}</AccountContext.Provider>;
}
