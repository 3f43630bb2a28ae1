// Before the providers: Mantine's styles come first in the stylesheet, the app's own after them.
import '@mantine/core/styles.css';
import { AppProviders } from '@margin/ui';
import { createApiRuntime } from '@margin/ui/api-runtime';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminApp } from './app/AdminApp';
import { createAdminQueryClient } from './app/admin-query-client';
import { sessionStore } from './features/session/session-store';

/** Same origin by default; VITE_API_URL (validated by env.ts at build time) points elsewhere. */
const apiBase = import.meta.env.VITE_API_URL ?? '';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders
      apiBase={apiBase}
      getAuthToken={sessionStore.token}
      queryClient={createAdminQueryClient()}
      // Every screen of the portal reads the API from its first render.
      apiRuntime={createApiRuntime}
      // The portal asks nothing in a dialog opened by a call: each action's dialog is its own.
      modals={false}
    >
      <AdminApp />
    </AppProviders>
  </StrictMode>,
);
