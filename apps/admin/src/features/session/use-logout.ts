import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '@margin/ui';
import { sessionStore } from './session-store';

export const LOGGED_OUT = 'You have been logged out.';

/** Ends the session on the server, and here even when the server cannot be reached (the token is dropped). */
export function useLogout() {
  const trpc = useTRPC();
  const logout = useMutation(trpc.admin.logout.mutationOptions());
  return {
    logout: () =>
      logout
        .mutateAsync()
        .finally(() => sessionStore.end(LOGGED_OUT))
        .catch(() => undefined),
    pending: logout.isPending,
  };
}
