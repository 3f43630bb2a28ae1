// The CSV tools on a 50,000-line sold order items export (issue 12): parse only (readCsvTable: papaparse,
// header recognition, cells of the fields the tools use) against parse + analyse (analyseOrders: the same parse,
// then every order through the fee engine, split to its items), in this process, interleaved over rounds so a
// slower stretch of the machine hits both alike. The goal: the analysis costs no more than the parse, i.e.
// parse / (parse + analyse) >= 0.5, and the whole file under 2 s.
// Run: pnpm --filter @margin/bench csv-tools [rows] [rounds]
import { performance } from 'node:perf_hooks';
import { analyseOrders, readCsvTable } from '@margin/core';
import { soldOrderItemsCsv } from './sold-order-items';
import { median } from './stats';

export interface CsvToolsFigures {
  rows: number;
  bytes: number;
  parseMs: number[];
  analyseMs: number[];
}

export function benchCsvTools(rows = 50_000, rounds = 5): CsvToolsFigures {
  const text = soldOrderItemsCsv(rows);
  const time = (work: () => unknown) => {
    const start = performance.now();
    work();
    return performance.now() - start;
  };
  const parse = () => {
    const table = readCsvTable(text);
    if (!table.ok || table.records.length !== rows) throw new Error('parse failed');
  };
  const analyse = () => {
    const result = analyseOrders(text, { country: 'US', defaultCostPerItem: 5 });
    if (!result.ok || result.items.length !== rows) throw new Error('analysis failed');
  };
  parse(); // warm up both paths once
  analyse();
  const figures: CsvToolsFigures = { rows, bytes: Buffer.byteLength(text), parseMs: [], analyseMs: [] };
  for (let round = 0; round < rounds; round += 1) {
    figures.parseMs.push(time(parse));
    figures.analyseMs.push(time(analyse));
  }
  return figures;
}

export function describeCsvTools(f: CsvToolsFigures): string[] {
  const parse = median(f.parseMs);
  const whole = median(f.analyseMs);
  return [
    `CSV tools, ${f.rows.toLocaleString('en-US')}-line sold order items export (${(f.bytes / 1e6).toFixed(1)} MB), Node, median of ${f.parseMs.length}:`,
    `  parse only ${parse.toFixed(0)} ms; parse + analyse ${whole.toFixed(0)} ms; parse / whole = ${(parse / whole).toFixed(2)} (goal >= 0.5)`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = Number(process.argv[2] ?? 50_000);
  const rounds = Number(process.argv[3] ?? 5);
  for (const line of describeCsvTools(benchCsvTools(rows, rounds))) console.log(line);
}
