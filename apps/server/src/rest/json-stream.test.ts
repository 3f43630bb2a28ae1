import { describe, expect, it } from 'vitest';
import { jsonSlices, jsonStream } from './json-stream';

async function text(value: unknown, rowsPerSlice?: number) {
  let out = '';
  for await (const piece of jsonSlices(value, rowsPerSlice)) out += piece;
  return out;
}

describe('jsonSlices', () => {
  it('writes exactly what JSON.stringify writes', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => ({
      i,
      name: `row "${i}"`,
      skip: undefined,
      n: i % 3 ? i : NaN,
    }));
    const values: unknown[] = [
      { items: rows, summary: { a: 1, b: [1, 2] }, none: undefined, f: () => 1, empty: [], warnings: ['x'] },
      { only: rows.slice(0, 3) },
      { holes: [1, undefined, () => 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] },
      { first: undefined, second: 2 },
      {},
      [1, 2, 3],
      'text',
      null,
      { when: new Date(0), nested: { deep: [{ x: 1 }] } },
    ];
    for (const value of values) expect(await text(value, 4)).toBe(JSON.stringify(value));
  });

  it('writes a long list over several turns of the event loop', async () => {
    const rows = Array.from({ length: 10 }, (_, i) => i);
    // Another task that wants a turn of the event loop now and then.
    let ticks = 0;
    let waiting = true;
    const other = () => {
      ticks += 1;
      if (waiting) setImmediate(other);
    };
    setImmediate(other);
    const pieces: string[] = [];
    for await (const piece of jsonSlices({ rows }, 2)) pieces.push(piece);
    waiting = false;
    expect(pieces).toEqual(['{', '"rows":', '[', '0,1', ',2,3', ',4,5', ',6,7', ',8,9', ']', '}']);
    expect(ticks).toBeGreaterThanOrEqual(4); // a turn between each two slices
  });

  it('streams the same text', async () => {
    const value = { items: Array.from({ length: 3000 }, (_, i) => ({ i })), ok: true };
    const chunks: Buffer[] = [];
    for await (const chunk of jsonStream(value)) chunks.push(Buffer.from(chunk as Buffer));
    expect(Buffer.concat(chunks).toString()).toBe(JSON.stringify(value));
  });
});
