import { httpBatchLink } from '@trpc/client';
import superjson from 'superjson';
import type { AppRouter } from '@margin/api';

/**
 * The link that talks to the server: tRPC's batching over HTTP, in superjson's wire format. A chunk of its own,
 * which trpc.ts loads when the API client is made.
 */
export function serverLink(url: string, getAuthToken: () => string | null) {
  return httpBatchLink<AppRouter>({
    url,
    // The server takes at most 10 calls per request (MAX_BATCH_CALLS in apps/server/src/plugins/trpc.ts).
    maxItems: 10,
    transformer: superjson,
    headers: () => {
      const token = getAuthToken();
      return token ? { authorization: `Bearer ${token}` } : {};
    },
  });
}
