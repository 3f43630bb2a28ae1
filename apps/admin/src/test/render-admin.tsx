import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { beforeEach, vi } from 'vitest';
import { AppProviders } from '@margin/ui';
import { createApiRuntime } from '@margin/ui/api-runtime';
import type { FakeApi } from '@margin/ui/fake-api';
import { createAdminQueryClient } from '../app/admin-query-client';
import { sessionStore } from '../features/session/session-store';

// Every test starts as a new browser tab: no session kept, nothing in the store.
beforeEach(() => {
  sessionStorage.clear();
  sessionStore.reset();
});

/**
 * Renders with the app's own providers, query client (its 401 rule) and session token, over a fake API, with
 * Mantine in test mode (no transitions, dialogs in place) and no retries.
 */
export function renderAdmin(ui: ReactElement, api: FakeApi) {
  vi.stubGlobal('fetch', api.fetch);
  const queryClient = createAdminQueryClient({ retry: false });
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <AppProviders
        apiBase="http://api.test"
        getAuthToken={sessionStore.token}
        queryClient={queryClient}
        apiRuntime={createApiRuntime}
        env="test"
      >
        {children}
      </AppProviders>
    );
  }
  return { ...render(ui, { wrapper: Wrapper }), queryClient };
}
