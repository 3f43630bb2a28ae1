import { TRPCError } from '@trpc/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpHintOf } from '../../http-hint';
import { BUSY_MESSAGE, createHashGate, type HashGate } from './hash-gate';

/** Stand-ins for bcrypt calls that finish only when the test says so; no test depends on real speed. */
function controllableWork() {
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  let running = 0;
  let mostAtOnce = 0;
  return {
    started,
    get mostAtOnce() {
      return mostAtOnce;
    },
    job(name: string) {
      return () => {
        started.push(name);
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        return new Promise<string>((resolve) => {
          finishers.set(name, () => {
            running -= 1;
            resolve(name);
          });
        });
      };
    },
    async finish(name: string) {
      const finisher = finishers.get(name);
      if (!finisher) throw new Error(`${name} has not started`);
      finishers.delete(name);
      finisher();
      await flush();
    },
  };
}

/** Lets settled promises run their continuations (no timers involved). */
async function flush() {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

async function expectBusy(promise: Promise<unknown>, retryAfterSeconds: number) {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expectBusyError(error, retryAfterSeconds);
}

function expectBusyError(error: unknown, retryAfterSeconds: number) {
  expect(error).toBeInstanceOf(TRPCError);
  expect(error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: BUSY_MESSAGE });
  expect(httpHintOf(error)).toMatchObject({ status: 503, retryAfterSeconds });
}

