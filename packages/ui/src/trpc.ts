import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import superjson from 'superjson';
import type { AppRouter } from '@margin/api';

/**
 * Typed procedures for both apps: `useQuery(useTRPC().calc.countries.queryOptions())`; `useTRPCClient()` for a
 * call chosen at run time (one dialog that runs any of several procedures).
 */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/**
 * `apiBase` is '' for the same origin, or the API's origin for an app deployed on its own. `getAuthToken` is read
 * on every request: the session travels as `Authorization: Bearer` (the product sets no cookies).
 */
export function createApiClient(apiBase: string, getAuthToken: () => string | null = () => null) {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${apiBase.replace(/\/$/, '')}/trpc`,
        // The server takes at most 10 calls per request (MAX_BATCH_CALLS in apps/server/src/plugins/trpc.ts).
        maxItems: 10,
        transformer: superjson,
        headers: () => {
          const token = getAuthToken();
          return token ? { authorization: `Bearer ${token}` } : {};
        },
      }),
    ],
  });
}
