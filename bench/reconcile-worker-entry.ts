// Runs in a Web Worker of headless Chromium (bundled by reconcile-browser.ts): papaparse's parse of a month's
// statement and orders export against the whole reconciliation of the same two files, interleaved over rounds
// after one warm-up of each. (The bench compiles without the DOM's types, hence the cast.)
import { statementAnalysis } from '@margin/core';
import Papa from 'papaparse';

const worker = globalThis as unknown as {
  onmessage: ((event: { data: { statement: string; orders: string; rounds: number } }) => void) | null;
  postMessage: (message: unknown) => void;
};

worker.onmessage = (event) => {
  const { statement, orders, rounds } = event.data;
  const time = (work: () => void) => {
    const start = performance.now();
    work();
    return performance.now() - start;
  };
  const parse = () => {
    Papa.parse(statement, { header: false, skipEmptyLines: 'greedy' });
    Papa.parse(orders, { header: false, skipEmptyLines: 'greedy' });
  };
  const reconcile = () => {
    const result = statementAnalysis(statement, { country: 'GB', statement: { ordersCsv: orders } });
    if (!result.ok || result.summary.orders_differing !== 0) throw new Error('not reconciled');
  };
  parse();
  reconcile();
  const parseMs: number[] = [];
  const reconcileMs: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    parseMs.push(time(parse));
    reconcileMs.push(time(reconcile));
  }
  worker.postMessage({ parseMs, reconcileMs });
};
