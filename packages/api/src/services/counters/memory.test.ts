import { describe, expect, it } from 'vitest';
import { createMemoryCounterStore, FixedWindows } from './memory';

describe('fixed windows in memory', () => {
  it('counts hits in a window, tells the time left, and starts over when it ends', () => {
    let now = 1_000;
    const windows = new FixedWindows(() => now);
    expect(windows.hit('a', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    now += 20_000;
    expect(windows.hit('a', 60_000)).toEqual({ count: 2, resetInMs: 40_000 });
    expect(windows.peek('a')).toEqual({ count: 2, resetInMs: 40_000 });
    expect(windows.peek('b')).toEqual({ count: 0, resetInMs: 0 });
    now += 40_000;
    expect(windows.peek('a')).toEqual({ count: 0, resetInMs: 0 });
    expect(windows.hit('a', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
  });

  it('forgets the windows of clients that went away', () => {
    let now = 0;
    const windows = new FixedWindows(() => now);
    for (let i = 0; i < 999; i++) windows.hit(`gone-${i}`, 1_000);
    now += 1_000;
    // The thousandth new window sweeps the ended ones; a key hit again after its window ended starts anew.
    windows.hit('new', 1_000);
    expect(windows.size).toBe(1);
  });

  it('is what the memory counter store counts with', async () => {
    const store = createMemoryCounterStore(() => 0);
    await store.hit('k', 100);
    expect(await store.hit('k', 100)).toEqual({ count: 2, resetInMs: 100 });
    await store.reset('k');
    expect(await store.peek('k')).toEqual({ count: 0, resetInMs: 0 });
  });
});
