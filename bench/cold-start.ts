// Server cold start with the embedded database: spawn the built server (as `pnpm serve` does) and time it
// until /readyz answers 200. "First start" creates and migrates a new data folder; "restart" reopens it.
// Run: pnpm build && pnpm --filter @margin/bench cold-start [runs]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBuiltServer } from '@margin/e2e/built-server';
import { summary } from './stats';

const runs = Number(process.argv[2] ?? 5);

export async function coldStart(): Promise<{ first: number[]; restart: number[] }> {
  const first: number[] = [];
  const restart: number[] = [];
  for (let i = 0; i < runs; i++) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'margin-bench-'));
    const fresh = await startBuiltServer({ DATA_DIR: dataDir });
    first.push(fresh.readyAfterMs);
    await fresh.stop();
    const again = await startBuiltServer({ DATA_DIR: dataDir });
    restart.push(again.readyAfterMs);
    await again.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return { first, restart };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { first, restart } = await coldStart();
  console.log(`cold start, new data folder (create + migrate): ${summary(first)}`);
  console.log(`cold start, existing data folder:              ${summary(restart)}`);
}
