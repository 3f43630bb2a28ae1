import './focus.css';
import { MantineProvider, mergeThemeOverrides, type MantineThemeOverride } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { ApiProvider, createApiHandle, type ApiOptions, type CreateApiRuntime } from './api-context';
import { DeferredModals } from './DeferredModals';
import { DeferredNotifications } from './DeferredNotifications';
import { cssVariablesResolver, theme } from './theme';

export interface AppProvidersProps extends ApiOptions {
  /**
   * The data layer's code (`createApiRuntime` from `@margin/ui/api-runtime`), for an app that uses it from its first
   * render (the admin app). Without it, it is fetched as the app starts and comes after the first paint (the
   * seller: api-context.tsx).
   */
  apiRuntime?: CreateApiRuntime;
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
  /**
   * The name of a notification's close button, read each time one is drawn, so an app in several languages names
   * it in the one on screen (the seller); 'Close' without it. Mantine draws the button without a name.
   */
  closeLabel?: () => string;
  children: ReactNode;
}

/** The theme, with every notification's close button named. */
function themeNaming(closeLabel: () => string): MantineThemeOverride {
  return mergeThemeOverrides(theme, {
    components: {
      Notification: {
        defaultProps: {
          closeButtonProps: {
            get 'aria-label'() {
              return closeLabel();
            },
          },
        },
      },
    },
  });
}

/**
 * Theme, dialogs, notifications and the typed API client, the same way in both apps. Each app imports Mantine's
 * core styles before this (the seller only its components' files, apps/seller/src/app/mantine-styles.ts).
 */
export function AppProviders({
  apiBase,
  getAuthToken,
  queryClient,
  apiRuntime,
  env,
  modals = true,
  allCssVariables = false,
  closeLabel = () => 'Close',
  children,
}: AppProvidersProps) {
  const [api] = useState(() => createApiHandle({ apiBase, getAuthToken, queryClient }, apiRuntime));
  const [appTheme] = useState(() => themeNaming(closeLabel));
  return (
    <MantineProvider
      theme={appTheme}
      cssVariablesResolver={cssVariablesResolver}
      deduplicateCssVariables={!allCssVariables}
      env={env}
    >
      <ApiProvider api={api}>
        {modals && <DeferredModals />}
        <DeferredNotifications />
        {children}
      </ApiProvider>
    </MantineProvider>
  );
}
