import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFailure, useTRPC } from '@margin/ui';
import { useEffect } from 'react';
import { LoginScreen } from '../features/auth/LoginScreen';
import { Dashboard } from '../features/dashboard/Dashboard';
import { MfaRequiredScreen } from '../features/mfa/MfaRequiredScreen';
import { PasswordExpiredScreen } from '../features/password/PasswordExpiredScreen';
import type { AdminSession } from '../features/session/session-store';
import { useAdminSession, useSessionExpiry } from '../features/session/use-admin-session';
import { useLogout } from '../features/session/use-logout';

/**
 * A stored session is verified first (spec §4: on reload too); what verify answers decides the screen: an expired
 * password or a required second factor comes before the dashboard.
 */
function SignedIn({ session }: { session: AdminSession }) {
  const trpc = useTRPC();
  const verify = useQuery(trpc.admin.verify.queryOptions());
  const { logout } = useLogout();
  useSessionExpiry(session.expiresAt);

  if (verify.isPending) {
    return (
      <Center mih="100dvh">
        <Loader aria-label="Checking your session" />
      </Center>
    );
  }
  if (verify.isError) {
    // A refused session has already ended (the query client's 401/403 rule); this is an outage.
    return (
      <Center mih="100dvh" p="md">
        <Stack maw={420}>
          <Alert color="red" variant="light" title="Could not reach the server">
            {apiFailure(verify.error).detail ?? 'Please check your connection and try again.'}
          </Alert>
          <Button onClick={() => void verify.refetch()}>Try again</Button>
          <Button variant="subtle" onClick={() => void logout()}>
            Logout
          </Button>
        </Stack>
      </Center>
    );
  }
  const state = verify.data;
  if (state.password_expired) return <PasswordExpiredScreen username={state.admin_info.username} />;
  if (state.mfa_setup_required) return <MfaRequiredScreen />;
  return <Dashboard verify={state} />;
}

/** Operators see the login until they have a session; a session that ends brings them back with a sentence. */
export function AdminApp() {
  const { session, notice } = useAdminSession();
  const queryClient = useQueryClient();

  // Nothing of the last session's answers may show in the next one (another admin may sign in).
  useEffect(() => {
    if (!session) queryClient.removeQueries();
  }, [session, queryClient]);

  if (!session) return <LoginScreen key={notice ?? ''} notice={notice} />;
  return <SignedIn key={session.token} session={session} />;
}
