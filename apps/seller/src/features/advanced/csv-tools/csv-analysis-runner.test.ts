import {
  auditPricing,
  soldOrderItemsCsv,
  statementAnalysis,
  statementCsv,
  type AnalysisOptions,
  type GenOrder,
} from '@margin/core';
import { describe, expect, it, vi } from 'vitest';
import {
  answerCsvMessage,
  answerParts,
  ROWS_PER_PART,
  runCsvAnalysis,
  type CsvAnalysisRequest,
  type CsvReadProgress,
  type CsvWorkerAnswer,
  type CsvWorkerMessage,
} from './csv-analysis';
import {
  CsvAnalysisCancelled,
  CsvAnalysisCrashed,
  createCsvAnalysisRunner,
  type AnalysisWorker,
} from './csv-analysis-runner';

const AUDIT_TEXT = 'listing_title,current_price,quantity,base_cost\nMug,28,1,9.5\n';
const AUDIT: CsvAnalysisRequest<'audit'> = {
  tool: 'audit',
  file: new Blob([AUDIT_TEXT]),
  options: { country: 'US', defaultCostPerItem: 5 },
};
const ORDERS: CsvAnalysisRequest<'orders'> = {
  tool: 'orders',
  file: new Blob(['order_id,order_date,item_title,quantity,item_price\n1,2026-03-14,Mug,2,20\n']),
  options: { country: 'GB', targetMargin: 0.4 },
};

/** An audit of `count` listings, a file well past the reader's first 64 KB. */
function bigAudit(count: number): CsvAnalysisRequest<'audit'> {
  const rows = Array.from({ length: count }, (_, i) => `"Mug, no. ${i}",28,1,9.5`);
  return {
    ...AUDIT,
    file: new Blob([`listing_title,current_price,quantity,base_cost\n${rows.join('\n')}\n`]),
  };
}

/** A worker in the same thread: answers each message with the worker's own function, a tick later. */
class FakeWorker implements AnalysisWorker {
  onmessage: AnalysisWorker['onmessage'] = null;
  onerror: AnalysisWorker['onerror'] = null;
  received: CsvWorkerMessage[] = [];
  terminated = false;
  constructor(private readonly behaviour: 'answer' | 'silent' = 'answer') {}
  postMessage(message: CsvWorkerMessage) {
    this.received.push(message);
    if (this.behaviour === 'silent') return;
    setTimeout(() => {
      void answerCsvMessage(message, (answer) => {
        if (!this.terminated) this.onmessage?.({ data: answer } as MessageEvent);
      });
    });
  }
  terminate() {
    this.terminated = true;
  }
  /** The script failed to load, or a policy refused it. */
  fail() {
    this.onerror?.({ preventDefault: () => undefined } as ErrorEvent);
  }
}

