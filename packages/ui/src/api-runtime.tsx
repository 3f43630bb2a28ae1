import { MutationObserver, QueryClient, QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { ReactNode } from 'react';
import type { AppRouter } from '@margin/api';
import type { ApiOptions, ApiRuntime } from './api-context';
import { createApiClient } from './trpc';

export { createApiClient, deferredLink } from './trpc';

/**
 * The data layer: TanStack Query's client and tRPC's client and query options. The seller's first download leaves it
 * out (api-context.tsx fetches it after the first paint); the admin app and the tests import it with the app.
 */
export function createApiRuntime({ apiBase, getAuthToken, queryClient }: ApiOptions): ApiRuntime {
  const client =
    queryClient ?? new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });
  const trpcClient = createApiClient(apiBase, getAuthToken);
  function Providers({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  }
  return {
    queryClient: client,
    client: trpcClient,
    trpc: createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient: client }),
    Providers,
    observe: (options, listener) => {
      const observer = new QueryObserver(client, options);
      listener(observer.getCurrentResult());
      return observer.subscribe(listener);
    },
    mutate: (options, variables) => new MutationObserver(client, options).mutate(variables),
  };
}
