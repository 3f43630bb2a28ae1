import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import { createApiClient, DeferredModals, theme, TRPCProvider } from '@margin/ui';
import type { FakeApi } from '@margin/ui/fake-api';

/**
 * The app's providers over the tRPC wire-format fake of `@margin/ui/fake-api` (shared with the admin app):
 * components are tested through the same client code path as in the app, without mocking a module or the hooks.
 */
export {
  createFakeApi,
  FakeApiError,
  FakeNetworkDown,
  type FakeApi,
  type FakeCall,
  type FakeHandler,
} from '@margin/ui/fake-api';

afterEach(() => {
  vi.unstubAllGlobals();
});

export interface ApiRenderOptions {
  getAuthToken?: () => string | null;
}

/** Renders with the app's providers (theme in test mode, Query, tRPC, modals, notifications) over `api`. */
export function renderWithApi(ui: ReactElement, api: FakeApi, { getAuthToken }: ApiRenderOptions = {}) {
  vi.stubGlobal('fetch', api.fetch);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  const trpcClient = createApiClient('http://api.test', getAuthToken);
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider client={queryClient}>
          <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
            <DeferredModals />
            <Notifications />
            {children}
          </TRPCProvider>
        </QueryClientProvider>
      </MantineProvider>
    );
  }
  return { ...render(ui, { wrapper: Wrapper }), queryClient };
}
