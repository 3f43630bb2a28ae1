import {
  ANALYSIS_TIMEOUT_MESSAGE,
  BUSY_MESSAGE,
  createInProcessAnalyses,
  createWorkerPoolAnalyses,
  CsvUpload,
  httpHintOf,
  NOT_JSON_DETAIL,
  type CsvAnalyses,
  type WorkerPoolOptions,
} from '@margin/api';
import {
  installRates,
  LISTINGS_TEMPLATE,
  ORDERS_TEMPLATE,
  PRICING_AUDIT_TEMPLATE,
  ratesTable,
  resetRates,
  templateCsv,
} from '@margin/core';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { analysisWorkerUrl } from './analysis-pool';
import { loopTurnsDuring } from './test-support';

const pools: CsvAnalyses[] = [];
function pool(options: Partial<WorkerPoolOptions> = {}): CsvAnalyses {
  const created = createWorkerPoolAnalyses({
    workerUrl: analysisWorkerUrl(),
    workers: 1,
    maxQueued: 2,
    ...options,
  });
  pools.push(created);
  return created;
}
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

/** Our orders template with `orders` orders of two lines each (about 2 × orders rows). */
function ordersFile(orders: number): string {
  const lines = [ORDERS_TEMPLATE.columns.join(',')];
  for (let i = 0; i < orders; i++) {
    const day = `2026-0${1 + (i % 9)}-${String(1 + (i % 28)).padStart(2, '0')}`;
    const price = (5 + (i % 40) + (i % 7) / 10).toFixed(2);
    lines.push(
      `${i},${day},Mug ${i % 50},Blue,MUG-${i % 50},${1 + (i % 3)},${price},4.00,0,1.50,0.80,0,3.25,`,
    );
    lines.push(`${i},${day},Towel ${i % 30},,TWL-${i % 30},1,12.00,4.00,0,1.50,0.80,0,2.00,${i % 5 === 0}`);
  }
  return lines.join('\n');
}

/** A stand-in worker module, written to a file of its own (piscina loads its task from a path). */
const standInDir = mkdtempSync(join(tmpdir(), 'margin-analysis-stand-in-'));
afterAll(() => rmSync(standInDir, { recursive: true, force: true }));
let standIns = 0;
function workerSource(code: string): URL {
  const file = join(standInDir, `stand-in-${++standIns}.mjs`);
  writeFileSync(file, code);
  return pathToFileURL(file);
}

const US = { country: 'US', targetMargin: 0.4, defaultCostPerItem: 2 };

async function refusalOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('the analysis was not refused');
}

