// Sums vitest's per-package "Tests  3 failed | 40 passed | 1 skipped (44)" lines into one closing line.
import { readFileSync } from 'node:fs';

const strip = (s) => s.replace(/\u001b\[[0-9;]*m/g, '');
const totals = { passed: 0, failed: 0, skipped: 0 };
for (const line of strip(readFileSync(process.argv[2], 'utf8')).split('\n')) {
  const m = line.match(/^\S*\s*Tests\s+(.*)\(\d+\)\s*$/);
  if (!m) continue;
  for (const part of m[1].split('|')) {
    const [, n, kind] = part.trim().match(/^(\d+) (passed|failed|skipped|todo)$/) ?? [];
    if (kind === 'todo') totals.skipped += Number(n);
    else if (kind) totals[kind] += Number(n);
  }
}
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
