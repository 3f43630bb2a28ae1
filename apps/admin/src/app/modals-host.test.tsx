import { AppProviders } from '@margin/ui';
import { createApiRuntime } from '@margin/ui/api-runtime';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The host of the dialogs opened by a call (packages/ui DeferredModals) is fetched when the browser is idle. The
// portal opens none, so its providers leave the host out (main.tsx: modals={false}) and never download it.
const hostLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../../packages/ui/src/ModalsHost', async (importOriginal) => {
  hostLoads.count += 1;
  return importOriginal();
});

function renderProviders(modals?: boolean) {
  render(
    <AppProviders apiBase="http://api.test" apiRuntime={createApiRuntime} env="test" modals={modals}>
      <p>Portal</p>
    </AppProviders>,
  );
}

/** Lets the idle callbacks asked for by the first render run. */
async function afterIdle() {
  await vi.waitFor(() => expect(idleTasks.length).toBeGreaterThan(0));
  idleTasks.splice(0).forEach((task) => task());
  await new Promise((resolve) => setTimeout(resolve, 50));
}
const idleTasks: (() => void)[] = [];

describe("the dialogs' host", () => {
  beforeEach(() => {
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idleTasks.push(task));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
  });
  afterEach(() => {
    cleanup();
    idleTasks.length = 0;
    vi.unstubAllGlobals();
  });

  // First: once fetched, the host's code is kept for the page, as the browser keeps it.
  it('is never fetched by an app that opens no such dialog', async () => {
    renderProviders(false);
    expect(screen.getByText('Portal')).toBeInTheDocument();
    await afterIdle();
    expect(hostLoads.count).toBe(0);
  });

  it('is fetched when the browser is idle by an app that opens them', async () => {
    renderProviders();
    await afterIdle();
    await vi.waitFor(() => expect(hostLoads.count).toBe(1));
  });
});