describe('the CSV analyses on worker threads', () => {
  it('answers exactly what the in-process analyses answer, for all three tools', async () => {
    const threads = pool({ workers: 2 });
    const here = createInProcessAnalyses();
    const products = [{ name: 'Towel 3', costPerItem: 4.4, currency: 'USD' }];
    const cases = [
      ['audit', templateCsv(PRICING_AUDIT_TEMPLATE), { country: 'GB', offsiteAds: true }],
      ['listings', templateCsv(LISTINGS_TEMPLATE), { country: 'DE', targetMargin: 0.3 }],
      // Long enough to come back in slices (2,000 rows each): 5,000 items of 2,500 orders.
      ['orders', ordersFile(2_500), { ...US, products }],
      ['orders', '', US],
    ] as const;
    for (const [kind, text, options] of cases) {
      const [off, on] = await Promise.all([threads.run(kind, text, options), here.run(kind, text, options)]);
      expect(off).toEqual(on);
    }
    expect(threads.load()).toEqual({ running: 0, queued: 0 });
  });

  it('converts the dollar fees at the rates in force on the main thread, not at the bundled ones', async () => {
    const threads = pool();
    const audit = () => threads.run('audit', templateCsv(PRICING_AUDIT_TEMPLATE), { country: 'GB' });
    const bundled = await audit();
    const table = ratesTable();
    // A pound worth less against the dollar: the 0.20 USD listing fee costs more pence.
    installRates({ ...table, as_of: '2099-01-02', rates: { ...table.rates, GBP: '0.900000' } });
    try {
      const later = await audit();
      expect(later).toEqual(
        await createInProcessAnalyses().run('audit', templateCsv(PRICING_AUDIT_TEMPLATE), { country: 'GB' }),
      );
      expect(later).not.toEqual(bundled);
    } finally {
      resetRates();
    }
  });

  it('answers 503 busy with Retry-After once every thread is working and the queue is full', async () => {
    const threads = pool({ workers: 1, maxQueued: 1, retryAfterSeconds: 7 });
    const big = ordersFile(10_000);
    const running = threads.run('orders', big, US);
    const queued = threads.run('orders', big, US);
    expect(threads.load()).toEqual({ running: 1, queued: 1 });
    const refused = await refusalOf(threads.run('audit', templateCsv(PRICING_AUDIT_TEMPLATE), US));
    expect(refused).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: BUSY_MESSAGE });
    expect(httpHintOf(refused)).toMatchObject({ status: 503, retryAfterSeconds: 7 });
    // The two it took are answered, and then there is room again.
    const [first, second] = await Promise.all([running, queued]);
    expect(first.ok && second.ok && first.summary.orders).toBe(10_000);
    expect((await threads.run('audit', templateCsv(PRICING_AUDIT_TEMPLATE), US)).ok).toBe(true);
  }, 30_000);

  it('answers 503 busy to an analysis that waited too long for a thread', async () => {
    const threads = pool({ workers: 1, maxQueued: 5, maxWaitMs: 50 });
    const running = threads.run('orders', ordersFile(10_000), US);
    const waiting = await refusalOf(threads.run('orders', ordersFile(10), US));
    expect(waiting).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: BUSY_MESSAGE });
    expect(threads.load()).toEqual({ running: 1, queued: 0 });
    expect((await running).ok).toBe(true);
  }, 30_000);

  it('moves an upload to its thread without a copy, and reads it there as the in-process analyses do', async () => {
    const threads = pool();
    const here = createInProcessAnalyses();
    const products = [{ name: 'Towel 3', costPerItem: 4.4, currency: 'USD' }];
    const file = ordersFile(100);
    const json = new TextEncoder().encode(JSON.stringify({ csv_content: file, target_margin: 0.3 }));
    const sent = new CsvUpload('json', [json.subarray(0, 1000).slice(), json.subarray(1000).slice()]);
    const answer = await threads.runUpload('orders', sent, products);
    // Transferred: the main thread's blocks are detached, so the body is not held here any more.
    expect(sent.blocks.map((block) => block.byteLength)).toEqual([0, 0]);
    const bytes = new TextEncoder().encode(file);
    expect(answer).toEqual(
      await here.runUpload('orders', new CsvUpload('csv', [bytes], { target_margin: 0.3 }), products),
    );
    expect(answer).toEqual(
      await here.run('orders', file, { country: 'US', targetMargin: 0.3, defaultCostPerItem: 5, products }),
    );
    const broken = new CsvUpload('json', [new TextEncoder().encode('{"csv_content": ')]);
    const refused = await refusalOf(threads.runUpload('orders', broken, []));
    expect(refused).toMatchObject({ code: 'BAD_REQUEST', message: NOT_JSON_DETAIL });
    expect(threads.load()).toEqual({ running: 0, queued: 0 });
  });

  it.runIf(process.platform === 'linux')(
    'runs its threads at the nice value asked for, the event loop at its own',
    async () => {
      /** The nice values of this process's threads (/proc: field 19 of each task's stat). */
      const niceValues = () =>
        readdirSync('/proc/self/task').map((tid) => {
          const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
          return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
        });
      expect(niceValues()).not.toContain(7);
      const threads = pool({ nice: 7 });
      await threads.run('orders', ordersFile(10), US);
      expect(niceValues()).toContain(7);
      expect(getPriority(0)).toBe(0);
    },
  );

  it('stops an analysis past its time with a 422 sentence, and the next file gets a fresh thread', async () => {
    // A stand-in thread: spins for ever on 'hang' (as a pathological file might), answers anything else at once.
    const standIn = workerSource(`
      import { threadId } from 'node:worker_threads';
      export default ({ source }) => {
        if (source.text === 'hang') for (;;) {}
        return { type: 'result', result: { ok: false, reason: 'thread ' + threadId }, slices: 0 };
      };`);
    // Long enough for a busy machine to start the thread and answer 'hello'; 'hang' never answers at all.
    const threads = pool({ workerUrl: standIn, workers: 1, timeoutMs: 3_000 });
    const first = await threads.run('orders', 'hello', US);
    const slow = await refusalOf(threads.run('orders', 'hang', US));
    expect(slow).toMatchObject({ code: 'UNPROCESSABLE_CONTENT', message: ANALYSIS_TIMEOUT_MESSAGE });
    expect(httpHintOf(slow)).toMatchObject({ status: 422 });
    expect(threads.load()).toEqual({ running: 0, queued: 0 });
    const next = await threads.run('orders', 'hello', US);
    expect(next.ok).toBe(false);
    expect(next).not.toEqual(first); // answered by another thread
  });

  it('fails an analysis whose thread dies (a 500 for the caller) and starts another for the next one', async () => {
    // A stand-in thread that dies on every file (as one out of memory would).
    const dying = workerSource('export default () => process.exit(3);');
    const threads = pool({ workerUrl: dying, workers: 1 });
    const failed = await refusalOf(threads.run('orders', 'x', US));
    expect(failed).toBeInstanceOf(Error);
    expect((failed as Error).message).toBe('CSV analysis thread stopped (exit code 3)');
    expect(httpHintOf(failed)).toBeUndefined();
    const again = await refusalOf(threads.run('orders', 'x', US));
    expect((again as Error).message).toBe('CSV analysis thread stopped (exit code 3)');
    expect(threads.load()).toEqual({ running: 0, queued: 0 });
  });

  it('stops a thread at its heap limit, tells the log hook, and fails only that analysis', async () => {
    // A stand-in thread that holds ever more memory on 'grow' (as a huge file might), answers anything else at once.
    const growing = workerSource(`
      export default ({ source }) => {
        const held = [];
        while (source.text === 'grow') held.push(new Array(100_000).fill(held.length));
        return { type: 'result', result: { ok: false, reason: 'small' }, slices: 0 };
      };`);
    const threadErrors: unknown[] = [];
    const threads = pool({
      workerUrl: growing,
      workers: 1,
      maxMemoryMb: 32,
      onThreadError: (error) => threadErrors.push(error),
    });
    const failed = await refusalOf(threads.run('orders', 'grow', US));
    expect(failed).toBeInstanceOf(Error);
    expect(httpHintOf(failed)).toBeUndefined();
    expect(threadErrors).toMatchObject([{ code: 'ERR_WORKER_OUT_OF_MEMORY' }]);
    // The server is still here, and the next file gets a fresh thread.
    expect(await threads.run('orders', 'small', US)).toEqual({ ok: false, reason: 'small' });
    expect(threads.load()).toEqual({ running: 0, queued: 0 });
  });

  it('keeps the event loop turning while a large file is analysed (in-process, it stands still)', async () => {
    const file = ordersFile(25_000); // 50,000 rows
    const analyse = (analyses: CsvAnalyses) =>
      loopTurnsDuring(async () => {
        const result = await analyses.run('orders', file, US);
        expect(result.ok && result.items.length).toBe(50_000);
      });
    const threads = pool({ workers: 1 });
    await threads.run('audit', templateCsv(PRICING_AUDIT_TEMPLATE), US); // the thread is up
    const off = await analyse(threads);
    const on = await analyse(createInProcessAnalyses());
    // In-process no timer runs until the analysis is over; on the thread the loop serves others meanwhile
    // (the figures: pnpm --filter @margin/bench csv-event-loop).
    expect(on.turns).toBeLessThanOrEqual(1);
    expect(off.turns).toBeGreaterThan(20);
  }, 60_000);

  it('refuses what is waiting when closed', async () => {
    const threads = pool({ workers: 1, maxQueued: 2 });
    const running = refusalOf(threads.run('orders', ordersFile(10_000), US));
    const queued = refusalOf(threads.run('orders', ordersFile(10), US));
    await threads.close();
    expect(await running).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(await queued).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(await refusalOf(threads.run('orders', '', US))).toMatchObject({ message: BUSY_MESSAGE });
  });
});
