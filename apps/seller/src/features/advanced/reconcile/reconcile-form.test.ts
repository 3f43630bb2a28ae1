import { describe, expect, it } from 'vitest';
import { shopMonths } from './reconcile-form';

describe('the shop’s months', () => {
  it('are the current month and the 12 full months before it, newest first, across a new year in UTC', () => {
    // Still 31 December in New York, already January in UTC: the server counts the month in UTC.
    const months = shopMonths(new Date('2026-01-01T02:00:00Z'));
    expect(months).toHaveLength(13);
    expect(months.slice(0, 3)).toEqual(['2026-01', '2025-12', '2025-11']);
    expect(months.at(-1)).toBe('2025-01');
  });
});