/** Records how each call ended, so a test can check who got through without awaiting them in order. */
function outcome(promise: Promise<unknown>) {
  const state = { settled: false, ok: false, error: undefined as unknown };
  void promise.then(
    () => Object.assign(state, { settled: true, ok: true }),
    (error: unknown) => Object.assign(state, { settled: true, error }),
  );
  return state;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the password hashing gate', () => {
  it('never runs more hashes at once than its concurrency, and runs every one that waits in time', async () => {
    const gate = createHashGate({ concurrency: 2, maxWaitMs: 1000, maxQueuedPerClient: 10 });
    const work = controllableWork();
    const calls = ['a', 'b', 'c', 'd', 'e'].map((name, i) =>
      outcome(gate.run(`192.0.2.${i}`, work.job(name))),
    );
    await flush();
    expect(work.started).toEqual(['a', 'b']);
    expect(gate.load()).toEqual({ running: 2, queued: 3 });

    await work.finish('a');
    expect(work.started).toEqual(['a', 'b', 'c']);
    await work.finish('b');
    await work.finish('c');
    await work.finish('d');
    await work.finish('e');
    expect(work.mostAtOnce).toBe(2);
    expect(calls.every((c) => c.settled && c.ok)).toBe(true);
    expect(gate.load()).toEqual({ running: 0, queued: 0 });
  });

  it('answers 503 busy with Retry-After to a caller that waited the maximum time, and frees its place', async () => {
    const gate = createHashGate({ concurrency: 1, maxWaitMs: 1500 });
    const work = controllableWork();
    void gate.run('192.0.2.1', work.job('slow'));
    const waiting = gate.run('192.0.2.2', work.job('late'));
    await flush();
    expect(gate.load()).toEqual({ running: 1, queued: 1 });

    vi.advanceTimersByTime(1499);
    expect(gate.load().queued).toBe(1);
    vi.advanceTimersByTime(1);
    await expectBusy(waiting, 2);
    expect(gate.load()).toEqual({ running: 1, queued: 0 });

    // The one that gave up never runs, even once the slot frees.
    await work.finish('slow');
    expect(work.started).toEqual(['slow']);
  });

  it('turns callers away at once when its queue is full: no unbounded backlog', async () => {
    const gate = createHashGate({ concurrency: 1, maxWaitMs: 1000, maxQueued: 2 });
    const work = controllableWork();
    void gate.run('192.0.2.1', work.job('running'));
    const queued = [gate.run('192.0.2.2', work.job('q1')), gate.run('192.0.2.3', work.job('q2'))];
    await expectBusy(gate.run('192.0.2.4', work.job('over')), 1);
    expect(gate.load()).toEqual({ running: 1, queued: 2 });

    await work.finish('running');
    await work.finish('q1');
    await work.finish('q2');
    await expect(Promise.all(queued)).resolves.toEqual(['q1', 'q2']);
    expect(work.started).not.toContain('over');
  });

  it('without a wait it only runs what fits in its free slots', async () => {
    const gate = createHashGate({ concurrency: 1, maxWaitMs: 0 });
    const work = controllableWork();
    void gate.run('192.0.2.1', work.job('running'));
    await expectBusy(gate.run('192.0.2.2', work.job('refused')), 1);
    await work.finish('running');
    const next = gate.run('192.0.2.2', work.job('next'));
    await work.finish('next');
    await expect(next).resolves.toBe('next');
    expect(work.started).toEqual(['running', 'next']);
  });

  it('lets one address hold at most two places in the queue', async () => {
    const gate = createHashGate({ concurrency: 1, maxWaitMs: 1000 });
    const work = controllableWork();
    void gate.run('198.51.100.9', work.job('running'));
    const office = [gate.run('198.51.100.9', work.job('w1')), gate.run('198.51.100.9', work.job('w2'))];
    await expectBusy(gate.run('198.51.100.9', work.job('w3')), 1);
    // Another address still gets a place.
    const other = outcome(gate.run('192.0.2.7', work.job('other')));
    expect(gate.load()).toEqual({ running: 1, queued: 3 });

    await work.finish('running');
    await work.finish(work.started.at(-1)!);
    await work.finish(work.started.at(-1)!);
    await work.finish(work.started.at(-1)!);
    await expect(Promise.all(office)).resolves.toEqual(['w1', 'w2']);
    expect(other.ok).toBe(true);
  });

  describe('fairness between addresses', () => {
    /** Ten addresses that have each asked for a hash every second for a minute, as a flood does. */
    async function flooded(gate: HashGate, work: ReturnType<typeof controllableWork>) {
      for (let second = 0; second < 60; second++) {
        for (let a = 0; a < 10; a++) {
          const name = `flood-${second}-${a}`;
          const call = gate.run(`203.0.113.${a}`, work.job(name));
          void call.catch(() => undefined);
          await flush();
          if (work.started.at(-1) === name) await work.finish(name);
        }
        vi.advanceTimersByTime(1000);
      }
    }

    it('serves an address with little recent demand before the flooding addresses already waiting', async () => {
      const gate = createHashGate({ concurrency: 1, maxWaitMs: 1000, maxQueued: 16 });
      const work = controllableWork();
      await flooded(gate, work);

      void gate.run('203.0.113.0', work.job('running')).catch(() => undefined);
      const flood = Array.from({ length: 10 }, (_, a) =>
        outcome(gate.run(`203.0.113.${a}`, work.job(`waiting-${a}`))),
      );
      const seller = outcome(gate.run('192.0.2.50', work.job('seller')));
      await flush();
      expect(gate.load()).toEqual({ running: 1, queued: 11 });

      await work.finish('running');
      expect(work.started.at(-1)).toBe('seller');
      await work.finish('seller');
      expect(seller.ok).toBe(true);
      expect(flood.some((c) => c.settled)).toBe(false);
    });

    it('turns away the heaviest waiter, not a newcomer, when the queue is full', async () => {
      const gate = createHashGate({ concurrency: 1, maxWaitMs: 1000, maxQueued: 4 });
      const work = controllableWork();
      await flooded(gate, work);

      void gate.run('203.0.113.0', work.job('running')).catch(() => undefined);
      const flood = [1, 2, 3, 4].map((a) => outcome(gate.run(`203.0.113.${a}`, work.job(`waiting-${a}`))));
      await flush();
      expect(gate.load().queued).toBe(4);

      const seller = outcome(gate.run('192.0.2.50', work.job('seller')));
      await flush();
      expect(gate.load().queued).toBe(4);
      const turnedAway = flood.filter((c) => c.settled);
      expect(turnedAway).toHaveLength(1);
      expectBusyError(turnedAway[0]!.error, 1);

      await work.finish('running');
      expect(work.started.at(-1)).toBe('seller');
      await work.finish('seller');
      expect(seller.ok).toBe(true);
    });

    it('forgets demand over time, so a former flooder is served again like anyone else', async () => {
      const gate = createHashGate({ concurrency: 1, maxWaitMs: 1000 });
      const work = controllableWork();
      await flooded(gate, work);
      vi.advanceTimersByTime(30 * 60_000);
      // A seller who signed in a minute ago: one hash, half forgotten since.
      const earlier = gate.run('192.0.2.50', work.job('earlier'));
      await work.finish('earlier');
      await earlier;
      vi.advanceTimersByTime(60_000);

      void gate.run('192.0.2.99', work.job('running'));
      const seller = outcome(gate.run('192.0.2.50', work.job('seller')));
      const former = outcome(gate.run('203.0.113.3', work.job('former')));
      await work.finish('running');
      // Sixty requests half an hour ago now weigh less than one a minute ago.
      expect(work.started.at(-1)).toBe('former');
      await work.finish('former');
      await work.finish('seller');
      expect(former.ok && seller.ok).toBe(true);
    });
  });
});
