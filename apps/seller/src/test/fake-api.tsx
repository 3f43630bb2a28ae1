import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import { ApiProvider, createApiHandle, DeferredModals, theme } from '@margin/ui';
import { createApiRuntime } from '@margin/ui/api-runtime';
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
  // The data layer from the first render, as the admin app has it: a test of the seller's first screen sees its
  // queries start at once instead of after the layer's fetch (api-context.tsx).
  const handle = createApiHandle({ apiBase: 'http://api.test', getAuthToken, queryClient }, createApiRuntime);
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MantineProvider theme={theme} env="test">
        <ApiProvider api={handle}>
          <DeferredModals />
          <Notifications />
          {children}
        </ApiProvider>
      </MantineProvider>
    );
  }
  return { ...render(ui, { wrapper: Wrapper }), queryClient };
}
