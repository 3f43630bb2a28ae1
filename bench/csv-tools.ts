// The CSV tools on a 50,000-line sold order items export: parse only (readCsvTable: papaparse,
// header recognition, cells of the fields the tools use) against parse + analyse (analyseOrders: the same parse,
// then every order through the fee engine, split to its items), interleaved over rounds so a slower stretch of the
// machine hits both alike. The goal: the analysis costs no more than the parse, i.e. parse / (parse + analyse)
// >= 0.5, and the whole file under 2 s.
// The core functions are bundled by esbuild as the server's build bundles them (tsx's on-the-fly transform adds
// helpers to every function and would measure itself), and timed in Node here; csv-tools-browser.ts times the same
// bundle in a Web Worker of headless Chromium.
// Run: pnpm --filter @margin/bench csv-tools [rows] [rounds]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { median } from './stats';
import { soldOrderItemsCsv } from './sold-order-items';

export interface CsvToolsFigures {
  rows: number;
  bytes: number;
  parseMs: number[];
  analyseMs: number[];
}

export interface CsvTimings {
  parseMs: number[];
  analyseMs: number[];
}

/** The timing module (csv-timing.ts) with core bundled in, for Node or the browser. */
export async function bundleTiming(
  platform: 'node' | 'browser',
  entry = platform === 'node' ? './csv-timing.ts' : './csv-worker-entry.ts',
): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL(entry, import.meta.url))],
    bundle: true,
    format: 'esm',
    platform,
    target: platform === 'node' ? 'node20' : 'es2022',
    minify: true,
    write: false,
  });
  return result.outputFiles[0]!.text;
}

export async function benchCsvTools(rows = 50_000, rounds = 5): Promise<CsvToolsFigures> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'margin-csv-bench-')), 'timing.mjs');
  fs.writeFileSync(file, await bundleTiming('node'));
  const { timeCsvTools } = (await import(pathToFileURL(file).href)) as {
    timeCsvTools: (text: string, rounds: number) => CsvTimings;
  };
  const text = soldOrderItemsCsv(rows);
  return { rows, bytes: Buffer.byteLength(text), ...timeCsvTools(text, rounds) };
}

export function describeCsvTools(f: CsvToolsFigures, where = 'Node'): string[] {
  const parse = median(f.parseMs);
  const whole = median(f.analyseMs);
  return [
    `CSV tools, ${f.rows.toLocaleString('en-US')}-line sold order items export (${(f.bytes / 1e6).toFixed(1)} MB), ${where}, median of ${f.parseMs.length}:`,
    `  parse only ${parse.toFixed(0)} ms; parse + analyse ${whole.toFixed(0)} ms; parse / whole = ${(parse / whole).toFixed(2)} (goal >= 0.5)`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = Number(process.argv[2] ?? 50_000);
  const rounds = Number(process.argv[3] ?? 5);
  for (const line of describeCsvTools(await benchCsvTools(rows, rounds))) console.log(line);
}
