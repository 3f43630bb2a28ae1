export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function summary(values: number[], unit = 'ms'): string {
  return `median ${median(values).toFixed(0)} ${unit}, min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)} (n=${values.length})`;
}
