import type { ReactElement } from 'react';
import { AccountProvider } from '../features/account/AccountProvider';
import { createSessionStore, type StoredSession } from '../features/account/session-store';
import { SubscriptionDialogsProvider } from '../features/subscription/SubscriptionDialogsProvider';
import { inTrial } from './account-fixtures';
import { createFakeApi, renderWithApi, type FakeHandler } from './fake-api';

/** Tests only: what auth.verify answers for the stored trial seller of account-fixtures. */
export const VERIFIED_TRIAL = {
  user_id: 'u1',
  email: 'maker@example.com',
  account_type: 'trial',
  has_password: false,
  trial_ends_at: null,
  created_at: '2025-10-01T00:00:00.000Z',
};

export interface AccountRenderOptions {
  /** Stored on the device before the app starts; null renders for a visitor. */
  session: StoredSession | null;
  /** Fake answers on top of verify (the trial seller) and subscription status (in trial). */
  handlers?: Record<string, FakeHandler>;
}

/** Renders `ui` inside the app's account and subscription providers, over the fake API, as the app does. */
export function renderWithAccount(ui: ReactElement, { session, handlers = {} }: AccountRenderOptions) {
  if (session) window.localStorage.setItem('margin.user', JSON.stringify(session));
  const store = createSessionStore();
  const api = createFakeApi({
    'auth.verify': () => VERIFIED_TRIAL,
    'subscription.status': () => inTrial,
    ...handlers,
  });
  renderWithApi(
    <AccountProvider store={store}>
      <SubscriptionDialogsProvider>{ui}</SubscriptionDialogsProvider>
    </AccountProvider>,
    api,
    { getAuthToken: () => store.get()?.token ?? null },
  );
  return { api, store };
}