describe('the CSV analysis on the device', () => {
  it('reads the file as a stream and answers with core’s own result for each tool', async () => {
    expect(await runCsvAnalysis(AUDIT)).toEqual(auditPricing(AUDIT_TEXT, AUDIT.options));
    const orders = await runCsvAnalysis(ORDERS);
    expect(orders.ok && orders.file.currency).toBe('GBP');
    expect(
      await runCsvAnalysis({ tool: 'listings', file: new Blob(['']), options: { country: 'US' } }),
    ).toEqual({ ok: false, reason: 'Please upload or paste CSV data' });
  });

  it('says how many rows it has read as it goes, up to the whole file', async () => {
    const request = bigAudit(30_000);
    const seen: CsvReadProgress[] = [];
    const result = await runCsvAnalysis(request, (progress) => seen.push(progress));
    expect(result.ok && result.listings.length).toBe(30_000);
    expect(seen.at(-1)).toEqual({ rows: 30_001, bytes: request.file.size, totalBytes: request.file.size });
  });

  it('sends a long answer in parts no bigger than a slice, which add up to the whole', async () => {
    const result = await runCsvAnalysis(bigAudit(ROWS_PER_PART * 2 + 5));
    const parts = answerParts(3, result);
    expect(parts.map((part) => part.type)).toEqual(['head', 'rows', 'rows', 'rows']);
    expect(parts.filter((part) => 'done' in part && part.done)).toHaveLength(1);
    expect(answerParts(4, await runCsvAnalysis(AUDIT))).toEqual([
      { id: 4, type: 'head', result: await runCsvAnalysis(AUDIT), done: true },
    ]);
  });

  it('says the analysis broke, rather than throwing out of the worker, when it throws', async () => {
    const broken = { id: 7, request: { ...AUDIT, options: null as unknown as AnalysisOptions } };
    const answers: CsvWorkerAnswer[] = [];
    await answerCsvMessage(broken, (answer) => answers.push(answer));
    expect(answers.at(-1)).toEqual({ id: 7, type: 'failed' });
  });

  it('runs in the worker, one worker for every request, each answer matched to its request', async () => {
    const worker = new FakeWorker();
    const start = vi.fn(() => worker);
    const runner = createCsvAnalysisRunner(start);
    const big = bigAudit(ROWS_PER_PART * 3);
    const [audit, orders, long] = await Promise.all([
      runner.analyse(AUDIT),
      runner.analyse(ORDERS),
      runner.analyse(big),
    ]);
    expect(audit).toEqual(await runCsvAnalysis(AUDIT));
    expect(orders).toEqual(await runCsvAnalysis(ORDERS));
    expect(long).toEqual(await runCsvAnalysis(big));
    expect(start).toHaveBeenCalledTimes(1);
    expect(worker.received.map((message) => message.request.tool)).toEqual(['audit', 'orders', 'audit']);
  });

  it('stops the worker when a run is cancelled, and runs the others again on a new one', async () => {
    const workers: FakeWorker[] = [];
    const runner = createCsvAnalysisRunner(() => {
      workers.push(new FakeWorker(workers.length === 0 ? 'silent' : 'answer'));
      return workers.at(-1)!;
    });
    const cancel = new AbortController();
    const cancelled = runner.analyse(bigAudit(10), { signal: cancel.signal });
    const other = runner.analyse(ORDERS);
    cancel.abort();
    await expect(cancelled).rejects.toBeInstanceOf(CsvAnalysisCancelled);
    expect(workers[0]?.terminated).toBe(true);
    expect(await other).toEqual(await runCsvAnalysis(ORDERS));
    expect(workers).toHaveLength(2);
  });

  it('runs in the page where there is no worker (the same function, from its own chunk)', async () => {
    const runner = createCsvAnalysisRunner(() => null);
    expect(await runner.analyse(AUDIT)).toEqual(await runCsvAnalysis(AUDIT));
  });

  it('hands the work to the page when the worker fails to load, and does not try it again', async () => {
    const worker = new FakeWorker('silent');
    const start = vi.fn(() => worker);
    const runner = createCsvAnalysisRunner(start);
    const waiting = runner.analyse(AUDIT);
    worker.fail();
    expect(await waiting).toEqual(await runCsvAnalysis(AUDIT));
    expect(worker.terminated).toBe(true);
    expect(await runner.analyse(ORDERS)).toEqual(await runCsvAnalysis(ORDERS));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('rejects what is still running when it is disposed', async () => {
    const runner = createCsvAnalysisRunner(() => new FakeWorker('silent'));
    const waiting = runner.analyse(AUDIT);
    runner.dispose();
    await expect(waiting).rejects.toBeInstanceOf(CsvAnalysisCrashed);
  });
});

const SOLD: GenOrder[] = Array.from({ length: 40 }, (_, i) => ({
  id: String(4_000 + i),
  day: 1 + (i % 27),
  lines: [{ title: `Candle ${i}`, listingId: String(9_000 + i), price: 1_500 + i * 10, quantity: 1 }],
  shipping: 350,
  tax: 0,
  offsite: i % 5 === 0,
}));
const STATEMENT_TEXT = statementCsv(SOLD, {
  country: 'DE',
  language: 'de',
  plants: [{ kind: 'regulatory_rate', order: 2 }],
  vatRegistered: true,
});
const ORDERS_TEXT = soldOrderItemsCsv(SOLD, 'EUR');
const STATEMENT: CsvAnalysisRequest<'statement'> = {
  tool: 'statement',
  file: new Blob([STATEMENT_TEXT]),
  ordersFile: new Blob([ORDERS_TEXT]),
  options: { country: 'DE', statement: { vatRegistered: true, regulatoryFee: true } },
};
const expectedStatement = () =>
  statementAnalysis(STATEMENT_TEXT, {
    country: 'DE',
    statement: { ordersCsv: ORDERS_TEXT, vatRegistered: true, regulatoryFee: true },
  });

describe('the statement reconciliation on the device', () => {
  it('reads the statement and its orders export whole and answers with core’s own reconciliation', async () => {
    const seen: CsvReadProgress[] = [];
    const result = await runCsvAnalysis(STATEMENT, (progress) => seen.push(progress));
    expect(result).toEqual(expectedStatement());
    expect(result.ok && result.summary.orders_differing).toBe(1);
    const totalBytes = STATEMENT.file.size + STATEMENT.ordersFile!.size;
    const lines = (STATEMENT_TEXT + ORDERS_TEXT).split('\n').length - 1;
    expect(seen.at(-1)).toEqual({ rows: lines, bytes: totalBytes, totalBytes });
  });

  it('reconciles the statement alone when no orders export is given', async () => {
    const alone = await runCsvAnalysis({ ...STATEMENT, ordersFile: null });
    expect(alone).toEqual(
      statementAnalysis(STATEMENT_TEXT, {
        country: 'DE',
        statement: { vatRegistered: true, regulatoryFee: true },
      }),
    );
  });

  it('runs in the worker like the other jobs, and a cancelled run stops it', async () => {
    const workers: FakeWorker[] = [];
    const runner = createCsvAnalysisRunner(() => {
      workers.push(new FakeWorker(workers.length === 0 ? 'silent' : 'answer'));
      return workers.at(-1)!;
    });
    const cancel = new AbortController();
    const cancelled = runner.analyse(STATEMENT, { signal: cancel.signal });
    cancel.abort();
    await expect(cancelled).rejects.toBeInstanceOf(CsvAnalysisCancelled);
    expect(workers[0]?.terminated).toBe(true);
    expect(await runner.analyse(STATEMENT)).toEqual(expectedStatement());
    expect(workers[1]?.received.map((message) => message.request.tool)).toEqual(['statement']);
  });
});
