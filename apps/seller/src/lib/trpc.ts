import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import superjson from 'superjson';
import type { AppRouter } from '@margin/api';

export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();

/** Same origin by default; VITE_API_URL (validated by env.ts at build time) points elsewhere. */
const apiBase = (import.meta.env.VITE_API_URL ?? '').replace(/\/$/, '');

export function createApiClient() {
  return createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: `${apiBase}/trpc`, transformer: superjson })],
  });
}
