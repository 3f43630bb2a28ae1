import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { AppProviders } from '@margin/ui';
import { createApiRuntime } from '@margin/ui/api-runtime';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The notifications' host is not in either app's first download (packages/ui DeferredNotifications): these check
// that no notification is lost while it is on its way. Shared by both apps; tested here, where AppProviders runs.
function renderApp() {
  render(
    <AppProviders apiBase="http://api.test" apiRuntime={createApiRuntime} env="test">
      <Button onClick={() => notifications.show({ message: 'Saved after the first paint' })}>Save</Button>
    </AppProviders>,
  );
}

describe('notifications before and after their host has come', () => {
  beforeEach(() => {
    // The browser is never idle here: only a notification can bring the host.
    vi.stubGlobal('requestIdleCallback', () => 0);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
  });
  afterEach(() => {
    // Unmounted before the idle stubs go: the providers cancel their idle callbacks as they leave.
    cleanup();
    notifications.clean();
    vi.unstubAllGlobals();
  });

  it('shows one given before the first render once the host is here', async () => {
    notifications.show({ message: 'Given before the first render' });
    renderApp();
    expect(await screen.findByText('Given before the first render')).toBeInTheDocument();
  });

  it('shows one given as the page is first drawn, before the host listens for them', async () => {
    // A layout effect runs after the host's render and before its subscription.
    function SavedOnMount() {
      useLayoutEffect(() => void notifications.show({ message: 'Given as the page is drawn' }), []);
      return null;
    }
    render(
      <AppProviders apiBase="http://api.test" apiRuntime={createApiRuntime} env="test">
        <SavedOnMount />
      </AppProviders>,
    );
    expect(await screen.findByText('Given as the page is drawn')).toBeInTheDocument();
  });

  it('shows one given after the first paint (the host, once fetched, is kept for the page)', async () => {
    renderApp();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved after the first paint')).toBeInTheDocument();
  });

  it('names its close button (Mantine draws it without a name)', async () => {
    renderApp();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const shown = await screen.findByRole('alert');
    expect(screen.getByRole('button', { name: 'Close' })).toBe(shown.querySelector('button'));
  });
});
