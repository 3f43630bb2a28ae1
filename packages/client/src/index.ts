import { createTRPCClient, httpBatchLink, type TRPCClient } from '@trpc/client';
import superjson from 'superjson';
import type { AppRouter } from '@margin/api';

export interface ClientOptions {
  /** Base address of a Margin server, e.g. https://margin.example (the client calls `${url}/trpc`). */
  url: string;
  /** A session token, sent as `Authorization: Bearer`. Omit for the public procedures. */
  token?: string;
  /** Custom fetch (tests, proxies, retries). */
  fetch?: typeof globalThis.fetch;
}

export type MarginClient = TRPCClient<AppRouter>;

/**
 * Typed client for third-party developers: every procedure of the server with its input and output types,
 * e.g. `await client.calc.countries.query()`.
 */
export function createClient(opts: ClientOptions): MarginClient {
  const base = opts.url.replace(/\/$/, '');
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${base}/trpc`,
        // The server takes at most 10 calls per request (MAX_BATCH_CALLS in apps/server/src/plugins/trpc.ts).
        maxItems: 10,
        transformer: superjson,
        fetch: opts.fetch,
        headers: () => (opts.token ? { Authorization: `Bearer ${opts.token}` } : {}),
      }),
    ],
  });
}

export type { AppRouter };
