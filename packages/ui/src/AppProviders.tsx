import './focus.css';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { DeferredModals } from './DeferredModals';
import { DeferredNotifications } from './DeferredNotifications';
import { cssVariablesResolver, theme } from './theme';
import { createApiClient, TRPCProvider } from './trpc';

export interface AppProvidersProps {
  /** '' for the same origin; the app's VITE_API_URL when deployed on its own. */
  apiBase: string;
  /** The signed-in session's bearer token, read on every request. */
  getAuthToken?: () => string | null;
  /** An app that reacts to every failed call (the admin app ends its session on a 401) brings its own. */
  queryClient?: QueryClient;
  /** 'test' turns off Mantine's transitions and portals, so component tests see dialogs at once and in place. */
  env?: 'default' | 'test';
  /**
   * Whether the app opens dialogs with `deferredModals` (the seller does): then their host is placed, and fetched
   * when the browser is idle. An app that opens none (the admin app) leaves it out and never downloads it.
   */
  modals?: boolean;
  /**
   * Whether the theme's CSS variables all come from the provider's own style tag, so the app leaves Mantine's
   * `default-css-variables.css` (4 KiB gzip) out of its stylesheet (the seller does). Mantine otherwise writes only
   * the variables that differ from that file's.
   */
  allCssVariables?: boolean;
  children: ReactNode;
}

/**
 * Theme, dialogs, notifications and the typed API client, the same way in both apps. Each app imports Mantine's
 * core styles before this (the seller only its components' files, apps/seller/src/app/mantine-styles.ts).
 */
export function AppProviders({
  apiBase,
  getAuthToken,
  queryClient: given,
  env,
  modals = true,
  allCssVariables = false,
  children,
}: AppProvidersProps) {
  const [queryClient] = useState(
    () => given ?? new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } }),
  );
  const [trpcClient] = useState(() => createApiClient(apiBase, getAuthToken));
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      deduplicateCssVariables={!allCssVariables}
      env={env}
    >
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          {modals && <DeferredModals />}
          <DeferredNotifications />
          {children}
        </TRPCProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
