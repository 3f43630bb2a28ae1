// Parse only against parse + analyse of one CSV text, interleaved over rounds after one warm-up of each: the
// measurement both CSV tools benchmarks run (in Node, and in a browser's Web Worker through csv-worker-entry.ts).
import { analyseOrders, readCsvTable } from '@margin/core';

export function timeCsvTools(text: string, rounds: number): { parseMs: number[]; analyseMs: number[] } {
  const time = (work: () => void) => {
    const start = performance.now();
    work();
    return performance.now() - start;
  };
  const parse = () => {
    if (!readCsvTable(text).ok) throw new Error('parse failed');
  };
  const analyse = () => {
    if (!analyseOrders(text, { country: 'US', defaultCostPerItem: 5 }).ok) throw new Error('analysis failed');
  };
  parse();
  analyse();
  const parseMs: number[] = [];
  const analyseMs: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    parseMs.push(time(parse));
    analyseMs.push(time(analyse));
  }
  return { parseMs, analyseMs };
}
