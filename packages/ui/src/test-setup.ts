import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy... and waitFor wait up to 15 s, not 1: a lazy screen's or a deferred menu's first render on a loaded
// two-core machine (CI, or tests beside a build) can take several seconds. A screen that never appears still fails.
configure({ asyncUtilTimeout: 15_000 });

// Mantine reads these browser APIs, which happy-dom does not fully provide.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;
// The screen tests run in VM contexts (vitest's vmThreads pool), which have the web globals happy-dom gives and not
// Node's own: the shop connection's popup reports on a BroadcastChannel. Node's reaches every thread of the
// process, where other test files run at the same time, so each thread's channels get names of their own.
if (typeof globalThis.BroadcastChannel === 'undefined') {
  const { BroadcastChannel: NodeChannel, threadId } = await import('node:worker_threads');
  globalThis.BroadcastChannel = class extends NodeChannel {
    constructor(name: string) {
      super(`${threadId}:${name}`);
    }
  } as unknown as typeof BroadcastChannel;
}
if (typeof Element.prototype.scrollIntoView !== 'function')
  Element.prototype.scrollIntoView = () => undefined;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
