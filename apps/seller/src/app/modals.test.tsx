import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { AppProviders, deferredModals, MODALS_LOAD_FAILED } from '@margin/ui';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Mantine's Modal is not in the first download (packages/ui DeferredModals): a confirmation asked for before its
// host has come must still open, and a host that cannot be fetched must say so rather than leave a click silent.
const onConfirm = vi.fn();

function renderApp() {
  render(
    <AppProviders apiBase="http://api.test" env="test">
      <Button
        onClick={() =>
          deferredModals.openConfirmModal({
            title: 'Delete scenario',
            labels: { confirm: 'Delete', cancel: 'Cancel' },
            onConfirm,
          })
        }
      >
        Delete
      </Button>
    </AppProviders>,
  );
}

describe('a dialog asked for before its host has come', () => {
  beforeEach(() => {
    // The browser is never idle here: only a dialog asked for can bring the host.
    vi.stubGlobal('requestIdleCallback', () => 0);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    onConfirm.mockClear();
  });
  afterEach(() => {
    // Unmounted before the idle stubs go: the app's effects cancel their idle callbacks as they leave.
    cleanup();
    notifications.clean();
    vi.unstubAllGlobals();
    vi.doUnmock('../../../../packages/ui/src/ModalsHost');
  });

  // First: the host's code, once here, is kept for the page (as the browser keeps it), so this file's later tests
  // find it loaded.
  it('says the dialog could not open when its code cannot be fetched, and opens on the next try', async () => {
    vi.doMock('../../../../packages/ui/src/ModalsHost', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    renderApp();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MODALS_LOAD_FAILED)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();

    vi.doUnmock('../../../../packages/ui/src/ModalsHost');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    // Once: the click that failed is not replayed.
    expect(await screen.findAllByRole('dialog', { name: 'Delete scenario' })).toHaveLength(1);
  });

  it("opens a confirmation asked for by a click, whose buttons work as any dialog's", async () => {
    renderApp();
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete scenario' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
