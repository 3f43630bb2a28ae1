import { hintedError } from '../../http-hint';

/**
 * Bounds the password-hashing work (bcrypt) the server takes on, so a flood of wrong-password sign-ins cannot
 * eat every core and leave the calculator, and the sellers signing in, waiting behind it.
 *
 * - At most `concurrency` hashes run at once. bcrypt runs on libuv's thread pool, off the event loop, but it
 *   still needs a core: on a 2-core machine one hash at a time leaves the other core to the event loop and the
 *   embedded database.
 * - Callers beyond that wait in a short queue of at most `maxQueued` entries, and for at most `maxWaitMs`;
 *   then they get 503 'busy' with Retry-After. Nothing else is ever held: no unbounded backlog.
 * - Fairness. A first-come queue puts a seller behind the flood's waiters (about 0.26 s of bcrypt each; a cap
 *   of one place per address still leaves one per flooding address ahead). Measured on 2 cores with 10
 *   addresses each sending a wrong-password sign-in a second, and a seller signing in meanwhile: first come, half of the sellers' sign-ins waited out the maximum wait
 *   and got 503 (5/10 in, p50 1.5 s). So the queue is ordered by each address's recent demand (hash requests,
 *   decaying with a half-life of a minute) instead: an address that asked for one hash lately goes ahead of
 *   one that asked for sixty, and when the queue is full the heaviest waiter is the one turned away. A flood
 *   then only delays a seller by the hashes already running (measured: 10/10 in, p50 0.43 s, p99 0.57 s).
 *   Each address may also hold at most `maxQueuedPerClient` places in the queue; two, not one, so two
 *   sellers behind one office address can sign in together.
 *
 * Hand-written, and small: p-limit and p-queue (which has priorities) neither bound their queue nor give each
 * waiter a deadline, and neither turns the heaviest waiter away for a lighter newcomer.
 */
export interface HashGate {
  /**
   * Runs `work` (one bcrypt call) once a slot is free. `client` is the caller's address. Rejects with a 503
   * TRPCError (HTTP status and Retry-After in its hint) when the work cannot start within the maximum wait.
   */
  run<T>(client: string, work: () => Promise<T>): Promise<T>;
  /** What is running and waiting right now (for tests and diagnostics). */
  load(): { running: number; queued: number };
}

export interface HashGateOptions {
  /** Hashes running at once. */
  concurrency: number;
  /** Longest time a caller waits for a slot before the 503. 0 turns the queue off. */
  maxWaitMs: number;
  /** Waiters at most; default 8 per slot (more could not start within a short wait anyway). */
  maxQueued?: number;
  /** Places in the queue one address may hold at once; default 2. */
  maxQueuedPerClient?: number;
  /** How quickly an address's demand is forgotten; default one minute (the sign-in limit's window). */
  demandHalfLifeMs?: number;
  /** Addresses whose demand is remembered, least recently seen forgotten first; default 10,000. */
  maxTrackedClients?: number;
  /** Clock for the demand decay; Date.now unless a test controls time. */
  now?: () => number;
}

export const BUSY_MESSAGE = 'The server is busy. Please try again in a moment.';

interface Waiter {
  client: string;
  demand: number;
  seq: number;
  start: () => void;
  fail: (error: unknown) => void;
  timer: ReturnType<typeof setTimeout> | undefined;
}

export function createHashGate(options: HashGateOptions): HashGate {
  const concurrency = Math.max(1, Math.floor(options.concurrency));
  const maxWaitMs = Math.max(0, options.maxWaitMs);
  const maxQueued = maxWaitMs === 0 ? 0 : Math.max(0, options.maxQueued ?? concurrency * 8);
  const maxQueuedPerClient = Math.max(1, options.maxQueuedPerClient ?? 2);
  const halfLifeMs = options.demandHalfLifeMs ?? 60_000;
  const maxTrackedClients = Math.max(1, options.maxTrackedClients ?? 10_000);
  const now = options.now ?? Date.now;
  const retryAfterSeconds = Math.max(1, Math.ceil(maxWaitMs / 1000));

  let running = 0;
  let seq = 0;
  const queue: Waiter[] = [];
  const queuedByClient = new Map<string, number>();
  /** Decayed count of hash requests per address; insertion order is least recently seen first. */
  const demandByClient = new Map<string, { value: number; at: number }>();

  const busy = () => hintedError('SERVICE_UNAVAILABLE', BUSY_MESSAGE, { status: 503, retryAfterSeconds });

  function recordDemand(client: string): number {
    const t = now();
    const previous = demandByClient.get(client);
    const decayed = previous ? previous.value * 2 ** (-(t - previous.at) / halfLifeMs) : 0;
    const value = decayed + 1;
    demandByClient.delete(client);
    demandByClient.set(client, { value, at: t });
    if (demandByClient.size > maxTrackedClients) {
      const oldest = demandByClient.keys().next().value;
      if (oldest !== undefined) demandByClient.delete(oldest);
    }
    return value;
  }

  /** Lighter demand first, then first come. */
  const before = (a: Waiter, b: Waiter) => a.demand < b.demand || (a.demand === b.demand && a.seq < b.seq);

  function addQueued(client: string, delta: number) {
    const count = (queuedByClient.get(client) ?? 0) + delta;
    if (count > 0) queuedByClient.set(client, count);
    else queuedByClient.delete(client);
  }

  function removeWaiter(waiter: Waiter) {
    const index = queue.indexOf(waiter);
    if (index >= 0) queue.splice(index, 1);
    if (waiter.timer !== undefined) clearTimeout(waiter.timer);
    addQueued(waiter.client, -1);
  }

  function startNext() {
    while (running < concurrency && queue.length > 0) {
      let next = queue[0]!;
      for (const waiter of queue) if (before(waiter, next)) next = waiter;
      removeWaiter(next);
      next.start();
    }
  }

  function execute<T>(work: () => Promise<T>): Promise<T> {
    running += 1;
    const release = () => {
      running -= 1;
      startNext();
    };
    return (async () => work())().finally(release);
  }

  return {
    run<T>(client: string, work: () => Promise<T>): Promise<T> {
      const demand = recordDemand(client);
      if (running < concurrency && queue.length === 0) return execute(work);
      if (maxQueued === 0 || (queuedByClient.get(client) ?? 0) >= maxQueuedPerClient) {
        return Promise.reject(busy());
      }

      if (queue.length >= maxQueued) {
        let heaviest = queue[0]!;
        for (const waiter of queue) if (before(heaviest, waiter)) heaviest = waiter;
        // The newcomer goes away unless it is lighter than someone already waiting.
        if (!(demand < heaviest.demand)) return Promise.reject(busy());
        removeWaiter(heaviest);
        heaviest.fail(busy());
      }

      return new Promise<T>((resolve, reject) => {
        const waiter: Waiter = {
          client,
          demand,
          seq: seq++,
          start: () => {
            void execute(work).then(resolve, reject);
          },
          fail: reject,
          timer: undefined,
        };
        waiter.timer = setTimeout(() => {
          removeWaiter(waiter);
          reject(busy());
        }, maxWaitMs);
        queue.push(waiter);
        addQueued(client, 1);
      });
    },
    load: () => ({ running, queued: queue.length }),
  };
}
