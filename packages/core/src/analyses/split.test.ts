import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitByWeight } from './split';

describe('splitByWeight', () => {
  it('shares by value and gives the left-over units to the largest fractions', () => {
    expect(splitByWeight(523, [5600, 2400])).toEqual([366, 157]);
    expect(splitByWeight(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitByWeight(-5, [1, 1])).toEqual([-3, -2]);
    expect(splitByWeight(7, [0, 0])).toEqual([4, 3]);
    expect(splitByWeight(0, [3, 4])).toEqual([0, 0]);
    expect(splitByWeight(10, [])).toEqual([]);
  });

  it('always adds up exactly, each share within one unit of its exact proportion', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 100_000_000 }), { minLength: 1, maxLength: 30 }),
        (amount, weights) => {
          const shares = splitByWeight(amount, weights);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(amount);
          const total = weights.reduce((a, b) => a + b, 0);
          shares.forEach((share, i) => {
            const exact = total > 0 ? (amount * (weights[i] as number)) / total : amount / weights.length;
            expect(Math.abs(share - exact)).toBeLessThan(1 + 1e-9);
          });
        },
      ),
      { numRuns: 500 },
    );
  });
});
