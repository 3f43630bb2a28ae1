import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for Chromium's BeforeInstallPromptEvent. */
function fakeInstallEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(() => Promise.resolve());
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  return { event, prompt };
}

function standalone(matches: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: matches && query === '(display-mode: standalone)',
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

// The hook keeps the browser's event for the whole page, from the module's load: each test loads it afresh.
async function loadHook() {
  vi.resetModules();
  const { useInstallPrompt } = await import('./use-install-prompt');
  return renderHook(() => useInstallPrompt());
}

beforeEach(() => standalone(false));
afterEach(() => vi.restoreAllMocks());

describe('useInstallPrompt', () => {
  it('has nothing to offer until the browser fires beforeinstallprompt', async () => {
    const { result } = await loadHook();
    expect(result.current.canInstall).toBe(false);
    expect(result.current.installed).toBe(false);
    await expect(result.current.promptInstall()).resolves.toBe('unavailable');
  });

  it("keeps the browser's offer, shows its prompt once, and reports the seller's answer", async () => {
    const { result } = await loadHook();
    const { event, prompt } = fakeInstallEvent('accepted');
    act(() => void window.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);
    expect(result.current.canInstall).toBe(true);

    let outcome: string | undefined;
    await act(async () => {
      outcome = await result.current.promptInstall();
    });
    expect(outcome).toBe('accepted');
    expect(prompt).toHaveBeenCalledTimes(1);
    // The event is spent: a second prompt needs a new offer from the browser.
    expect(result.current.canInstall).toBe(false);
    await expect(result.current.promptInstall()).resolves.toBe('unavailable');
  });

  it('reports a dismissed prompt', async () => {
    const { result } = await loadHook();
    const { event } = fakeInstallEvent('dismissed');
    act(() => void window.dispatchEvent(event));
    await act(async () => {
      await expect(result.current.promptInstall()).resolves.toBe('dismissed');
    });
  });

  it('keeps an offer fired before any component asked', async () => {
    vi.resetModules();
    const { useInstallPrompt } = await import('./use-install-prompt');
    window.dispatchEvent(fakeInstallEvent('accepted').event);
    const { result } = renderHook(() => useInstallPrompt());
    expect(result.current.canInstall).toBe(true);
  });

  it('counts as installed once the browser says appinstalled', async () => {
    const { result } = await loadHook();
    act(() => void window.dispatchEvent(fakeInstallEvent('accepted').event));
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(result.current.installed).toBe(true);
    expect(result.current.canInstall).toBe(false);
  });

  it('knows when it runs as the installed app', async () => {
    standalone(true);
    const { result } = await loadHook();
    act(() => void window.dispatchEvent(fakeInstallEvent('accepted').event));
    expect(result.current.installed).toBe(true);
    expect(result.current.canInstall).toBe(false);
  });
});
