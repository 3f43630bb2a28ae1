import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import superjson from 'superjson';
import type { AppRouter } from '@margin/api';

/** Typed procedures for both apps: `useQuery(useTRPC().calc.countries.queryOptions())`. */
export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();

/** `apiBase` is '' for the same origin, or the API's origin for an app deployed on its own. */
export function createApiClient(apiBase: string) {
  return createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: `${apiBase.replace(/\/$/, '')}/trpc`, transformer: superjson })],
  });
}
