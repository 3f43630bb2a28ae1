import { ApiBoundary, AppProviders } from '@margin/ui';
import { lazy, Suspense, useState } from 'react';
import { AccountProvider } from '../features/account/AccountProvider';
import { createSessionStore, type SessionStore } from '../features/account/session-store';
import { AppLayout } from '../features/shell/AppLayout';
import { closeLabel } from '../features/shell/dialog-props';
import { SubscriptionDialogsProvider } from '../features/subscription/SubscriptionDialogsProvider';
import { LoadingScreen } from '../features/shell/LoadingScreen';
import { pageFor, shareIdFor } from './routes';

// Pages a seller reaches by link, not on the calculator's first load: each is its own download.
const HelpPage = lazy(() => import('../pages/Help.page').then((m) => ({ default: m.HelpPage })));
const PrivacyPage = lazy(() => import('../pages/Privacy.page').then((m) => ({ default: m.PrivacyPage })));
const TermsPage = lazy(() => import('../pages/Terms.page').then((m) => ({ default: m.TermsPage })));
const OAuthCallbackPage = lazy(() =>
  import('../pages/OAuthCallback.page').then((m) => ({ default: m.OAuthCallbackPage })),
);
const SharedViewPage = lazy(() =>
  import('../pages/SharedView.page').then((m) => ({ default: m.SharedViewPage })),
);
const PaymentSuccessPage = lazy(() =>
  import('../pages/PaymentSuccess.page').then((m) => ({ default: m.PaymentSuccessPage })),
);
const PaymentCancelPage = lazy(() =>
  import('../pages/PaymentCancel.page').then((m) => ({ default: m.PaymentCancelPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../pages/ResetPassword.page').then((m) => ({ default: m.ResetPasswordPage })),
);
const SignInLinkPage = lazy(() =>
  import('../pages/SignInLink.page').then((m) => ({ default: m.SignInLinkPage })),
);

/** Same origin by default; VITE_API_URL (validated by env.ts at build time) points elsewhere. */
const apiBase = import.meta.env.VITE_API_URL ?? '';

function Page({ store }: { store: SessionStore }) {
  const { pathname, search } = window.location;
  const query = new URLSearchParams(search);
  switch (pageFor(pathname)) {
    case 'payment-success':
      return <PaymentSuccessPage sessionId={query.get('session_id')} signedIn={store.get() !== null} />;
    case 'payment-cancel':
      return <PaymentCancelPage />;
    case 'reset-password':
      return <ResetPasswordPage token={query.get('token')} />;
    case 'oauth-callback':
      return <OAuthCallbackPage search={search} />;
    case 'sign-in':
      return <SignInLinkPage token={query.get('token')} store={store} />;
    case 'shared':
      return <SharedViewPage shareId={shareIdFor(pathname) ?? ''} />;
    case 'help':
      return <HelpPage />;
    case 'privacy':
      return <PrivacyPage />;
    case 'terms':
      return <TermsPage />;
    case 'app':
      return (
        <AccountProvider store={store}>
          <SubscriptionDialogsProvider>
            <AppLayout />
          </SubscriptionDialogsProvider>
        </AccountProvider>
      );
  }
}

export function App() {
  // One session for the page: the API client reads its token on every request.
  const [store] = useState(() => createSessionStore());
  return (
    <AppProviders
      apiBase={apiBase}
      getAuthToken={() => store.get()?.token ?? null}
      allCssVariables
      closeLabel={closeLabel}
    >
      <Suspense fallback={<LoadingScreen text="Loading..." />}>
        {/* The calculator paints before the API's data layer is here; a page opened by link waits for it. */}
        {pageFor(window.location.pathname) === 'app' ? (
          <Page store={store} />
        ) : (
          <ApiBoundary>
            <Page store={store} />
          </ApiBoundary>
        )}
      </Suspense>
    </AppProviders>
  );
}
