import { auditPricing, type AnalysisOptions } from '@margin/core';
import { describe, expect, it, vi } from 'vitest';
import {
  answerCsvMessage,
  runCsvAnalysis,
  type CsvAnalysisRequest,
  type CsvWorkerMessage,
} from './csv-analysis';
import { CsvAnalysisCrashed, createCsvAnalysisRunner, type AnalysisWorker } from './csv-analysis-runner';

const AUDIT: CsvAnalysisRequest<'audit'> = {
  tool: 'audit',
  text: 'listing_title,current_price,quantity,base_cost\nMug,28,1,9.5\n',
  options: { country: 'US', defaultCostPerItem: 5 },
};
const ORDERS: CsvAnalysisRequest<'orders'> = {
  tool: 'orders',
  text: 'order_id,order_date,item_title,quantity,item_price\n1,2026-03-14,Mug,2,20\n',
  options: { country: 'GB', targetMargin: 0.4 },
};

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
    setTimeout(() => this.onmessage?.({ data: answerCsvMessage(message) } as MessageEvent));
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
  it('answers with core’s own result for each tool', () => {
    expect(runCsvAnalysis(AUDIT)).toEqual(auditPricing(AUDIT.text, AUDIT.options));
    const orders = runCsvAnalysis(ORDERS);
    expect(orders.ok && orders.file.currency).toBe('GBP');
    expect(runCsvAnalysis({ tool: 'listings', text: '', options: { country: 'US' } })).toEqual({
      ok: false,
      reason: 'Please upload or paste CSV data',
    });
  });

  it('says the analysis broke, rather than throwing out of the worker, when it throws', () => {
    const broken = { id: 7, request: { ...AUDIT, options: null as unknown as AnalysisOptions } };
    expect(answerCsvMessage(broken)).toEqual({ id: 7, ok: false });
    expect(answerCsvMessage({ id: 8, request: AUDIT })).toEqual({
      id: 8,
      ok: true,
      result: runCsvAnalysis(AUDIT),
    });
  });

  it('runs in the worker, one worker for every request, each answer matched to its request', async () => {
    const worker = new FakeWorker();
    const start = vi.fn(() => worker);
    const runner = createCsvAnalysisRunner(start);
    const [audit, orders] = await Promise.all([runner.analyse(AUDIT), runner.analyse(ORDERS)]);
    expect(audit).toEqual(runCsvAnalysis(AUDIT));
    expect(orders).toEqual(runCsvAnalysis(ORDERS));
    expect(start).toHaveBeenCalledTimes(1);
    expect(worker.received.map((message) => message.request.tool)).toEqual(['audit', 'orders']);
    expect(new Set(worker.received.map((message) => message.id)).size).toBe(2);
  });

  it('runs in the page where there is no worker (the same function, from its own chunk)', async () => {
    const runner = createCsvAnalysisRunner(() => null);
    expect(await runner.analyse(AUDIT)).toEqual(runCsvAnalysis(AUDIT));
  });

  it('hands the work to the page when the worker fails to load, and does not try it again', async () => {
    const worker = new FakeWorker('silent');
    const start = vi.fn(() => worker);
    const runner = createCsvAnalysisRunner(start);
    const waiting = runner.analyse(AUDIT);
    worker.fail();
    expect(await waiting).toEqual(runCsvAnalysis(AUDIT));
    expect(worker.terminated).toBe(true);
    expect(await runner.analyse(ORDERS)).toEqual(runCsvAnalysis(ORDERS));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('rejects what is still running when it is disposed', async () => {
    const runner = createCsvAnalysisRunner(() => new FakeWorker('silent'));
    const waiting = runner.analyse(AUDIT);
    runner.dispose();
    await expect(waiting).rejects.toBeInstanceOf(CsvAnalysisCrashed);
  });
});
