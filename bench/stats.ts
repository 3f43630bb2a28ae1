export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function summary(values: number[], unit = 'ms'): string {
  return `median ${median(values).toFixed(0)} ${unit}, min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)} (n=${values.length})`;
}

/** 1234567.8 -> "1,234,568". */
export function thousands(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

/** Like `summary`, for throughputs: "median 1,234,567 ops/s, min 1,200,000, max 1,250,000 (n=5)". */
export function rateSummary(values: number[], unit = 'ops/s'): string {
  return `median ${thousands(median(values))} ${unit}, min ${thousands(Math.min(...values))}, max ${thousands(Math.max(...values))} (n=${values.length})`;
}

/** Nearest-rank percentile (p in 0..100) of a non-empty list. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}
